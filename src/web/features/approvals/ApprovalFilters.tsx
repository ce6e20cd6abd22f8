import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { maxLengthOf } from '../../api/queryLimits.ts';
import { SearchRow } from '../../ui/SearchRow.tsx';
import type { FilterKey } from './approvalFlows.ts';
import type { ListSearch } from './flowMemory.ts';
import { useTypeReturnOptions } from '../returns/index.ts';

interface Props {
  filters: readonly FilterKey[];
  value: ListSearch;
  onChange: (value: ListSearch) => void;
  onSearch: () => void;
}

/** The search form of an approval list: the flow's filters; Enter in a field searches (spec 002 §2). */
export function ApprovalFilters({ filters, value, onChange, onSearch }: Props) {
  const { t } = useLingui();
  const typeReturnOptions = useTypeReturnOptions();
  const labels: Record<FilterKey, string> = {
    retNumber: t`APL Return Number`,
    invoiceNo: t`Invoice Ref Number`,
    typeReturn: t`Type Return`,
    customerName: t`Customer Name`,
    clientName: t`Client Name`,
    clientCode: t`Client Code`,
  };
  const onEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && onSearch();
  return (
    <Paper withBorder p="md">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {filters.map((key) =>
            key === 'typeReturn' ? (
              <Select
                key={key}
                label={labels[key]}
                data={typeReturnOptions}
                value={value.typeReturn}
                allowDeselect={false}
                onChange={(typeReturn) => onChange({ ...value, typeReturn: typeReturn ?? '' })}
              />
            ) : (
              <TextInput
                key={key}
                label={labels[key]}
                maxLength={maxLengthOf('GET /return/myapproval', key)}
                value={value[key]}
                onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
                onKeyDown={onEnter}
              />
            ),
          )}
        </SimpleGrid>
        <SearchRow onSearch={onSearch} />
      </Stack>
    </Paper>
  );
}
