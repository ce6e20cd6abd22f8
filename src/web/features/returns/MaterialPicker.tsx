import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api, type Schemas } from '../../api/client.ts';
import { ChooseCell } from './ChooseCell.tsx';
import { SearchRow } from '../../ui/SearchRow.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { formatDate } from '../../../shared/format.ts';
import { CrpBadge } from './CrpBadge.tsx';
import { pageOf } from '../../api/pageOf.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

export type MaterialCandidate = Schemas['MaterialCandidate'];

/** The material search popup of non-reference lines (spec 001 §2.2, §5.2): material code or batch first. */
export function MaterialPicker({
  customerCode,
  opened,
  onClose,
  onChoose,
}: {
  customerCode: string;
  opened: boolean;
  onClose: () => void;
  onChoose: (m: MaterialCandidate) => void;
}) {
  const { t } = useLingui();
  const [filters, setFilters] = useState({ materialCode: '', batch: '', materialName: '' });
  const [query, setQuery] = useState<typeof filters | null>(null);
  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      if (!query) return { data: [], totalRecord: 0 };
      return pageOf(
        await api.GET('/return/lookup/materials', {
          params: {
            query: {
              customerCode,
              ...(query.materialCode ? { materialCode: query.materialCode } : {}),
              ...(query.batch ? { batch: query.batch } : {}),
              ...(query.materialName ? { materialName: query.materialName } : {}),
              pageNo,
              pageSize,
            },
          },
        }),
      );
    },
    [query, customerCode],
  );
  const columns = useMemo<MRT_ColumnDef<MaterialCandidate>[]>(
    () => [
      { accessorKey: 'materialCode', header: t`Material Code` },
      { accessorKey: 'materialName', header: t`Material Desc` },
      { accessorKey: 'batch', header: t`Batch` },
      { accessorKey: 'expiredDate', header: t`Exp Date`, Cell: ({ cell }) => formatDate(cell.getValue<string | null>()) },
      { accessorKey: 'crprgp', header: t`CRP`, Cell: ({ cell }) => <CrpBadge flag={cell.getValue<string>()} /> },
      {
        id: 'choose',
        header: '',
        Cell: ({ row }) => <ChooseCell blockRemark={row.original.blockRemark} onChoose={() => onChoose(row.original)} />,
      },
    ],
    [t, onChoose],
  );
  const search = () => {
    const batch = withoutSpaces(filters.batch);
    if (!filters.materialCode.trim() && !batch) return showErrorDialog(t`Please Insert Material or Batch Code First!`);
    setQuery({ ...filters, batch });
  };
  const onEnter = (e: React.KeyboardEvent) => e.key === 'Enter' && search();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Material Search`} size="xl">
      <Stack>
        <SimpleGrid cols={3}>
          <TextInput
            label={t`Material Code`}
            value={filters.materialCode}
            onChange={(e) => setFilters({ ...filters, materialCode: e.currentTarget.value })}
            onKeyDown={onEnter}
          />
          <TextInput label={t`Batch`} value={filters.batch} onChange={(e) => setFilters({ ...filters, batch: e.currentTarget.value })} onKeyDown={onEnter} />
          <TextInput
            label={t`Material Name`}
            value={filters.materialName}
            onChange={(e) => setFilters({ ...filters, materialName: e.currentTarget.value })}
            onKeyDown={onEnter}
          />
        </SimpleGrid>
        <SearchRow onSearch={search} />
        {query && (
          <DataTable
            columns={columns}
            fetchPage={fetchPage}
            query={query}
            enableSorting={false}
            getRowId={(m) => m.uuid}
            pinned={{ right: ['crprgp', 'choose'] }}
          />
        )}
      </Stack>
    </Modal>
  );
}
