import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ProcessStep } from '../../../../machines/returns/processSteps.ts';
import { api, type Schemas } from '../../api/client.ts';
import { pageOf } from '../../api/pageOf.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { durationText } from './heat.ts';
import { lineColumns } from './processLineColumns.tsx';
import { processStepNames } from './processStepNames.ts';
import type { ProcessQuery } from './processViewQuery.ts';

type Asked = { step: Schemas['ProcessStepCode']; nextStep?: Schemas['ProcessMove']['toStep'] };
type Row = NonNullable<Awaited<ReturnType<typeof fetchLines>>['data']>[number];

async function fetchLines(asked: Asked, filters: ProcessQuery, { pageNo, pageSize }: PageRequest) {
  const query = { ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), ...asked, pageNo, pageSize };
  return pageOf(await api.GET('/workflow/process/lines', { params: { query } }));
}

/** The lines behind a number of the process view: waiting at a step now, or that made a move in the period; each opens its return's report. */
export function ProcessLines({ step, nextStep, filters }: { step: ProcessStep; nextStep?: ProcessStep | 'REGROUPED' | undefined; filters: ProcessQuery }) {
  const { i18n, t } = useLingui();
  const asked = useMemo<Asked>(() => ({ step, ...(nextStep ? { nextStep } : {}) }), [step, nextStep]);
  const fetchPage = useCallback((request: PageRequest) => fetchLines(asked, filters, request), [asked, filters]);
  const columns = useMemo<MRT_ColumnDef<Row>[]>(
    () => [
      ...lineColumns<Row>(i18n),
      { accessorKey: 'enteredAt', header: t`At the step since`, Cell: ({ cell }) => formatDateTime(cell.getValue<string>()) },
      ...(nextStep ? [{ accessorKey: 'leftAt', header: t`Left it`, Cell: ({ cell }) => formatDateTime(cell.getValue<string>()) } as MRT_ColumnDef<Row>] : []),
      { accessorKey: 'waitedSeconds', header: t`Waited`, Cell: ({ cell }) => durationText(cell.getValue<number>()) },
    ],
    [i18n, t, nextStep],
  );
  const from = i18n._(processStepNames[step]);
  const to = nextStep ? i18n._(processStepNames[nextStep]) : '';
  return (
    <Paper withBorder p="xs" data-testid="process-lines">
      <Text size="sm" fw={600} mb={4}>
        {nextStep ? (
          <Trans>
            Lines that moved from {from} to {to} in the period
          </Trans>
        ) : (
          <Trans>Lines waiting at {from} now, longest first</Trans>
        )}
      </Text>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        queryKey={['GET /workflow/process/lines', asked, filters]}
        enableSorting={false}
        getRowId={(row) => `${row.returnId}-${row.line}-${row.enteredAt}`}
      />
    </Paper>
  );
}
