import { useCallback, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import { useSession, type CurrentUser } from '../../session/session.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { ReplaceAddress } from '../../ui/ReplaceAddress.tsx';
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
import { printProblem, searchProblem } from './searchChecks.ts';
import { useHeaderActions } from './useHeaderActions.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/** A user of the Clients filter whose profile holds several clients chooses at least one (spec 000 §5). */
const clientsRequired = (user: CurrentUser, can: (key: string) => boolean) => can('reports.filterClients') && user.clients.length > 1;

/** The list's own addresses: /report-return/report-header and /report-return/report-header/{id} (not its detail). */
const isListPath = (pathname: string) => /^\/report-return\/report-header(\/(?!detail\/)[^/]+)?\/?$/.test(pathname);

/**
 * /report-return/report-header and /report-return/report-header/{id} (spec 000 §2.5): the returns
 * of the user's scope, searched as the address says; a return number in the path searches for it.
 */
export function ReportHeaderPage() {
  const id = useParams({ from: '/app/report-return/report-header/$id', shouldThrow: false })?.id;
  const session = useSession();
  if (session.loading || !session.user) return null;
  return <HeaderArrival key={id ?? ''} retNumber={id} user={session.user} />;
}

/**
 * Arriving without plants in the address (from the menu, the dashboard, a return number in the
 * path), the search is of every plant of the profile (and every client, where one is required):
 * the address is replaced with it, so the address stays the truth.
 */
function HeaderArrival({ retNumber, user }: { retNumber: string | undefined; user: CurrentUser }) {
  const { can } = useSession();
  const location = useLocation();
  const address = headerListAddress.validate(location.search as Record<string, unknown>);
  // The route's search follows the location a moment later: the list waits for it, so it never asks without plants.
  const routeSearch = useSearch({ from: retNumber ? '/app/report-return/report-header/$id' : '/app/report-return/report-header' });
  const plantCode = user.plants.map((p) => p.plantCode).join(',');
  // Only while the location is still this list's: leaving it, the location is the next screen's a moment before this one goes.
  if (plantCode && !address.plantCode && isListPath(location.pathname)) {
    const clientCode = address.clientCode ?? (clientsRequired(user, can) ? user.clients.map((c) => c.clientCode).join(',') : undefined);
    const search = { ...address, plantCode, ...(clientCode ? { clientCode } : {}) };
    return retNumber ? (
      <ReplaceAddress to="/report-return/report-header/$id" params={{ id: retNumber }} search={search} />
    ) : (
      <ReplaceAddress to="/report-return/report-header" search={search} />
    );
  }
  if (plantCode && !routeSearch.plantCode) return null;
  return <HeaderList retNumber={retNumber} user={user} />;
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
    const problem = searchProblem(search, clientsRequired(user, can));
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
  const first = ((address.page ?? 1) - 1) * (address.size ?? 10);
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
        actions={can('reports.export') && <HeaderExcel search={search} clientsRequired={clientsRequired(user, can)} />}
      />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={headerListKey(query as HeaderSearch)}
        page={{
          pageNo: address.page ?? 1,
          pageSize: address.size ?? 10,
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
