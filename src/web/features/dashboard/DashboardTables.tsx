import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MRT_ColumnDef, MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import { formatDate } from '../../../shared/format.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import {
  fetchNeedApproval,
  fetchNewRegistrations,
  needApprovalKey,
  newRegistrationsKey,
  type NeedApprovalRow,
  type NewRegistrationRow,
} from './dashboardQueries.ts';
import { stepScreenOf } from '../../../shared/stepScreens.ts';

/** The row's number in the whole list, as the spec's 'no' column counts. */
function numberColumn<T extends MRT_RowData>(header: string): MRT_ColumnDef<T> {
  return {
    id: 'no',
    header,
    size: 50,
    enableSorting: false,
    Cell: ({ row, table }: { row: { index: number }; table: MRT_TableInstance<T> }) => {
      const { pageIndex, pageSize } = table.getState().pagination;
      return pageIndex * pageSize + row.index + 1;
    },
  };
}

/** The New Registration table (spec 000 §2.3): Detail opens the return's report. */
export function NewRegistrationTable({ height }: { height: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const openReport = useCallback(
    (row: NewRegistrationRow) => void navigate({ to: `/report-return/report-header/${encodeURIComponent(row.ret_number)}` }),
    [navigate],
  );
  const columns = useMemo<MRT_ColumnDef<NewRegistrationRow>[]>(
    () => [
      numberColumn<NewRegistrationRow>(t({ message: 'No', context: 'row number' })),
      { accessorKey: 'customer_name', header: t`Customer Name`, size: 160 },
      // Codes and dates as wide as they are: at 1440 px Created User and Created Date were cut (issue 55 item 13).
      { accessorKey: 'invoice_ref_no', header: t`Invoice Ref No`, size: 130, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
      { accessorKey: 'ret_number', header: t`Ireturn No`, size: 160 },
      { accessorKey: 'reason', header: t`Reason`, size: 140 },
      { accessorKey: 'plant_name', header: t`Plant`, size: 130 },
      { accessorKey: 'username', header: t`Created User`, size: 150, Cell: ({ row }) => row.original.created_by_name },
      { accessorKey: 'created_date', header: t`Created Date`, size: 120, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
      {
        id: 'detail',
        header: t`Detail`,
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => (
          <Button size="compact-xs" variant="light" onClick={() => openReport(row.original)}>
            <Trans>Detail</Trans>
          </Button>
        ),
      },
    ],
    [t, openReport],
  );
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        <Trans>New Registration</Trans>
      </Title>
      <DataTable
        columns={columns}
        fetchPage={fetchNewRegistrations}
        queryKey={newRegistrationsKey}
        getRowId={(row) => String(row.return_id)}
        onOpen={openReport}
        pinned={{ left: ['no', 'ret_number'], right: ['detail'] }}
        emptyText={t`New Registration is Empty`}
        height={height}
      />
    </Stack>
  );
}

/** The Need Approval table (spec 000 §2.3): Detail, for those who decide, opens the screen of the step the return waits at. */
export function NeedApprovalTable({ height, showDetail }: { height: number; showDetail: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const openStep = useCallback((row: NeedApprovalRow) => void navigate({ to: stepScreenOf(row.step_code, row.ret_number) }), [navigate]);
  const columns = useMemo<MRT_ColumnDef<NeedApprovalRow>[]>(
    () => [
      numberColumn<NeedApprovalRow>(t({ message: 'No', context: 'row number' })),
      { accessorKey: 'ret_number', header: t`APL Return Number` },
      { accessorKey: 'invoice_ref_no', header: t`Invoice Ref No`, size: 150, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
      { accessorKey: 'customer_name', header: t`Customer Name` },
      { accessorKey: 'material_name', header: t`Material Desc` },
      { accessorKey: 'pending_user', header: t`Pending User`, enableSorting: false, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
      { accessorKey: 'created_date', header: t`Created Date`, size: 140, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
      ...(showDetail
        ? [
            {
              id: 'detail',
              header: t`Detail`,
              enableSorting: false,
              size: 90,
              Cell: ({ row }: { row: { original: NeedApprovalRow } }) => (
                <Button size="compact-xs" variant="light" onClick={() => openStep(row.original)}>
                  <Trans>Detail</Trans>
                </Button>
              ),
            } satisfies MRT_ColumnDef<NeedApprovalRow>,
          ]
        : []),
    ],
    [t, openStep, showDetail],
  );
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        <Trans>Need Approval</Trans>
      </Title>
      <DataTable
        columns={columns}
        fetchPage={fetchNeedApproval}
        queryKey={needApprovalKey}
        getRowId={(row) => String(row.return_detail_id)}
        {...(showDetail ? { onOpen: openStep } : {})}
        pinned={{ left: ['no', 'ret_number'], right: showDetail ? ['detail'] : [] }}
        height={height}
      />
    </Stack>
  );
}
