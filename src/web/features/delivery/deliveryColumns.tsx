import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { FareyeBadge, PrintStatusBadge } from '../../ui/StatusBadges.tsx';
import type { DeliveryRow } from './deliveryMemory.ts';

interface Actions {
  /** The number of the first row of the page shown, less one. */
  offset: () => number;
  /** What the flow takes for a row now (its `can`). */
  can: { print: (row: DeliveryRow) => boolean; upload: (row: DeliveryRow) => boolean };
  print: (row: DeliveryRow) => void;
  upload: (row: DeliveryRow) => void;
}

/** Chief Delivery's columns (spec 002 §2): No, Action (print or reprint), Upload, Status, fareye status and time, the return's fields. */
export function useDeliveryColumns({ offset, can, print, upload }: Actions): MRT_ColumnDef<DeliveryRow>[] {
  const { t } = useLingui();
  return useMemo<MRT_ColumnDef<DeliveryRow>[]>(() => {
    const actions = { Print: t`Print`, Reprint: t`Reprint`, 'Reprint For Reupload': t`Reprint For Reupload` };
    return [
      { id: 'no', header: t({ message: 'No', context: 'row number' }), size: 50, Cell: ({ row }) => offset() + row.index + 1 },
      {
        id: 'action',
        header: t`Action`,
        // Each column as wide as what it shows: at 1440 px six of fourteen were out of sight (issue 55 item 13).
        size: 110,
        Cell: ({ row }) => (
          <Button size="compact-xs" variant="light" disabled={!can.print(row.original)} onClick={() => print(row.original)}>
            {actions[row.original.printAction]}
          </Button>
        ),
      },
      {
        id: 'upload',
        header: t`Upload`,
        size: 90,
        Cell: ({ row }) => (
          <Button size="compact-xs" variant="light" color="teal" disabled={!can.upload(row.original)} onClick={() => upload(row.original)}>
            {t`Upload`}
          </Button>
        ),
      },
      { accessorKey: 'statusPrint', header: t`Status`, size: 120, Cell: ({ row }) => <PrintStatusBadge status={row.original.statusPrint} /> },
      { accessorKey: 'fareyeStatus', header: t`Fareye Status`, size: 140, Cell: ({ row }) => <FareyeBadge status={row.original.fareyeStatus} /> },
      { accessorKey: 'fareyeDate', header: t`Fareye Date Time`, size: 150, Cell: ({ cell }) => formatDateTime(cell.getValue<string | null>()) },
      { accessorKey: 'retNumber', header: t`APL Return Number` },
      { accessorKey: 'invoiceNo', header: t`Invoice Ref Number`, size: 150, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
      { accessorKey: 'docDate', header: t`Doc Date`, size: 110, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
      { accessorKey: 'reasonName', header: t`Reason`, Cell: ({ row }) => [row.original.reasonCode, row.original.reasonName].filter(Boolean).join(' - ') },
      { accessorKey: 'customerCode', header: t`Customer Code`, size: 130 },
      { accessorKey: 'customerName', header: t`Customer Name` },
      { accessorKey: 'createdByName', header: t`Created By` },
      { accessorKey: 'plantName', header: t`Plant`, size: 120 },
    ];
  }, [t, offset, can, print, upload]);
}
