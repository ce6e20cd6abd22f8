import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import type { RejectFlowEvent } from '../../../../machines/rejects/rejectFlow.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { RejectFilters } from './RejectFilters.tsx';
import { useRejectColumns } from './rejectColumns.tsx';
import { rejectScope, type RejectedLine } from './rejectMemory.ts';
import { rejectMessageLabels } from './rejectMessageLabels.ts';
import { fetchRejectPage, rejectListKey } from './rejectQueries.ts';
import { filtersOf, rejectListSearch, type RejectListSearch, type RejectSearch } from './rejectSearch.ts';

/**
 * /reject-return: the lines Chief Warehouse rejected, to regroup into a new return or give back
 * (spec 002 §2). The search and page are the address's (the route's validateSearch).
 */
export function RejectListPage() {
  const rejectMemory = rejectScope.useMemory();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [actor] = useState(() => rejectMemory.atList());
  const snapshot = useSelector(actor, (s) => s);
  const address = useSearch({ from: '/app/reject-return-flow/reject-return' });
  // The same filters are the same query object, so a page change does not start a new search.
  const filters = JSON.stringify(filtersOf(address));
  const query = useMemo(() => JSON.parse(filters) as RejectSearch, [filters]);
  const [search, setSearch] = useState<RejectSearch>(query);
  // Back and Forward change the address under the screen: the filters show its search.
  useEffect(() => setSearch(query), [query]);
  const showList = (next: RejectListSearch) => {
    rejectMemory.keepSearch(next);
    void navigate({ to: '/reject-return', search: next });
  };
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const seen = useRef(new Map<string, RejectedLine>());
  const columns = useRejectColumns();

  const chosenOf = (state: MRT_RowSelectionState) =>
    Object.keys(state)
      .filter((key) => state[key])
      .map((key) => seen.current.get(key)!)
      .filter(Boolean);
  const select = (state: MRT_RowSelectionState) => {
    setSelection(state);
    actor.send({ type: 'rows.select', lines: chosenOf(state).map((l) => ({ invoiceNo: l.invoiceNo, returnType: l.returnType, requested: l.qty })) });
  };
  /** A search asks the server again, even for the same filters (the address then stays as it is). */
  const find = () => {
    showList(rejectListSearch({ ...search, size: address.size }));
    void queryClient.invalidateQueries({ queryKey: rejectListKey(search) });
    select({});
  };

  const fetchPage = useCallback((request: PageRequest) => fetchRejectPage(query, request), [query]);

  /** Goes on with the chosen lines when the rules let them; else says why. */
  const goOn = (event: RejectFlowEvent, to: string) => {
    actor.send(event);
    const { problem } = actor.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(rejectMessageLabels[problem]));
    // The screens' Back returns to this list as the address shows it (a reload or a link included).
    rejectMemory.choose(chosenOf(selection), address);
    void navigate({ to });
  };

  return (
    <Stack>
      <RejectFilters value={search} onChange={setSearch} onSearch={find} />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={rejectListKey(query)}
        page={{
          pageNo: address.page ?? 1,
          pageSize: address.size ?? 10,
          onChange: ({ pageNo, pageSize }) => showList(rejectListSearch({ ...address, page: pageNo, size: pageSize })),
        }}
        enableSorting={false}
        getRowId={(row) => String(row.returnDetailId)}
        pinned={{ left: ['retNumber'] }}
        onPage={(rows) => rows.forEach((row) => seen.current.set(String(row.returnDetailId), row))}
        selection={{ state: selection, onChange: select }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: '/' })}>
          <Trans>Back</Trans>
        </Button>
        <Button
          variant="light"
          color="orange"
          onClick={() => goOn({ type: 'flow.backToCustomer' }, '/reject-return/back-customer')}
          disabled={!snapshot.can({ type: 'flow.backToCustomer' })}
        >
          <Trans>Reject Back To Customer</Trans>
        </Button>
        <Button onClick={() => goOn({ type: 'flow.createNew' }, '/reject-return/detail-new')} disabled={!snapshot.can({ type: 'flow.createNew' })}>
          <Trans>Create New APL Return Number</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
