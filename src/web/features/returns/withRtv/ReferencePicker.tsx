import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api } from '../../../api/client.ts';
import { ChooseCell } from '../ChooseCell.tsx';
import { SearchRow } from '../../../ui/SearchRow.tsx';
import { DataTable, type PageRequest } from '../../../ui/DataTable.tsx';
import { formatDate, formatIdr } from '../../../../shared/format.ts';
import { CrpBadge } from '../CrpBadge.tsx';
import type { ReferenceCandidate } from './rtvStore.ts';
import { pageOf } from '../../../api/pageOf.ts';
import { maxLengthOf } from '../../../api/queryLimits.ts';
import { withoutSpaces } from '../../../../shared/codes.ts';

const emptyFilters = { invoiceNo: '', taxInvoice: '', po: '', materialCode: '', materialName: '' };

/**
 * The reference search of the RTV list (spec 001 §2.2): the customer's invoice lines by invoice,
 * tax invoice, PO, material code or name; a line that cannot be returned shows why instead of Choose.
 */
export function ReferencePicker({
  customerCode,
  opened,
  onClose,
  onChoose,
}: {
  customerCode: string;
  opened: boolean;
  onClose: () => void;
  onChoose: (line: ReferenceCandidate) => void;
}) {
  const { t } = useLingui();
  const [filters, setFilters] = useState(emptyFilters);
  const [query, setQuery] = useState<typeof emptyFilters | null>(null);
  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      if (!query) return { data: [], totalRecord: 0 };
      const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim()));
      return pageOf(await api.GET('/return/lookup/invoice-lines', { params: { query: { ...given, customerCode, pageNo, pageSize } } }));
    },
    [query, customerCode],
  );
  const columns = useMemo<MRT_ColumnDef<ReferenceCandidate>[]>(
    () => [
      { accessorKey: 'invoiceNo', header: t`Invoice` },
      { accessorKey: 'taxInvoiceNo', header: t`Tax Invoice` },
      { accessorKey: 'po', header: t`PO Number` },
      { accessorKey: 'transactionDate', header: t`Invoice Date`, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
      { accessorKey: 'materialCode', header: t`Material Code` },
      { accessorKey: 'materialName', header: t`Material Desc` },
      { accessorKey: 'batch', header: t`Batch` },
      { accessorKey: 'availableQty', header: t`Available Qty` },
      { accessorKey: 'uom', header: t`Uom` },
      { accessorKey: 'netPrice', header: t`Net Price`, Cell: ({ cell }) => formatIdr(cell.getValue<number>()) },
      { accessorKey: 'crprgp', header: t`CRP`, Cell: ({ cell }) => <CrpBadge flag={cell.getValue<string>()} /> },
      {
        id: 'choose',
        header: '',
        Cell: ({ row }) => <ChooseCell blockRemark={row.original.blockRemark} onChoose={() => onChoose(row.original)} />,
      },
    ],
    [t, onChoose],
  );
  const search = () => setQuery({ ...filters, invoiceNo: withoutSpaces(filters.invoiceNo) });
  const onEnter = (e: React.KeyboardEvent) => e.key === 'Enter' && search();
  const field = (key: keyof typeof emptyFilters, label: string) => (
    <TextInput
      label={label}
      maxLength={maxLengthOf('GET /return/lookup/invoice-lines', key)}
      value={filters[key]}
      onChange={(e) => setFilters({ ...filters, [key]: e.currentTarget.value })}
      onKeyDown={onEnter}
    />
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t`Reference Search`} size="90%">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }}>
          {field('invoiceNo', t`Invoice Number`)}
          {field('taxInvoice', t`Tax Invoice Number`)}
          {field('po', t`PO Number`)}
          {field('materialCode', t`Material Code`)}
          {field('materialName', t`Material Name`)}
        </SimpleGrid>
        <SearchRow onSearch={search} />
        {query && (
          <DataTable
            columns={columns}
            fetchPage={fetchPage}
            query={query}
            enableSorting={false}
            getRowId={(l) => l.uuid}
            pinned={{ right: ['crprgp', 'choose'] }}
          />
        )}
      </Stack>
    </Modal>
  );
}
