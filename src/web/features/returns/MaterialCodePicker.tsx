import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api, type Schemas } from '../../api/client.ts';
import { pageOf } from '../../api/pageOf.ts';
import { maxLengthOf } from '../../api/queryLimits.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { SearchRow } from '../../ui/SearchRow.tsx';
import { ChooseCell } from './ChooseCell.tsx';

type MaterialCode = Schemas['MaterialCode'];

/** The Without RTV search's Material popup (spec 001 §2.6, §7 "generic"): any material, by code or name. */
export function MaterialCodePicker({ opened, onClose, onChoose }: { opened: boolean; onClose: () => void; onChoose: (material: MaterialCode) => void }) {
  const { t } = useLingui();
  const [filters, setFilters] = useState({ materialCode: '', materialName: '' });
  const [query, setQuery] = useState(filters);
  const labels = useMemo(() => ({ materialCode: t`Material Code`, materialName: t`Material Name` }), [t]);
  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) =>
      pageOf(
        await api.GET('/return/lookup/material-codes', {
          params: {
            query: {
              ...(query.materialCode ? { materialCode: query.materialCode } : {}),
              ...(query.materialName ? { materialName: query.materialName } : {}),
              pageNo,
              pageSize,
            },
          },
        }),
        labels,
      ),
    [query, labels],
  );
  const columns = useMemo<MRT_ColumnDef<MaterialCode>[]>(
    () => [
      { accessorKey: 'materialCode', header: t`Material Code` },
      { accessorKey: 'materialDescription', header: t`material Description` },
      { id: 'choose', header: '', Cell: ({ row }) => <ChooseCell onChoose={() => onChoose(row.original)} /> },
    ],
    [t, onChoose],
  );
  const search = () => setQuery({ materialCode: filters.materialCode.trim(), materialName: filters.materialName.trim() });
  const onEnter = (e: React.KeyboardEvent) => e.key === 'Enter' && search();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Material Search`} size="xl">
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput
            label={labels.materialCode}
            maxLength={maxLengthOf('GET /return/lookup/material-codes', 'materialCode')}
            value={filters.materialCode}
            onChange={(e) => setFilters({ ...filters, materialCode: e.currentTarget.value })}
            onKeyDown={onEnter}
          />
          <TextInput
            label={labels.materialName}
            maxLength={maxLengthOf('GET /return/lookup/material-codes', 'materialName')}
            value={filters.materialName}
            onChange={(e) => setFilters({ ...filters, materialName: e.currentTarget.value })}
            onKeyDown={onEnter}
          />
        </SimpleGrid>
        <SearchRow onSearch={search} />
        {opened && <DataTable columns={columns} fetchPage={fetchPage} query={query} enableSorting={false} getRowId={(m) => m.materialCode} />}
      </Stack>
    </Modal>
  );
}
