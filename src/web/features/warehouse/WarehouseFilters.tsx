import { useLingui } from '@lingui/react/macro';
import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { SearchRow } from '../../ui/SearchRow.tsx';
import type { WarehouseSearch } from './warehouseStore.ts';

interface Props {
  value: WarehouseSearch;
  onChange: (value: WarehouseSearch) => void;
  onSearch: () => void;
}

const toIso = (value: string | Date | null) => (value ? dayjs(value).format('YYYY-MM-DD') : null);

/** Chief Warehouse's search (spec 002 §2): the FPRE upload date range and the header filters; the button or Enter searches. */
export function WarehouseFilters({ value, onChange, onSearch }: Props) {
  const { t } = useLingui();
  const onEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && onSearch();
  const text = (key: 'retNumber' | 'invoiceNo' | 'customerName' | 'customerCode', label: string) => (
    <TextInput label={label} value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })} onKeyDown={onEnter} />
  );
  return (
    <Paper withBorder p="md">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <DateInput label={t`Upload FPRE Start Date`} valueFormat="DD/MM/YYYY" clearable value={value.startDate} onChange={(v) => onChange({ ...value, startDate: toIso(v) })} />
          <DateInput label={t`Upload FPRE End Date`} valueFormat="DD/MM/YYYY" clearable value={value.endDate} onChange={(v) => onChange({ ...value, endDate: toIso(v) })} />
          {text('retNumber', t`APL Return Number`)}
          <Select
            label={t`Type Return`}
            data={[
              { value: '', label: t`All` },
              { value: 'MTKA', label: 'MTKA' },
              { value: 'NON MTKA', label: 'NON MTKA' },
            ]}
            value={value.typeReturn}
            allowDeselect={false}
            onChange={(typeReturn) => onChange({ ...value, typeReturn: typeReturn ?? '' })}
          />
          {text('invoiceNo', t`Invoice Ref Number`)}
          {text('customerName', t`Customer Name`)}
          {text('customerCode', t`Customer Code`)}
        </SimpleGrid>
        <SearchRow onSearch={onSearch} />
      </Stack>
    </Paper>
  );
}
