import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatDate, formatIdr } from '../../../shared/format.ts';
import { TwoLineCell } from '../../ui/TwoLineCell.tsx';
import { CrpBadge } from '../returns/index.ts';
import type { ApprovalFlow } from './approvalFlows.ts';
import type { ApprovalRow } from './flowMemory.ts';

/** The columns of an approval list: a line waiting for a decision and its return; the return number opens the detail page. */
export function useApprovalColumns(flow: ApprovalFlow, openDetail: (row: ApprovalRow) => void): MRT_ColumnDef<ApprovalRow>[] {
  const { t } = useLingui();
  return useMemo<MRT_ColumnDef<ApprovalRow>[]>(
    () => [
      {
        accessorKey: 'retNumber',
        header: t`APL Return Number`,
        size: 170,
        Cell: ({ row }) => (
          <Anchor component="button" type="button" size="sm" onClick={() => openDetail(row.original)}>
            {row.original.retNumber}
          </Anchor>
        ),
      },
      ...(flow.showsStep ? [{ accessorKey: 'stepCode', header: t`Step`, size: 80 } as MRT_ColumnDef<ApprovalRow>] : []),
      // What tells two lines of one return apart comes first: the material, its batch and quantity (issue 30 item 15).
      {
        accessorKey: 'materialCode',
        header: t`Material`,
        size: 220,
        Cell: ({ row }) => <TwoLineCell first={row.original.materialCode} second={row.original.materialName} />,
      },
      {
        accessorKey: 'batch',
        header: t`Batch / Exp Date`,
        size: 120,
        Cell: ({ row }) => <TwoLineCell first={row.original.batch} second={formatDate(row.original.expiredDate)} />,
      },
      { accessorKey: 'qty', header: t`Qty`, size: 90, Cell: ({ row }) => `${row.original.qty} ${row.original.returnUom}` },
      {
        accessorKey: 'reasonName',
        header: t`Reason`,
        size: 160,
        Cell: ({ row }) => [row.original.reasonCode, row.original.reasonName].filter(Boolean).join(' - '),
      },
      { accessorKey: 'customerName', header: t`Customer Name` },
      { accessorKey: 'clientName', header: t`Client` },
      { accessorKey: 'invoiceNo', header: t`Invoice Ref Number`, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
      { accessorKey: 'netPrice', header: t`Net Price`, Cell: ({ cell }) => formatIdr(cell.getValue<number>()) },
      { accessorKey: 'crprgp', header: t`CRP`, Cell: ({ cell }) => <CrpBadge flag={cell.getValue<string>()} /> },
      { accessorKey: 'createdByName', header: t`Created By` },
      { accessorKey: 'docDate', header: t`Doc Date`, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
    ],
    [t, flow.showsStep, openDetail],
  );
}
