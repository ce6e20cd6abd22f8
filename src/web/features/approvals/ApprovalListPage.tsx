import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import { useSession } from '../../session/session.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import type { ListAddress } from '../../ui/listAddress.ts';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { ApprovalFilters } from './ApprovalFilters.tsx';
import { useApprovalColumns } from './approvalColumns.tsx';
import { approvalListAddress, detailPathOf, flowRouteIds, type FilterKey } from './approvalFlows.ts';
import { approvalListKey, fetchApprovalPage } from './approvalListQuery.ts';
import { listFiltersOf } from '../../ui/useListSearch.ts';
import { decisionMessageLabels } from './decisionMessageLabels.ts';
import type { ApprovalRow, ListSearch } from './flowMemory.ts';
import { useApprovalFlow } from './useApprovalFlow.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/**
 * /fss-asm-bm, /brqa, /qa-ho, /client and their /{id}: the lines waiting for the user's decision
 * (spec 002 §2). The search and page are the address's (the route's validateSearch); an id in the
 * path searches for that return.
 */
export function ApprovalListPage() {
  const { flow } = useApprovalFlow();
  const id = useParams({ from: flowRouteIds(flow).listOfReturn, shouldThrow: false })?.id;
  // Another return number in the address is another search.
  return <ApprovalList key={id ?? ''} retNumber={id} />;
}

function ApprovalList({ retNumber }: { retNumber: string | undefined }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const { flow, memory } = useApprovalFlow();
  const [actor] = useState(() => memory.atList());
  const [filterCleared] = useState(() => memory.takeReturnFilterCleared());
  const canNext = useSelector(actor, (s) => s.can({ type: 'flow.next' }));
  // Leaving for another screen, the router's matches change a moment before this screen goes (a
  // render then, such as a window resized, found no match of its flow): it keeps the search it had.
  const current = useSearch({ from: flowRouteIds(flow).scope, shouldThrow: false });
  const [kept, keep] = useState(current);
  if (current && current !== kept) keep(current);
  const address = (current ?? kept)!;
  // The same filters are the same query object, so a page change does not start a new search.
  const filters = JSON.stringify(listFiltersOf(approvalListAddress, address, retNumber));
  const query = useMemo(() => JSON.parse(filters) as ListSearch, [filters]);
  const [search, setSearch] = useState<ListSearch>(query);
  // Back and Forward change the address under the screen: the filters show its search.
  useEffect(() => setSearch(query), [query]);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const seen = useRef(new Map<string, ApprovalRow>());

  const showList = (next: ListAddress<FilterKey>) => {
    memory.keepSearch(next);
    void navigate({ to: flow.route, search: next });
  };
  /** A search asks the server again, even for the same filters (the address then stays as it is). */
  const find = () => {
    const next = { ...search, retNumber: withoutSpaces(search.retNumber) };
    showList(approvalListAddress.validate({ ...next, size: address.size }));
    void queryClient.invalidateQueries({ queryKey: approvalListKey(flow.stepCode, next) });
    // No selection stays the same state: React then skips rendering the whole list again in the
    // key's own event (the router renders it with the new rows a task later: routes/appLayout.ts).
    setSelection((chosen) => (Object.keys(chosen).length ? {} : chosen));
    actor.send({ type: 'rows.select', steps: [] });
  };

  const fetchPage = useCallback((request: PageRequest) => fetchApprovalPage(flow.stepCode, query, request), [flow.stepCode, query]);

  const chosenOf = (state: MRT_RowSelectionState) =>
    Object.keys(state)
      .filter((key) => state[key])
      .map((key) => seen.current.get(key)!)
      .filter(Boolean);
  const select = (state: MRT_RowSelectionState) => {
    setSelection(state);
    actor.send({ type: 'rows.select', steps: chosenOf(state).map((row) => row.stepCode) });
  };

  const openDetail = useCallback(
    (row: ApprovalRow) => {
      memory.keepSearch(approvalListAddress.validate({ ...query, page: address.page, size: address.size }));
      memory.openDetail(row.returnId);
      void navigate({ to: detailPathOf(flow) });
    },
    [memory, query, address.page, address.size, flow, navigate],
  );
  const columns = useApprovalColumns(flow, openDetail);

  const next = () => {
    actor.send({ type: 'flow.next' });
    const { problem } = actor.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(decisionMessageLabels[problem]));
    memory.choose(chosenOf(selection));
    memory.keepSearch(approvalListAddress.validate({ ...query, page: address.page, size: address.size }));
    void navigate({ to: flow.decisionPath });
  };

  return (
    <Stack>
      {filterCleared && (
        <Alert color="blue" variant="light" data-testid="return-filter-cleared">
          <Trans>The lines you decided are saved; the return number filter is cleared, so the list shows every line still waiting for you.</Trans>
        </Alert>
      )}
      <ApprovalFilters filters={flow.filters} value={search} onChange={setSearch} onSearch={find} />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={approvalListKey(flow.stepCode, query)}
        page={{
          ...approvalListAddress.pageOf(address),
          onChange: ({ pageNo, pageSize }) => showList(approvalListAddress.validate({ ...query, page: pageNo, size: pageSize })),
        }}
        enableSorting={false}
        getRowId={(row) => String(row.approvalDetailId)}
        pinned={{ left: ['retNumber'], right: ['crprgp'] }}
        onPage={(rows) => rows.forEach((row) => seen.current.set(String(row.approvalDetailId), row))}
        selection={{ state: selection, onChange: select }}
        onOpen={openDetail}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: '/' })}>
          <Trans>Back</Trans>
        </Button>
        {session.can(flow.decidePermission) && (
          <Button onClick={next} disabled={!canNext}>
            <Trans>Next</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
