import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { maxLengthOf } from '../../api/queryLimits.ts';
import { DateField } from '../../ui/DateField.tsx';
import { SearchRow } from '../../ui/SearchRow.tsx';
import type { WarehouseSearch } from './warehouseSearch.ts';
import { useTypeReturnOptions } from '../returns/index.ts';

interface Props {
  value: WarehouseSearch;
  onChange: (value: WarehouseSearch) => void;
  onSearch: () => void;
}

/** Chief Warehouse's search (spec 002 §2): the FPRE upload date range and the header filters; the button or Enter searches. */
export function WarehouseFilters({ value, onChange, onSearch }: Props) {
  const { t } = useLingui();
  const typeReturnOptions = useTypeReturnOptions();
  const onEnter = (event: React.KeyboardEvent<HTMLElement>) => event.key === 'Enter' && onSearch();
  const text = (key: 'retNumber' | 'invoiceNo' | 'customerName' | 'customerCode', label: string) => (
    <TextInput
      label={label}
      maxLength={maxLengthOf('GET /return/warehouse', key)}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
      onKeyDown={onEnter}
    />
  );
  // An empty date is no filter, as an empty text is.
  const date = (key: 'startDate' | 'endDate', label: string) => (
    <DateField label={label} clearable value={value[key] || null} onChange={(day) => onChange({ ...value, [key]: day ?? '' })} onKeyDown={onEnter} />
  );
  return (
    <Paper withBorder p="md">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {date('startDate', t`Upload FPRE Start Date`)}
          {date('endDate', t`Upload FPRE End Date`)}
          {text('retNumber', t`APL Return Number`)}
          <Select
            label={t`Type Return`}
            data={typeReturnOptions}
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
