import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SearchRow } from '../../ui/SearchRow.tsx';
import type { RejectSearch } from './rejectSearch.ts';

interface Props {
  value: RejectSearch;
  onChange: (value: RejectSearch) => void;
  onSearch: () => void;
}

/** Reject Return's search (spec 002 §2); Enter in a field searches. */
export function RejectFilters({ value, onChange, onSearch }: Props) {
  const { t } = useLingui();
  const fields: [keyof RejectSearch, string][] = [
    ['retNumber', t`APL Return Number`],
    ['invoiceNo', t`Invoice Ref Number`],
    ['customerName', t`Customer Name`],
    ['materialName', t`Material Desc`],
    ['materialCode', t`Material Code`],
  ];
  return (
    <Paper withBorder p="md">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {fields.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              value={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
              onKeyDown={(e) => e.key === 'Enter' && onSearch()}
            />
          ))}
        </SimpleGrid>
        <SearchRow onSearch={onSearch} />
      </Stack>
    </Paper>
  );
}
