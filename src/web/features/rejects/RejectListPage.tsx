import { useCallback, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import type { RejectFlowEvent } from '../../../../machines/rejects/rejectFlow.ts';
import { api } from '../../api/client.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { RejectFilters } from './RejectFilters.tsx';
import { useRejectColumns } from './rejectColumns.tsx';
import { rejectMemory, type RejectedLine, type RejectSearch } from './rejectFlowStore.ts';
import { rejectMessageLabels } from './rejectMessageLabels.ts';

/** The filled filters; the numbers without spaces. */
const listQuery = (search: RejectSearch) =>
  Object.fromEntries(Object.entries({ ...search, retNumber: search.retNumber.replace(/\s+/g, ''), invoiceNo: search.invoiceNo.replace(/\s+/g, '') }).filter(([, v]) => v.trim()));

/** /reject-return: the lines Chief Warehouse rejected, to regroup into a new return or give back (spec 002 §2). */
export function RejectListPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [actor] = useState(() => rejectMemory.atList());
  const snapshot = useSelector(actor, (s) => s);
  const [search, setSearch] = useState<RejectSearch>(rejectMemory.search);
  const [query, setQuery] = useState<RejectSearch>(rejectMemory.search);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const seen = useRef(new Map<string, RejectedLine>());
  const columns = useRejectColumns();

  const chosenOf = (state: MRT_RowSelectionState) => Object.keys(state).filter((key) => state[key]).map((key) => seen.current.get(key)!).filter(Boolean);
  const select = (state: MRT_RowSelectionState) => {
    setSelection(state);
    actor.send({ type: 'rows.select', lines: chosenOf(state).map((l) => ({ invoiceNo: l.invoiceNo, returnType: l.returnType, requested: l.qty })) });
  };
  const find = () => {
    setQuery(search);
    rejectMemory.search = search;
    select({});
  };

  const fetchPage = useCallback(async ({ pageNo, pageSize }: PageRequest) => {
    const { data } = await api.GET('/return/reject', { params: { query: { ...listQuery(query), pageNo, pageSize } } });
    return { data: data?.data ?? [], totalRecord: data?.totalRecord ?? 0 };
  }, [query]);

  /** Goes on with the chosen lines when the rules let them; else says why. */
  const goOn = (event: RejectFlowEvent, to: string) => {
    actor.send(event);
    const { problem } = actor.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(rejectMessageLabels[problem]));
    rejectMemory.chosen = chosenOf(selection);
    void navigate({ to });
  };

  return (
    <Stack>
      <RejectFilters value={search} onChange={setSearch} onSearch={find} />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
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
        <Button variant="light" color="orange" onClick={() => goOn({ type: 'flow.backToCustomer' }, '/reject-return/back-customer')} disabled={!snapshot.can({ type: 'flow.backToCustomer' })}>
          <Trans>Reject Back To Customer</Trans>
        </Button>
        <Button onClick={() => goOn({ type: 'flow.createNew' }, '/reject-return/detail-new')} disabled={!snapshot.can({ type: 'flow.createNew' })}>
          <Trans>Create New APL Return Number</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
