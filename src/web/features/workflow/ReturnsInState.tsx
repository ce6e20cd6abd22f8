import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api } from '../../api/client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { durationText } from './heat.ts';
import type { OverlayFilters } from './overlayAddress.ts';
import { pageOf } from '../../api/pageOf.ts';

type Row = NonNullable<Awaited<ReturnType<typeof fetchReturnsInState>>['data']>[number];

async function fetchReturnsInState(state: string, filters: OverlayFilters, { pageNo, pageSize, after }: PageRequest) {
  const query = { ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), pageNo, pageSize, ...(after ? { after } : {}) };
  return pageOf(await api.GET('/workflow/lifecycle/states/{state}/returns', { params: { path: { state }, query } }));
}

/** The returns behind a state's number (drill-down), longest in it first; each opens its report. */
export function ReturnsInState({ state, filters }: { state: string; filters: OverlayFilters }) {
  const { t } = useLingui();
  const fetchPage = useCallback((request: PageRequest) => fetchReturnsInState(state, filters, request), [state, filters]);
  const columns = useMemo<MRT_ColumnDef<Row>[]>(
    () => [
      {
        accessorKey: 'retNumber',
        header: t`Return Number`,
        Cell: ({ row }) => (
          <Anchor component={Link} to={`/report-return/report-header/detail/${row.original.returnId}`} size="sm">
            {row.original.retNumber}
          </Anchor>
        ),
      },
      { accessorKey: 'customerName', header: t`Customer Name` },
      { accessorKey: 'plantCode', header: t`Plant` },
      { accessorKey: 'reasonName', header: t`Reason` },
      { accessorKey: 'pendingUser', header: t`Pending User` },
      { accessorKey: 'enteredAt', header: t`In this state since`, Cell: ({ cell }) => formatDateTime(cell.getValue<string>()) },
      { id: 'waited', header: t`Waiting`, Cell: ({ row }) => durationText((Date.now() - Date.parse(row.original.enteredAt)) / 1000) },
    ],
    [t],
  );
  return (
    <Paper withBorder p="xs" data-testid="returns-in-state">
      <Text size="sm" fw={600} mb={4}>
        <Trans>Returns in {state}</Trans>
      </Text>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        queryKey={['GET /workflow/lifecycle/states/{state}/returns', state, filters]}
        enableSorting={false}
        getRowId={(row) => String(row.returnId)}
      />
    </Paper>
  );
}
