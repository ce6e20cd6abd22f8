import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { api } from '../../api/client.ts';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { ExcelProgress } from './ExcelProgress.tsx';
import { headerMessages } from './headerMessageLabels.ts';
import { headerQuery, type HeaderSearch } from './headerSearch.ts';
import { searchProblem } from './searchChecks.ts';
import { useExcelDownload } from './useExcelDownload.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The Report Header's Excel of the search as the form shows it (spec 000 §5: both registration
 * dates and a plant), downloaded as the server streams it, with the bytes received shown.
 */
export function HeaderExcel({ search, clientsRequired }: { search: HeaderSearch; clientsRequired: boolean }) {
  const { i18n } = useLingui();
  const excel = useExcelDownload();
  const download = () => {
    const problem = searchProblem(search, clientsRequired, true);
    if (problem) return showErrorDialog(i18n._(headerMessages[problem]));
    void excel.download(
      () => api.GET('/return/xlsx', { params: { query: headerQuery(search) }, headers: { accept: XLSX }, parseAs: 'stream' }),
      'report-header.xlsx',
    );
  };
  return (
    <Stack gap="xs" align="flex-end">
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={excel.received !== null} onClick={download} data-testid="excel-download">
        <Trans>Excel</Trans>
      </Button>
      <ExcelProgress received={excel.received} />
    </Stack>
  );
}
