import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatDate } from '../../../shared/format.ts';
import type { RejectedLine } from './rejectMemory.ts';

/** The columns of a rejected line, on the list and on the screens that act on chosen lines. */
export function useRejectColumns(): MRT_ColumnDef<RejectedLine>[] {
  const { t } = useLingui();
  return useMemo<MRT_ColumnDef<RejectedLine>[]>(
    () => [
      { accessorKey: 'retNumber', header: t`APL Return Number` },
      { accessorKey: 'invoiceNo', header: t`Invoice Ref Number` },
      { accessorKey: 'customerName', header: t`Customer Name` },
      { accessorKey: 'materialCode', header: t`Material Code` },
      { accessorKey: 'materialName', header: t`Material Desc` },
      { accessorKey: 'batch', header: t`Batch` },
      { id: 'expiredDate', header: t`Exp Date`, accessorFn: (row) => formatDate(row.expiredDate) },
      { accessorKey: 'qty', header: t`Qty` },
      { accessorKey: 'returnUom', header: t`Return UOM` },
      { id: 'rejectRemark', header: t`Reject Remarks`, accessorFn: (row) => row.rejectRemark ?? '' },
    ],
    [t],
  );
}
