import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { blockRemarks } from '../../../../machines/returns/blockRules.ts';
import { batchChangeProblem } from '../../../../machines/returns/lineChanges.ts';
import { api, type Schemas } from '../../api/client.ts';
import { SearchRow } from '../../ui/SearchRow.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showConfirmDialog, showErrorDialog } from '../../ui/dialogs.tsx';
import { formatDate } from '../../../shared/format.ts';
import { ChooseCell } from './ChooseCell.tsx';
import { batchChangeLabels } from './saveMessageLabels.ts';
import { pageOf } from '../../api/pageOf.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

type BatchCandidate = Schemas['BatchCandidate'];

/** A line change popup: open while it has a line, and what it changes the line to. */
export interface DialogProps<L, T> {
  line: L | null;
  onClose: () => void;
  onChange: (line: L, value: T) => void;
}

/** Batch Search of the edit screen (spec 001 §2.4, §5.9): a batch with a real expiry date, confirmed. */
export function BatchChangeDialog<L extends { materialCode: string; batch: string }>({ line, onClose, onChange }: DialogProps<L, BatchCandidate>) {
  const { t, i18n } = useLingui();
  const [batch, setBatch] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const material = line?.materialCode ?? '';
  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      return pageOf(
        await api.GET('/return/lookup/batches', { params: { query: { itemCode: material, ...(query ? { batch: query } : {}), pageNo, pageSize } } }),
      );
    },
    [query, material],
  );
  const choose = useCallback(
    (b: BatchCandidate) => {
      if (!line) return;
      const problem = batchChangeProblem(b.expDate);
      if (problem) return showErrorDialog(i18n._(batchChangeLabels[problem]));
      showConfirmDialog(t`Do you want change batch ${line.batch} To ${b.batch}`, () => {
        onChange(line, b);
        onClose();
      });
    },
    [line, onChange, onClose, t, i18n],
  );
  const columns = useMemo<MRT_ColumnDef<BatchCandidate>[]>(
    () => [
      { accessorKey: 'itemCode', header: t`Material Code` },
      { accessorKey: 'batch', header: t`Batch` },
      { accessorKey: 'expDate', header: t`Exp Date`, Cell: ({ cell }) => formatDate(cell.getValue<string | null>()) },
      {
        id: 'choose',
        header: '',
        Cell: ({ row }) => <ChooseCell blockRemark={row.original.valid ? null : blockRemarks.batchInvalid} onChoose={() => choose(row.original)} />,
      },
    ],
    [t, choose],
  );
  const search = () => setQuery(withoutSpaces(batch));
  return (
    <Modal opened={line !== null} onClose={onClose} title={t`Batch Search`} size="xl">
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput label={t`Material Code`} readOnly value={material} />
          <TextInput label={t`Batch`} value={batch} onChange={(e) => setBatch(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && search()} />
        </SimpleGrid>
        <SearchRow onSearch={search} />
        {line && <DataTable columns={columns} fetchPage={fetchPage} query={query} enableSorting={false} getRowId={(b) => b.batchId} />}
      </Stack>
    </Modal>
  );
}
