import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { useListSearch } from '../../ui/useListSearch.ts';
import { ExcelProgress } from './ExcelProgress.tsx';
import { ReportLineFilters } from './ReportLineFilters.tsx';
import { useReportLineColumns } from './reportLineColumns.tsx';
import { fetchReportLinePage, reportLineSearchFor } from './reportLineQueries.ts';
import {
  reportLineAddress,
  reportLineByNumberAddress,
  reportLineKey,
  reportLineQuery,
  type ReportLineAddress,
  type ReportLineSearch,
} from './reportLineSearch.ts';
import { useExcelDownload } from './useExcelDownload.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/**
 * /report-return/report-detail and /report-return/report-detail/{retNumber}: the return lines the
 * report search finds (spec 000 §2.5 Report Details). The search and page are the address's; a
 * return number in the path searches for it at once, 25 lines a page.
 */
export function ReportLineListPage() {
  const id = useParams({ from: '/app/report-return/report-detail/$id', shouldThrow: false })?.id;
  // Another return number in the address is another search.
  return <ReportLineList key={id ?? ''} retNumber={id} />;
}

function ReportLineList({ retNumber }: { retNumber: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const user = session.user!;
  const rules = retNumber ? reportLineByNumberAddress : reportLineAddress;
  const choosesClients = session.can('reports.detailFilterClients');
  const withPlants = (filters: ReportLineSearch) => reportLineSearchFor(user, filters);
  const {
    address,
    query: inAddress,
    search,
    setSearch,
  } = useListSearch(rules, useSearch({ from: retNumber ? '/app/report-return/report-detail/$id' : '/app/report-return/report-detail' }), retNumber, withPlants);
  const searched = JSON.stringify(withPlants(inAddress));
  const query = useMemo(() => JSON.parse(searched) as ReportLineSearch, [searched]);
  const columns = useReportLineColumns();
  const excel = useExcelDownload();
  const pageSize = address.size ?? rules.defaultSize;

  /** What a search needs before it is asked (spec 000 §5): a plant, and a client where the user has several to choose from. */
  const searchProblem = (wanted: ReportLineSearch): string | null => {
    if (!wanted.plantCode) return t`Please select plant`;
    if (choosesClients && user.clients.length > 1 && !wanted.clientCode) return t`Please select Client`;
    return null;
  };
  /** Another page or page size of the list shown, on the path it is at. */
  const showPage = (next: ReportLineAddress) =>
    void (retNumber
      ? navigate({ to: '/report-return/report-detail/$id', params: { id: retNumber }, search: next })
      : navigate({ to: '/report-return/report-detail', search: next }));
  /** A search asks the server again, even for the same filters; it is the list's own, by the number in the form. */
  const find = () => {
    const next = { ...search, retNumber: withoutSpaces(search.retNumber) };
    const problem = searchProblem(next);
    if (problem) return showErrorDialog(problem);
    void navigate({ to: '/report-return/report-detail', search: reportLineAddress.validate({ ...next, size: address.size }) });
    void queryClient.invalidateQueries({ queryKey: reportLineKey(next) });
  };

  const fetchPage = useCallback((request: PageRequest) => fetchReportLinePage(query, request), [query]);

  /** The Excel of the search as the form shows it (spec 000 §5: both registration dates and a plant). */
  const downloadExcel = () => {
    const wanted = { ...search, retNumber: withoutSpaces(search.retNumber) };
    if (!wanted.startDate || !wanted.endDate) return showErrorDialog(t`Please Input Registration Date!`);
    const problem = searchProblem(wanted);
    if (problem) return showErrorDialog(problem);
    const { typeReturn: _typeReturn, ...exported } = reportLineQuery(wanted);
    void excel.download(() => api.GET('/return/detailxlsx', { params: { query: exported }, parseAs: 'stream' }), 'report-details.xlsx');
  };

  return (
    <Stack>
      <ReportLineFilters
        value={search}
        onChange={setSearch}
        onSearch={find}
        actions={
          <Stack gap="xs">
            <Group justify="flex-end">
              {session.can('reports.export') && (
                <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={excel.received !== null} onClick={downloadExcel}>
                  <Trans>Excel</Trans>
                </Button>
              )}
              <Button onClick={find}>
                <Trans>Search</Trans>
              </Button>
            </Group>
            <ExcelProgress received={excel.received} />
          </Stack>
        }
      />
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={reportLineKey(query)}
        page={{ pageNo: address.page ?? 1, pageSize, onChange: ({ pageNo, pageSize: size }) => showPage(rules.validate({ ...address, page: pageNo, size })) }}
        pageSizes={rules.pageSizes}
        getRowId={(row) => String(row.returnd_id)}
        pinned={{ left: ['ret_number'] }}
      />
    </Stack>
  );
}
