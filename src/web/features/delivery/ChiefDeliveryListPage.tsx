import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import type { ChiefDeliveryEvent } from '../../../../machines/delivery/chiefDeliveryFlow.ts';
import { api, type Schemas } from '../../api/client.ts';
import { useSession, type Session } from '../../session/session.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { useListSearch, useListStart } from '../../ui/useListSearch.ts';
import { DeliveryFilters } from './DeliveryFilters.tsx';
import { useDeliveryColumns } from './deliveryColumns.tsx';
import { deliveryMessageLabels } from './deliveryMessageLabels.ts';
import { deliveryListAddress, type DeliveryListAddress, type DeliverySearch } from './deliverySearch.ts';
import { deliveryScope, listedOf, type DeliveryRow } from './deliveryMemory.ts';
import { ReturnItemsPanel } from './ReturnItemsPanel.tsx';
import { deliveryListKey, deliveryListOperation, fetchDeliveryPage } from './deliveryListQuery.ts';
import { usePrintForms } from './usePrintForms.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/**
 * /chief-delivery and /chief-delivery/{id}: the returns waiting for the user at Chief Delivery
 * (spec 002 §2). The search and page are the address's (the route's validateSearch); an id in the
 * path searches for that return.
 */
export function ChiefDeliveryListPage() {
  const id = useParams({ from: '/app/chief-delivery-flow/chief-delivery/$id', shouldThrow: false })?.id;
  const session = useSession();
  // The filters stored for the user are the profile's: the list starts once it is loaded.
  if (session.loading) return null;
  // Another return number in the address is another search.
  return id ? <DeliveryList key={id} retNumber={id} /> : <DeliveryListArrival session={session} />;
}

/**
 * The list without a return number. Arriving without a search it starts from the user's last
 * one: this tab's, else the filters stored for the user on the server; the address is replaced
 * with it, so the address stays the truth (and Back does not come back to the empty one). A
 * return number is never a standing filter: it found one return once (a dashboard's Detail), and
 * kept, it showed an empty list to the next visit from the menu while returns waited.
 */
function DeliveryListArrival({ session }: { session: Session }) {
  const deliveryMemory = deliveryScope.useMemory();
  const address = useSearch({ from: '/app/chief-delivery-flow' });
  const start = useListStart<keyof DeliverySearch>(
    address,
    () => deliveryMemory.search ?? deliveryListAddress.validate({ ...session.user?.preferences.chiefDeliveryFilters, retNumber: '' }),
  );
  if (start) return <Navigate to="/chief-delivery" search={start} replace />;
  return <DeliveryList retNumber={undefined} />;
}

