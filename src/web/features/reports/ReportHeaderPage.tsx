import { useCallback, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import { useSession, type CurrentUser } from '../../session/session.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { useListSearch } from '../../ui/useListSearch.ts';
import { usePrintForms } from '../delivery/index.ts';
import { HeaderExcel } from './HeaderExcel.tsx';
import { HeaderFilters } from './HeaderFilters.tsx';
import { useHeaderColumns, type HeaderRow } from './headerColumns.tsx';
import { headerMessages } from './headerMessageLabels.ts';
import { fetchHeaderPage, headerListKey, headerListOperation } from './headerQueries.ts';
import { headerListAddress, type HeaderListAddress, type HeaderSearch } from './headerSearch.ts';
import { rowTarget } from './rowTarget.ts';
import { clientsRequired } from './headerArrival.ts';
import { printProblem, searchProblem } from './searchChecks.ts';
import { useHeaderActions } from './useHeaderActions.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/**
 * /report-return/report-header and /report-return/report-header/{id} (spec 000 §2.5): the returns
 * of the user's scope, searched as the address says (the route gave it the user's plants on
 * arrival: headerArrival.ts); a return number in the path searches for it.
 */
export function ReportHeaderPage() {
  const id = useParams({ from: '/app/report-return/report-header/$id', shouldThrow: false })?.id;
  const session = useSession();
  if (session.loading || !session.user) return null;
  return <HeaderList key={id ?? ''} retNumber={id} user={session.user} />;
}

function HeaderList({ retNumber, user }: { retNumber: string | undefined; user: CurrentUser }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const { address, query, search, setSearch } = useListSearch(
    headerListAddress,
    useSearch({ from: retNumber ? '/app/report-return/report-header/$id' : '/app/report-return/report-header' }),
    retNumber,
  );
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const seen = useRef(new Map<string, HeaderRow>());
  const print = usePrintForms();

  const showList = (next: HeaderListAddress) => void navigate({ to: '/report-return/report-header', search: next });
  /** A search asks the server again, even for the same filters, once it has what it needs (spec 000 §5). */
  const find = () => {
    const problem = searchProblem(search, clientsRequired(user));
    if (problem) return showErrorDialog(i18n._(headerMessages[problem]));
    const next = { ...search, retNumber: withoutSpaces(search.retNumber) };
    showList(headerListAddress.validate({ ...next, size: address.size }));
    void queryClient.invalidateQueries({ queryKey: headerListKey(next) });
  };
  /** After a change the list is read again, its selection cleared. */
  const refetch = useCallback(() => {
    setSelection({});
    void queryClient.invalidateQueries({ queryKey: [headerListOperation] });
  }, [queryClient]);

  const fetchPage = useCallback((request: PageRequest) => fetchHeaderPage(query as HeaderSearch, request), [query]);
  const act = useHeaderActions(refetch);
  const may = useMemo(
    () => ({
      print: can('reports.printFpre'),
      headerActions: can('reports.headerActions'),
      erpActions: can('reports.erpActions'),
      retryFareye: can('reports.erpActions') || can('delivery.chiefDelivery'),
    }),
    [can],
  );
  const open = useCallback((row: HeaderRow) => void navigate(rowTarget(row) as never), [navigate]);
  const { pageNo, pageSize } = headerListAddress.pageOf(address);
  const first = (pageNo - 1) * pageSize;
  const columns = useHeaderColumns({ offset: useCallback(() => first, [first]), may, open, act });

  /** Print FPRE of the chosen rows (spec 000 §5): each printed in turn, then their forms in one FPRE.pdf. */
  const printSelected = async () => {
    const rows = Object.keys(selection)
      .filter((key) => selection[key])
      .map((key) => seen.current.get(key))
      .filter((r): r is HeaderRow => Boolean(r));
    const problem = printProblem(rows);
    if (problem) return showErrorDialog(i18n._(headerMessages[problem]));
    await print(rows.map((r) => r.retNumber));
    refetch();
  };

  return (
    <Stack>
      {/* The Excel beside Search, as on Report Details (issue 30 item 23: the two screens had it in two places). */}
      <HeaderFilters
        value={search}
        onChange={setSearch}
        onSearch={find}
        actions={can('reports.export') && <HeaderExcel search={search} clientsRequired={clientsRequired(user)} />}
      />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={headerListKey(query as HeaderSearch)}
        page={{
          pageNo,
          pageSize,
          onChange: ({ pageNo, pageSize }) => showList(headerListAddress.validate({ ...query, page: pageNo, size: pageSize })),
        }}
        getRowId={(row) => row.retNumber}
        onOpen={open}
        pinned={{ left: ['no', 'retNumber'] }}
        onPage={(rows) => rows.forEach((row) => seen.current.set(row.retNumber, row))}
        {...(may.print ? { selection: { state: selection, onChange: setSelection } } : {})}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: '/' })}>
          <Trans>Back</Trans>
        </Button>
        {may.print && (
          <Button onClick={() => void printSelected()} data-testid="print-selected">
            <Trans>Print</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
