import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Schemas } from '../../api/client.ts';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { statusColour, useStatusLabels } from './statusLabels.ts';

type Row = Schemas['ReportLineRow'];

const text = (value: string | null) => value ?? '';

/** The columns of Report Details (spec 000 §3 "Detail list row"); the return number opens the line's item report. */
export function useReportLineColumns(): MRT_ColumnDef<Row>[] {
  const { t } = useLingui();
  const { returnStatus, pendingProcess } = useStatusLabels();
  return useMemo<MRT_ColumnDef<Row>[]>(
    () => [
      {
        accessorKey: 'ret_number',
        header: t`APL Return Number`,
        Cell: ({ row }) => (
          <Anchor component={Link} to={`/report-return/report-detail/detail/${row.original.returnd_id}`} size="sm">
            {row.original.ret_number}
          </Anchor>
        ),
      },
      { accessorKey: 'line', header: t`Line`, size: 70 },
      {
        id: 'status',
        header: t`Status`,
        enableSorting: false,
        Cell: ({ row }) => (
          <Badge variant="light" color={statusColour(row.original.status, row.original.status_reject)}>
            {returnStatus(row.original.status, row.original.status_reject)}
          </Badge>
        ),
      },
      { accessorKey: 'step_code', header: t`Pending Process`, Cell: ({ row }) => pendingProcess(row.original.step_code) },
      { accessorKey: 'rtv_no', header: t`RTV Number`, Cell: ({ row }) => text(row.original.rtv_no) },
      { accessorKey: 'sales_office', header: t`Sales Office`, enableSorting: false, Cell: ({ row }) => text(row.original.sales_office) },
      { accessorKey: 'plant_name', header: t`Plant`, Cell: ({ row }) => `${row.original.plant_code} - ${text(row.original.plant_name)}` },
      { accessorKey: 'customer_code', header: t`Customer Code` },
      { accessorKey: 'customer_name', header: t`Customer Name`, Cell: ({ row }) => text(row.original.customer_name) },
      { accessorKey: 'customer_group3', header: t`Customer Group 3`, enableSorting: false, Cell: ({ row }) => text(row.original.customer_group3) },
      { accessorKey: 'invoice_ref_no', header: t`Invoice Ref Number`, Cell: ({ row }) => text(row.original.invoice_ref_no) },
      { accessorKey: 'soNo', header: t`Sales Order Number`, Cell: ({ row }) => text(row.original.soNo) },
      { accessorKey: 'invoiceReturnNo', header: t`Invoice Return Number`, Cell: ({ row }) => text(row.original.invoiceReturnNo) },
      { accessorKey: 'reason_name', header: t`Reason`, Cell: ({ row }) => text(row.original.reason_name) },
      { accessorKey: 'created_date', header: t`Created Date`, Cell: ({ row }) => formatDateTime(row.original.created_date) },
      { accessorKey: 'client_code', header: t`Client Code` },
      { accessorKey: 'client_name', header: t`Client Name`, Cell: ({ row }) => text(row.original.client_name) },
      { accessorKey: 'material_code', header: t`Material Code` },
      { accessorKey: 'material_name', header: t`Material Name` },
      { accessorKey: 'PH3', header: t`PH3`, enableSorting: false, Cell: ({ row }) => text(row.original.PH3) },
      { accessorKey: 'return_qty', header: t`Qty`, size: 90 },
      { accessorKey: 'return_uom', header: t`Return UOM`, size: 100 },
      { accessorKey: 'base_return_qty', header: t`Base Quantity`, size: 110 },
      { accessorKey: 'base_uom', header: t`Base UOM`, size: 100 },
      { accessorKey: 'exp_date', header: t`Exp Date`, Cell: ({ row }) => formatDate(row.original.exp_date) },
      { accessorKey: 'type_prod', header: t`Product Type`, enableSorting: false, Cell: ({ row }) => text(row.original.type_prod) },
    ],
    [t, returnStatus, pendingProcess],
  );
}
