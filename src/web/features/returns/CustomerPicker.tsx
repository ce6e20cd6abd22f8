import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api, type Schemas } from '../../api/client.ts';
import { ChooseCell } from './ChooseCell.tsx';
import { SearchRow } from '../../ui/SearchRow.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { pageOf } from '../../api/pageOf.ts';
import { maxLengthOf } from '../../api/queryLimits.ts';

export type CustomerCandidate = Schemas['CustomerCandidate'];

/** The customer search popup (spec 001 §2.1, §2.4): a blocked customer cannot be chosen; its remark shows instead. */
export function CustomerPicker({ opened, onClose, onChoose }: { opened: boolean; onClose: () => void; onChoose: (customer: CustomerCandidate) => void }) {
  const { t } = useLingui();
  const [filters, setFilters] = useState({ customerCode: '', customerName: '' });
  const [query, setQuery] = useState(filters);
  const labels = useMemo(() => ({ customerCode: t`Customer Code`, customerName: t`Customer Name` }), [t]);
  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      return pageOf(
        await api.GET('/return/lookup/customers', {
          params: {
            query: {
              ...(query.customerCode ? { customerCode: query.customerCode } : {}),
              ...(query.customerName ? { customerName: query.customerName } : {}),
              pageNo,
              pageSize,
            },
          },
        }),
        labels,
      );
    },
    [query, labels],
  );
  const columns = useMemo<MRT_ColumnDef<CustomerCandidate>[]>(
    () => [
      { accessorKey: 'customerCode', header: t`Customer Code` },
      { accessorKey: 'customerName', header: t`Customer Name` },
      { accessorKey: 'distChannel', header: t`Distribution Channel` },
      { accessorKey: 'city', header: t`City` },
      { accessorKey: 'salesOffice', header: t`Sales Office` },
      { accessorKey: 'plantCode', header: t`Plant Code` },
      { accessorKey: 'plantName', header: t`Plant Name` },
      {
        id: 'choose',
        header: '',
        Cell: ({ row }) => <ChooseCell blockRemark={row.original.blockRemark} onChoose={() => onChoose(row.original)} />,
      },
    ],
    [t, onChoose],
  );
  const search = () => {
    if (filters.customerCode && !/^\d+$/.test(filters.customerCode)) return showErrorDialog(t`Customer code is numeric.`);
    setQuery({ ...filters });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`Customer Search`} size="xl">
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput
            label={labels.customerCode}
            maxLength={maxLengthOf('GET /return/lookup/customers', 'customerCode')}
            inputMode="numeric"
            value={filters.customerCode}
            onChange={(e) => setFilters({ ...filters, customerCode: e.currentTarget.value.replace(/\D/g, '') })}
            onKeyDown={(e) => e.key === 'Enter' && search()}
          />
          <TextInput
            label={labels.customerName}
            maxLength={maxLengthOf('GET /return/lookup/customers', 'customerName')}
            value={filters.customerName}
            onChange={(e) => setFilters({ ...filters, customerName: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && search()}
          />
        </SimpleGrid>
        <SearchRow onSearch={search} />
        {opened && <DataTable columns={columns} fetchPage={fetchPage} query={query} enableSorting={false} getRowId={(c) => c.customerCode} />}
      </Stack>
    </Modal>
  );
}
