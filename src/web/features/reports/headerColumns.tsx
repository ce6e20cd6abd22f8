import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { LifecycleSnapshot } from '../../../../machines/returns/lifecycleRefusal.ts';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import type { Schemas } from '../../api/client.ts';
import { ApprovalStatusBadge, FareyeBadge, ReportPrintBadge, SoStatusBadge } from '../../ui/StatusBadges.tsx';
import { lifecycleOf, useReturnTypeLabel } from '../returns/index.ts';
import { useStatusLabels } from './statusLabels.ts';

export type HeaderRow = Schemas['ReportHeaderRow'];

/** What an action needs of a return: which one, and the version the user saw. */
export type ActionTarget = Pick<HeaderRow, 'returnId' | 'retNumber' | 'version'>;

/** What the user may do here (their permission keys), the table's first row number, and the actions. */
export interface HeaderColumnsProps {
  offset: () => number;
  may: { print: boolean; headerActions: boolean; erpActions: boolean; retryFareye: boolean };
  open: (row: HeaderRow) => void;
  act: Record<'remove' | 'reject' | 'retrySalesOrder' | 'getInvoice' | 'retryFareye' | 'downloadFpre', (row: ActionTarget) => void>;
}

const dated = (value: string | null) => formatDate(value);
const timed = (value: string | null) => formatDateTime(value);

/**
 * The Report Header's columns (spec 000 §3 "Return header (list row)", §6): the Print FPRE and
 * Action columns only for the roles that hold them; each action offered where the row's lifecycle
 * snapshot takes it (its `can`), never by a rule of this screen.
 */
