import type { KeyboardEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { maxLengthOf } from '../../api/queryLimits.ts';
import { useSession } from '../../session/session.tsx';
import { AllOptionsMultiSelect } from '../../ui/AllOptionsMultiSelect.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { SearchRow } from '../../ui/SearchRow.tsx';
import { useTypeReturnOptions } from '../returns/index.ts';
import type { HeaderSearch } from './headerSearch.ts';
import { ClientsChoice, ReasonChoice } from './ServerChoices.tsx';
import { useStatusLabels } from './statusLabels.ts';

interface Props {
  value: HeaderSearch;
  onChange: (value: HeaderSearch) => void;
  onSearch: () => void;
  /** Beside Search: what acts on the same search (the Excel). */
  actions?: ReactNode;
}

/**
 * The Report Header's search (spec 000 §2.5): registration dates typed DD/MM/YYYY, the return's
 * numbers and customer, reason, Clients (for the users of that filter), step, Plants of the
 * profile, status, SO status and Type Return; Enter searches.
 */
export function HeaderFilters({ value, onChange, onSearch, actions }: Props) {
  const { t } = useLingui();
  const { user, can } = useSession();
  const { steps } = useStatusLabels();
  const typeReturnOptions = useTypeReturnOptions();
  const plantOptions = (user?.plants ?? []).map((p) => ({ value: p.plantCode, label: `${p.plantCode} - ${p.plantName}` }));
  const set = (change: Partial<HeaderSearch>) => onChange({ ...value, ...change });
  const onEnter = (event: KeyboardEvent) => event.key === 'Enter' && onSearch();
  const text = (key: 'retNumber' | 'invoiceNo' | 'customerName' | 'customerCode', label: string) => (
    <TextInput
      label={label}
      maxLength={maxLengthOf('GET /return', key)}
      value={value[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
      onKeyDown={onEnter}
    />
  );
  const choice = (key: 'stepCode' | 'status' | 'soStatus' | 'typeReturn', label: string, data: { value: string; label: string }[]) => (
    <Select label={label} data={data} value={value[key]} allowDeselect={false} onChange={(v) => set({ [key]: v ?? '' })} />
  );
  return (
    <Paper withBorder p="md">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <DateField
            label={t`Registration Start Date`}
            clearable
            value={value.startDate || null}
            onChange={(v) => set({ startDate: v ?? '' })}
            onKeyDown={onEnter}
          />
          <DateField label={t`Registration End Date`} clearable value={value.endDate || null} onChange={(v) => set({ endDate: v ?? '' })} onKeyDown={onEnter} />
          {text('retNumber', t`Return Number`)}
          {text('invoiceNo', t`Invoice Ref Number`)}
          {text('customerName', t`Customer Name`)}
          {text('customerCode', t`Customer Code`)}
          <ReasonChoice value={value.reasonCode} onChange={(reasonCode) => set({ reasonCode })} searchable />
          {can('reports.filterClients') && (
            <ClientsChoice value={value.clientCode} onChange={(clientCode) => set({ clientCode })} data-testid="clients-filter" />
          )}
          {choice('stepCode', t`Step`, [{ value: '', label: t`All` }, ...Object.entries(steps).map(([value, label]) => ({ value, label }))])}
          <AllOptionsMultiSelect
            label={t`Plants`}
            withAsterisk
            options={plantOptions}
            value={value.plantCode}
            onChange={(plantCode) => set({ plantCode })}
            data-testid="plants-filter"
          />
          {choice('status', t`Status`, [
            { value: '', label: t`All` },
            { value: 'D', label: t({ message: 'Draft', context: 'return status' }) },
            { value: 'W', label: t`In Progress` },
            { value: 'A', label: t`Completed` },
            { value: 'R', label: t`Rejected` },
          ])}
          {choice('soStatus', t`SO Status`, [
            { value: '', label: t`All` },
            { value: 'SUCCESS', label: 'SUCCESS' },
            { value: 'FAILED', label: 'FAILED' },
          ])}
          {choice('typeReturn', t`Type Return`, typeReturnOptions)}
        </SimpleGrid>
        <SearchRow onSearch={onSearch} beside={actions} />
      </Stack>
    </Paper>
  );
}
