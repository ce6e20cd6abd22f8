import { useCallback, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api } from '../../api/client.ts';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { ReturnItemsPanel } from '../delivery/index.ts';
import { lifecycleOf } from '../returns/index.ts';
import { WarehouseFilters } from './WarehouseFilters.tsx';
import { emptyWarehouseSearch, warehouseMemory, type WarehouseRow, type WarehouseSearch } from './warehouseStore.ts';

/** /chief-warehouse and /chief-warehouse/{id}: the returns waiting for the user at Chief Warehouse (spec 002 §2). */
export function ChiefWarehouseListPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return <WarehouseList key={id ?? ''} retNumber={id} />;
}

function listQuery({ startDate, endDate, typeReturn, ...text }: WarehouseSearch) {
  const filled = Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim()));
  return {
    ...filled,
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
    ...(typeReturn ? { typeReturn: typeReturn as 'MTKA' | 'NON MTKA' } : {}),
  };
}

function WarehouseList({ retNumber }: { retNumber: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [actor] = useState(() => warehouseMemory.atSearch());
  const [search, setSearch] = useState<WarehouseSearch>(() =>
    retNumber ? { ...emptyWarehouseSearch, retNumber: retNumber.replace(/\s+/g, '') } : (warehouseMemory.search ?? emptyWarehouseSearch),
  );
  const [query, setQuery] = useState(search);
  // Whether a row opens is its lifecycle's answer (the snapshot the server sent with it).
  const flow = useSelector(actor, (s) => s);
  const canOpen = useCallback((row: WarehouseRow) => flow.can({ type: 'detail.open', lifecycle: lifecycleOf(row), lines: [] }), [flow]);
  const offset = useRef(0);

  const find = () => {
    const next = { ...search, retNumber: search.retNumber.replace(/\s+/g, '') };
    setSearch(next);
    setQuery(next);
    warehouseMemory.search = next;
  };

  const fetchPage = useCallback(async ({ pageNo, pageSize }: PageRequest) => {
    offset.current = (pageNo - 1) * pageSize;
    const { data } = await api.GET('/return/warehouse', { params: { query: { ...listQuery(query), pageNo, pageSize } } });
    return { data: data?.data ?? [], totalRecord: data?.totalRecord ?? 0 };
  }, [query]);

  const confirm = useCallback(
    (row: WarehouseRow) => {
      if (!actor.getSnapshot().can({ type: 'detail.open', lifecycle: lifecycleOf(row), lines: [] })) return;
      warehouseMemory.opened = row;
      warehouseMemory.search = query;
      void navigate({ to: '/chief-warehouse/warehouse-detail' });
    },
    [actor, query, navigate],
  );

  const columns = useMemo<MRT_ColumnDef<WarehouseRow>[]>(
    () => [
      { id: 'no', header: t`No`, size: 50, Cell: ({ row }) => offset.current + row.index + 1 },
      {
        id: 'action',
        header: t`Action`,
        Cell: ({ row }) => (
          <Button size="compact-xs" variant="light" disabled={!canOpen(row.original)} onClick={() => confirm(row.original)}>
            {t`Confirm FPRE`}
          </Button>
        ),
      },
      { accessorKey: 'fpreUploadTime', header: t`Upload FPRE Date`, Cell: ({ cell }) => formatDateTime(cell.getValue<string | null>()) },
      { accessorKey: 'retNumber', header: t`APL Return Number` },
      { accessorKey: 'invoiceNo', header: t`Invoice Ref Number`, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
      { accessorKey: 'reasonName', header: t`Reason`, Cell: ({ row }) => [row.original.reasonCode, row.original.reasonName].filter(Boolean).join(' - ') },
      { accessorKey: 'customerName', header: t`Customer Name` },
      { accessorKey: 'createdByName', header: t`Created By` },
      { accessorKey: 'docDate', header: t`Doc Date`, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
      { accessorKey: 'remark', header: t`Remarks Return`, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
    ],
    [t, confirm, canOpen],
  );

  return (
    <Stack>
      <WarehouseFilters value={search} onChange={setSearch} onSearch={find} />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        enableSorting={false}
        getRowId={(row) => row.retNumber}
        pinned={{ left: ['no', 'retNumber'] }}
        renderDetail={(row) => <ReturnItemsPanel items={row.items} />}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: '/' })}>
          <Trans>Back</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
