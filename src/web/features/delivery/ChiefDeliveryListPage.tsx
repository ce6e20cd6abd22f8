import { useCallback, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import type { ChiefDeliveryEvent } from '../../../../machines/delivery/chiefDeliveryFlow.ts';
import { api, type Schemas } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { DeliveryFilters } from './DeliveryFilters.tsx';
import { useDeliveryColumns } from './deliveryColumns.tsx';
import { deliveryMessageLabels } from './deliveryMessageLabels.ts';
import { deliveryMemory, emptyDeliverySearch, listedOf, type DeliveryRow, type DeliverySearch } from './deliveryStore.ts';
import { ReturnItemsPanel } from './ReturnItemsPanel.tsx';
import { usePrintForms } from './usePrintForms.ts';

/** /chief-delivery and /chief-delivery/{id}: the returns waiting for the user at Chief Delivery (spec 002 §2). */
export function ChiefDeliveryListPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  // Another return number in the address is another search.
  return <DeliveryList key={id ?? ''} retNumber={id} />;
}

/** The list's query: the filled filters. */
function listQuery({ typeReturn, statusPrint, ...text }: DeliverySearch) {
  const filled = Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim())) as Partial<Pick<DeliverySearch, 'retNumber' | 'invoiceNo' | 'customerName' | 'customerCode'>>;
  return {
    ...filled,
    ...(typeReturn ? { typeReturn: typeReturn as 'MTKA' | 'NON MTKA' } : {}),
    ...(statusPrint ? { statusPrint: statusPrint as 'Y' | 'N' | 'R' } : {}),
  };
}

function DeliveryList({ retNumber }: { retNumber: string | undefined }) {
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
  // An id in the address searches for that return at once; otherwise the user's last search (this tab's, else the stored one).
  const [search, setSearch] = useState<DeliverySearch>(() =>
    retNumber
      ? { ...emptyDeliverySearch, retNumber: retNumber.replace(/\s+/g, '') }
      : (deliveryMemory.search ?? session.user?.preferences.chiefDeliveryFilters ?? emptyDeliverySearch),
  );
  const [query, setQuery] = useState({ search, round: 0 });
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const seen = useRef(new Map<string, DeliveryRow>());
  const offset = useRef(0);

  /** The filters persist for the user on the server (only the access token may live in the browser). */
  const keepFilters = (filters: DeliverySearch) => {
    const user = session.user;
    if (!user) return;
    const body = { language: user.preferences.language, colorScheme: user.preferences.colorScheme, chiefDeliveryFilters: filters as Schemas['DeliveryFilters'] };
    void api.PUT('/user/preferences', { body }).catch(() => undefined);
  };
  const find = () => {
    const next = { ...search, retNumber: search.retNumber.replace(/\s+/g, '') };
    setSearch(next);
    deliveryMemory.keepSearch(next);
    keepFilters(next);
    // The chosen rows stay chosen across searches and pages, as they do across pages.
    setQuery((q) => ({ search: next, round: q.round + 1 }));
  };
  /** The list fetched again after a print, its selection cleared. */
  const refetch = () => {
    setSelection({});
    setQuery((q) => ({ ...q, round: q.round + 1 }));
  };

  const fetchPage = useCallback(async ({ pageNo, pageSize }: PageRequest) => {
    offset.current = (pageNo - 1) * pageSize;
    const { data } = await api.GET('/return/delivery', { params: { query: { ...listQuery(query.search), pageNo, pageSize } } });
    return { data: data?.data ?? [], totalRecord: data?.totalRecord ?? 0 };
  }, [query]);

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
  }, [actor, print]);

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
      deliveryMemory.opened = row;
      void navigate({ to: '/chief-delivery/delivery-detail' });
    },
    [act, actor, navigate],
  );
  const columns = useDeliveryColumns({ offset: useCallback(() => offset.current, []), can: canRow, print: printOne, upload });

  const select = (state: MRT_RowSelectionState) => {
    setSelection(state);
    const rows = Object.keys(state).filter((key) => state[key]).map((key) => seen.current.get(key)).filter((r): r is DeliveryRow => Boolean(r));
    actor.send({ type: 'rows.select', returns: rows.map(listedOf) });
  };

  return (
    <Stack>
      <DeliveryFilters value={search} onChange={setSearch} onSearch={find} />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        enableSorting={false}
        getRowId={(row) => row.retNumber}
        pinned={{ left: ['no', 'retNumber'] }}
        onPage={(rows) => rows.forEach((row) => seen.current.set(row.retNumber, row))}
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