function DeliveryList({ retNumber }: { retNumber: string | undefined }) {
  const deliveryMemory = deliveryScope.useMemory();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  // Uploading past waiting delivery tracking is the administrators' bypass (the permission approvals.anyStep).
  const [actor] = useState(() => deliveryMemory.atList(session.can('approvals.anyStep')));
  const snapshot = useSelector(actor, (s) => s);
  const busy = snapshot.hasTag('busy');
  const canPrint = snapshot.can({ type: 'print.selected' });
  const canRow = useMemo(
    () => ({
      print: (row: DeliveryRow) => snapshot.can({ type: 'print.one', return: listedOf(row) }),
      upload: (row: DeliveryRow) => snapshot.can({ type: 'detail.open', return: listedOf(row) }),
    }),
    [snapshot],
  );
  const print = usePrintForms();
  const queryClient = useQueryClient();
  const { address, query, search, setSearch } = useListSearch(deliveryListAddress, useSearch({ from: '/app/chief-delivery-flow' }), retNumber);
  // The chosen rows are the flow's memory's: a search from /chief-delivery/{id} shows another route's list.
  const [selection, setSelection] = useState<MRT_RowSelectionState>(() => deliveryMemory.chosen);
  const seen = deliveryMemory.seen;
  const keepChosen = useCallback(
    (state: MRT_RowSelectionState) => {
      deliveryMemory.keepChosen(state);
      setSelection(state);
    },
    [deliveryMemory],
  );

  const showList = (next: DeliveryListAddress) => {
    deliveryMemory.keepSearch(next);
    void navigate({ to: '/chief-delivery', search: next });
  };
  /** The filters persist for the user on the server (only the access token may live in the browser), the return number aside. */
  const keepFilters = (filters: DeliverySearch) => {
    const user = session.user;
    if (!user) return;
    const body = {
      language: user.preferences.language,
      colorScheme: user.preferences.colorScheme,
      chiefDeliveryFilters: { ...filters, retNumber: '' } as Schemas['DeliveryFilters'],
    };
    void api.PUT('/user/preferences', { body }).catch(() => undefined);
  };
  /**
   * A search asks the server again, even for the same filters (the address then stays as it is).
   * The chosen rows stay chosen across searches, as they do across pages.
   */
  const find = () => {
    const next = { ...search, retNumber: withoutSpaces(search.retNumber) };
    keepFilters(next);
    showList(deliveryListAddress.validate({ ...next, size: address.size }));
    void queryClient.invalidateQueries({ queryKey: deliveryListKey(next) });
  };
  /** The list fetched again after a print (it changed the printed returns), its selection cleared. */
  const refetch = useCallback(() => {
    keepChosen({});
    void queryClient.invalidateQueries({ queryKey: [deliveryListOperation] });
  }, [keepChosen, queryClient]);

  const fetchPage = useCallback((request: PageRequest) => fetchDeliveryPage(query, request), [query]);

  /** Sends what the user did; a refusal is said in the user's language. */
  const act = useCallback(
    (event: ChiefDeliveryEvent) => {
      actor.send(event);
      const { problem } = actor.getSnapshot().context;
      if (problem) showErrorDialog(i18n._(deliveryMessageLabels[problem]));
    },
    [actor, i18n],
  );

  const printing = useCallback(async () => {
    if (!actor.getSnapshot().matches('printing')) return;
    const done = await print(actor.getSnapshot().context.printing);
    actor.send({ type: done ? 'print.succeeded' : 'print.failed' });
    refetch();
  }, [actor, print, refetch]);

  const printOne = useCallback(
    (row: DeliveryRow) => {
      act({ type: 'print.one', return: listedOf(row) });
      void printing();
    },
    [act, printing],
  );
  const printSelected = () => {
    act({ type: 'print.selected' });
    void printing();
  };
  const upload = useCallback(
    (row: DeliveryRow) => {
      act({ type: 'detail.open', return: listedOf(row) });
      if (!actor.getSnapshot().matches('detail')) return;
      deliveryMemory.open(row, deliveryListAddress.validate({ ...query, page: address.page, size: address.size }));
      void navigate({ to: '/chief-delivery/delivery-detail' });
    },
    [act, actor, deliveryMemory, query, address.page, address.size, navigate],
  );
  // The rows are numbered on from the page's first (the page is the address's, its rows may come from the cache).
  const first = ((address.page ?? 1) - 1) * (address.size ?? 10);
  const columns = useDeliveryColumns({ offset: useCallback(() => first, [first]), can: canRow, print: printOne, upload });

  const select = (state: MRT_RowSelectionState) => {
    keepChosen(state);
    const rows = Object.keys(state)
      .filter((key) => state[key])
      .map((key) => seen.get(key))
      .filter((r): r is DeliveryRow => Boolean(r));
    actor.send({ type: 'rows.select', returns: rows.map(listedOf) });
  };

  return (
    <Stack>
      <DeliveryFilters value={search} onChange={setSearch} onSearch={find} />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={deliveryListKey(query)}
        page={{
          ...deliveryListAddress.pageOf(address),
          onChange: ({ pageNo, pageSize }) => showList(deliveryListAddress.validate({ ...query, page: pageNo, size: pageSize })),
        }}
        enableSorting={false}
        getRowId={(row) => row.retNumber}
        pinned={{ left: ['no', 'retNumber'] }}
        onPage={(rows) => rows.forEach((row) => seen.set(row.retNumber, row))}
        selection={{ state: selection, onChange: select }}
        renderDetail={(row) => <ReturnItemsPanel items={row.items} />}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: '/' })}>
          <Trans>Back</Trans>
        </Button>
        {session.can('delivery.chiefDelivery') && (
          <Button onClick={printSelected} loading={busy} disabled={!canPrint} data-testid="print-selected">
            <Trans>Print</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
