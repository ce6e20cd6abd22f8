import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { api } from '../../api/client.ts';
import { maxLengthOf } from '../../api/queryLimits.ts';
import { SearchRow } from '../../ui/SearchRow.tsx';
import type { DeliverySearch } from './deliverySearch.ts';
import { useTypeReturnOptions } from '../returns/index.ts';

interface Props {
  value: DeliverySearch;
  onChange: (value: DeliverySearch) => void;
  onSearch: () => void;
}

/** Chief Delivery's search (spec 002 §2): the header filters and the print status from STATUS_PRINT plus All; Enter searches. */
export function DeliveryFilters({ value, onChange, onSearch }: Props) {
  const { t } = useLingui();
  const typeReturnOptions = useTypeReturnOptions();
  const [printCodes, setPrintCodes] = useState<{ paramCode: string; paramValue: string }[]>([]);
  useEffect(() => {
    let current = true;
    void api
      .GET('/param', { params: { query: { paramGroupId: 'STATUS_PRINT', pageNo: 1, pageSize: 20 } } })
      .then(({ data }) => current && setPrintCodes(data?.data ?? []))
      .catch(() => current && setPrintCodes([]));
    return () => {
      current = false;
    };
  }, []);
  const printLabels: Record<string, string> = { Y: t`Printed`, N: t`Not Printed`, R: t`Reupload` };
  const onEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && onSearch();
  const text = (key: Exclude<keyof DeliverySearch, 'typeReturn' | 'statusPrint'>, label: string) => (
    <TextInput
      label={label}
      maxLength={maxLengthOf('GET /return/delivery', key)}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
      onKeyDown={onEnter}
    />
  );
  return (
    <Paper withBorder p="md">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {text('retNumber', t`APL Return Number`)}
          {text('invoiceNo', t`Invoice Ref Number`)}
          <Select
            label={t`Type Return`}
            data={typeReturnOptions}
            value={value.typeReturn}
            allowDeselect={false}
            onChange={(typeReturn) => onChange({ ...value, typeReturn: typeReturn ?? '' })}
          />
          {text('customerName', t`Customer Name`)}
          {text('customerCode', t`Customer Code`)}
          <Select
            label={t`Status Print`}
            data={[{ value: '', label: t`All` }, ...printCodes.map((p) => ({ value: p.paramCode, label: printLabels[p.paramCode] ?? p.paramValue }))]}
            value={value.statusPrint}
            allowDeselect={false}
            onChange={(statusPrint) => onChange({ ...value, statusPrint: statusPrint ?? '' })}
          />
        </SimpleGrid>
        <SearchRow onSearch={onSearch} />
      </Stack>
    </Paper>
  );
}
