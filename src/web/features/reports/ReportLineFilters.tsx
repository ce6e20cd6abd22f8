import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { maxLengthOf } from '../../api/queryLimits.ts';
import { useSession } from '../../session/session.tsx';
import { AllOptionsMultiSelect } from '../../ui/AllOptionsMultiSelect.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { useTypeReturnOptions } from '../returns/index.ts';
import type { ReportLineSearch } from './reportLineSearch.ts';
import { ClientsChoice, ReasonChoice } from './ServerChoices.tsx';
import { useStatusLabels } from './statusLabels.ts';

interface Props {
  value: ReportLineSearch;
  onChange: (value: ReportLineSearch) => void;
  onSearch: () => void;
  /** The buttons under the fields (Search, Excel). */
  actions: React.ReactNode;
}

/**
 * Report Details' search (spec 000 §2.5): the report search's fields, the material's name and
 * code and the step; Clients for holders of reports.detailFilterClients. Enter in a field searches.
 */
export function ReportLineFilters({ value, onChange, onSearch, actions }: Props) {
  const { t } = useLingui();
  const session = useSession();
  const user = session.user!;
  const typeReturnOptions = useTypeReturnOptions();
  const { steps } = useStatusLabels();
  const onEnter = (event: KeyboardEvent<HTMLElement>) => event.key === 'Enter' && onSearch();
  const set = (key: keyof ReportLineSearch) => (v: string | null) => onChange({ ...value, [key]: v ?? '' });
  const text = (key: keyof ReportLineSearch, label: string) => (
    <TextInput
      label={label}
      maxLength={maxLengthOf('GET /return/items', key)}
      value={value[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
      onKeyDown={onEnter}
    />
  );
  const choice = (key: keyof ReportLineSearch, label: string, data: { value: string; label: string }[]) => (
    <Select label={label} data={[{ value: '', label: t`All` }, ...data.filter((d) => d.value)]} value={value[key]} allowDeselect={false} onChange={set(key)} />
  );
  // An empty date is no filter, as an empty text is.
  const date = (key: 'startDate' | 'endDate', label: string) => (
    <DateField label={label} clearable value={value[key] || null} onChange={set(key)} onKeyDown={onEnter} />
  );
  return (
    <Paper withBorder p="md">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {date('startDate', t`Registration Start Date`)}
          {date('endDate', t`Registration End Date`)}
          {text('retNumber', t`APL Return Number`)}
          {text('invoiceNo', t`Invoice Ref Number`)}
          {text('customerName', t`Customer Name`)}
          {text('customerCode', t`Customer Code`)}
          <ReasonChoice value={value.reasonCode} onChange={set('reasonCode')} />
          {session.can('reports.detailFilterClients') && <ClientsChoice value={value.clientCode} onChange={set('clientCode')} />}
          {choice(
            'step',
            t`Step`,
            Object.entries(steps).map(([code, label]) => ({ value: code, label })),
          )}
          <AllOptionsMultiSelect
            label={t`Plants`}
            options={user.plants.map((p) => ({ value: p.plantCode, label: `${p.plantCode} - ${p.plantName}` }))}
            value={value.plantCode}
            onChange={set('plantCode')}
          />
          {choice('status', t`Status`, [
            { value: 'D', label: t({ message: 'Draft', context: 'return status' }) },
            { value: 'W', label: t`In Progress` },
            { value: 'A', label: t`Completed` },
            { value: 'R', label: t`Rejected` },
          ])}
          {choice('soStatus', t`SO Status`, [
            { value: 'SUCCESS', label: 'SUCCESS' },
            { value: 'FAILED', label: 'FAILED' },
          ])}
          {choice('typeReturn', t`Type Return`, typeReturnOptions)}
          {text('materialName', t`Material Name`)}
          {text('materialCode', t`Material Code`)}
        </SimpleGrid>
        {actions}
      </Stack>
    </Paper>
  );
}