export function useHeaderColumns({ offset, may, open, act }: HeaderColumnsProps): MRT_ColumnDef<HeaderRow>[] {
  const { t } = useLingui();
  const typeLabel = useReturnTypeLabel();
  const { pendingProcess } = useStatusLabels();
  return useMemo<MRT_ColumnDef<HeaderRow>[]>(() => {
    const offered = (row: HeaderRow) => {
      const lifecycle: LifecycleSnapshot = lifecycleOf(row);
      return {
        remove: may.headerActions && lifecycle.can({ type: 'return.delete' }),
        reject: may.headerActions && lifecycle.can({ type: 'return.reject' }),
        retrySalesOrder: may.erpActions && lifecycle.can({ type: 'salesOrder.retry' }),
        getInvoice: may.erpActions && lifecycle.can({ type: 'invoice.found' }),
        retryFareye: may.retryFareye && lifecycle.can({ type: 'fareye.retry' }),
        downloadFpre: row.wholeReturn && lifecycle.context.fpreUploaded,
      };
    };
    const button = (label: string, color: string, onClick: () => void, testId: string) => (
      <Button size="compact-xs" variant="light" color={color} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    );
    return [
      { id: 'no', header: t({ message: 'No', context: 'row number' }), size: 50, enableSorting: false, Cell: ({ row }) => offset() + row.index + 1 },
      ...(may.print
        ? [
            {
              id: 'printFpre',
              header: t`Print FPRE`,
              enableSorting: false,
              Cell: ({ row }) => <ReportPrintBadge printStatus={row.original.printStatus} />,
            } satisfies MRT_ColumnDef<HeaderRow>,
          ]
        : []),
      // Every action of a row in one column where the eye looks first (issue 30 item 13: the ERP's
      // and the FPRE's sat in the 32nd column, 5,800 px to the right).
      {
        id: 'action',
        header: t`Action`,
        enableSorting: false,
        Cell: ({ row }) => {
          const can = offered(row.original);
          return (
            <Group gap={4} wrap="nowrap">
              {can.remove && button(t`Delete`, 'red', () => act.remove(row.original), 'delete-draft')}
              {can.reject && button(t`Reject`, 'orange', () => act.reject(row.original), 'reject-return')}
              {can.retrySalesOrder && button(t`Retry Send To SAP`, 'blue', () => act.retrySalesOrder(row.original), 'retry-sales-order')}
              {can.getInvoice && button(t`Get Invoice`, 'teal', () => act.getInvoice(row.original), 'get-invoice')}
              {can.retryFareye && button(t`Retry Post Fareye`, 'grape', () => act.retryFareye(row.original), 'retry-fareye')}
              {can.downloadFpre && button(t`Download FPRE`, 'gray', () => act.downloadFpre(row.original), 'download-fpre')}
            </Group>
          );
        },
      },
      {
        accessorKey: 'retNumber',
        header: t`Return Number`,
        Cell: ({ row }) => (
          <Anchor component="button" type="button" onClick={() => open(row.original)} data-testid="open-return">
            {row.original.retNumber}
          </Anchor>
        ),
      },
      { accessorKey: 'returnType', header: t`Type Return`, Cell: ({ row }) => typeLabel(row.original.returnType) },
      {
        accessorKey: 'approvalStatus',
        header: t`Status`,
        Cell: ({ row }) => <ApprovalStatusBadge status={row.original.approvalStatus} statusReject={row.original.statusReject} />,
      },
      { accessorKey: 'stepName', header: t`Pending Process`, Cell: ({ row }) => pendingProcess(row.original.stepCode) },
      { accessorKey: 'pendingUser', header: t`Pending User`, Cell: ({ row }) => row.original.pendingUser ?? '' },
      { accessorKey: 'invoiceNo', header: t`Invoice Ref Number`, Cell: ({ row }) => row.original.invoiceNo ?? '' },
      { accessorKey: 'customerCode', header: t`Customer Code` },
      { accessorKey: 'customerName', header: t`Customer Name`, Cell: ({ row }) => row.original.customerName ?? '' },
      { accessorKey: 'customerGroup3', header: t`Customer Group 3`, Cell: ({ row }) => row.original.customerGroup3 ?? '' },
      { accessorKey: 'address', header: t`Address`, Cell: ({ row }) => row.original.address ?? '' },
      { accessorKey: 'reasonName', header: t`Reason`, Cell: ({ row }) => [row.original.reasonCode, row.original.reasonName].filter(Boolean).join(' - ') },
      { accessorKey: 'salesOffice', header: t`Sales Office`, Cell: ({ row }) => row.original.salesOffice ?? '' },
      { accessorKey: 'plantName', header: t`Plant`, Cell: ({ row }) => [row.original.plantCode, row.original.plantName].filter(Boolean).join(' - ') },
      { accessorKey: 'createdByName', header: t`Created By`, Cell: ({ row }) => row.original.createdByName ?? '' },
      { accessorKey: 'createdDate', header: t`Created Date`, Cell: ({ row }) => timed(row.original.createdDate) },
      { accessorKey: 'items', header: t`Items` },
      { accessorKey: 'rtvNo', header: t`RTV Number`, Cell: ({ row }) => row.original.rtvNo ?? '' },
      { accessorKey: 'rtvDate', header: t`RTV Date`, Cell: ({ row }) => dated(row.original.rtvDate) },
      { accessorKey: 'firstPrintDate', header: t`First Print Date`, Cell: ({ row }) => timed(row.original.firstPrintDate) },
      { accessorKey: 'fareyeStatus', header: t`Fareye Status`, Cell: ({ row }) => <FareyeBadge status={row.original.fareyeStatus} /> },
      { accessorKey: 'FareyeDate', header: t`Fareye Date Time`, Cell: ({ row }) => timed(row.original.FareyeDate) },
      { accessorKey: 'fareyeLastError', header: t`Fareye Last Error`, Cell: ({ row }) => row.original.fareyeLastError ?? '' },
      { accessorKey: 'lastApprovalUser', header: t`Last Approval User`, Cell: ({ row }) => row.original.lastApprovalUser ?? '' },
      { accessorKey: 'lastApprovalDate', header: t`Last Approval Date`, Cell: ({ row }) => timed(row.original.lastApprovalDate) },
      { accessorKey: 'soNo', header: t`SO Number`, Cell: ({ row }) => row.original.soNo ?? '' },
      { accessorKey: 'invoiceNoSap', header: t`Invoice Return Number`, Cell: ({ row }) => row.original.invoiceNoSap ?? '' },
      { accessorKey: 'soStatus', header: t`SO Status`, Cell: ({ row }) => <SoStatusBadge soStatus={row.original.soStatus} /> },
      { accessorKey: 'soLastError', header: t`SO Last Error`, Cell: ({ row }) => row.original.soLastError ?? '' },
    ];
  }, [t, typeLabel, pendingProcess, offset, may, open, act]);
}
