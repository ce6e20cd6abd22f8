import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { useListSearch, useListStart } from '../../ui/useListSearch.ts';
import { ReturnItemsPanel } from '../delivery/index.ts';
import { lifecycleOf } from '../returns/index.ts';
import { WarehouseFilters } from './WarehouseFilters.tsx';
import { warehouseListAddress, type WarehouseListAddress, type WarehouseSearch } from './warehouseSearch.ts';
import { warehouseScope, type WarehouseRow } from './warehouseMemory.ts';
import { fetchWarehousePage, warehouseListKey } from './warehouseListQuery.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/**
 * /chief-warehouse and /chief-warehouse/{id}: the returns waiting for the user at Chief Warehouse
 * (spec 002 §2). The search and page are the address's (the route's validateSearch); an id in the
 * path searches for that return.
 */
export function ChiefWarehouseListPage() {
  const id = useParams({ from: '/app/chief-warehouse-flow/chief-warehouse/$id', shouldThrow: false })?.id;
  // Another return number in the address is another search.
  return id ? <WarehouseList key={id} retNumber={id} /> : <WarehouseListArrival />;
}

/**
 * The list without a return number. Arriving without a search it starts from this tab's last
 * one; the address is replaced with it, so the address stays the truth.
 */
function WarehouseListArrival() {
  const warehouseMemory = warehouseScope.useMemory();
  const address = useSearch({ from: '/app/chief-warehouse-flow' });
  const start = useListStart<keyof WarehouseSearch>(address, () => warehouseMemory.search);
  if (start) return <Navigate to="/chief-warehouse" search={start} replace />;
  return <WarehouseList retNumber={undefined} />;
}

function WarehouseList({ retNumber }: { retNumber: string | undefined }) {
  const warehouseMemory = warehouseScope.useMemory();
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [actor] = useState(() => warehouseMemory.atSearch());
  const { address, query, search, setSearch } = useListSearch(warehouseListAddress, useSearch({ from: '/app/chief-warehouse-flow' }), retNumber);
  // Whether a row opens is its lifecycle's answer (the snapshot the server sent with it).
  const flow = useSelector(actor, (s) => s);
  const canOpen = useCallback((row: WarehouseRow) => flow.can({ type: 'detail.open', lifecycle: lifecycleOf(row), lines: [] }), [flow]);
  // The rows are numbered on from the page's first (the page is the address's, its rows may come from the cache).
  const first = ((address.page ?? 1) - 1) * (address.size ?? 10);

  const showList = (next: WarehouseListAddress) => {
    warehouseMemory.keepSearch(next);
    void navigate({ to: '/chief-warehouse', search: next });
  };
  /** A search asks the server again, even for the same filters (the address then stays as it is). */
  const find = () => {
    const next = { ...search, retNumber: withoutSpaces(search.retNumber) };
    showList(warehouseListAddress.validate({ ...next, size: address.size }));
    void queryClient.invalidateQueries({ queryKey: warehouseListKey(next) });
  };

  const fetchPage = useCallback((request: PageRequest) => fetchWarehousePage(query, request), [query]);

  const confirm = useCallback(
    (row: WarehouseRow) => {
      if (!actor.getSnapshot().can({ type: 'detail.open', lifecycle: lifecycleOf(row), lines: [] })) return;
      warehouseMemory.open(row, warehouseListAddress.validate({ ...query, page: address.page, size: address.size }));
      void navigate({ to: '/chief-warehouse/warehouse-detail' });
    },
    [actor, warehouseMemory, query, address.page, address.size, navigate],
  );

  const columns = useMemo<MRT_ColumnDef<WarehouseRow>[]>(
    () => [
      { id: 'no', header: t({ message: 'No', context: 'row number' }), size: 50, Cell: ({ row }) => first + row.index + 1 },
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
    [t, confirm, canOpen, first],
  );

  return (
    <Stack>
      <WarehouseFilters value={search} onChange={setSearch} onSearch={find} />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={warehouseListKey(query)}
        page={{
          ...warehouseListAddress.pageOf(address),
          onChange: ({ pageNo, pageSize }) => showList(warehouseListAddress.validate({ ...query, page: pageNo, size: pageSize })),
        }}
        enableSorting={false}
        getRowId={(row) => row.retNumber}
        pinned={{ left: ['no', 'retNumber'] }}
        onOpen={(row) => canOpen(row) && confirm(row)}
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
