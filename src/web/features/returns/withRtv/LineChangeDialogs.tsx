import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api, type Schemas } from '../../../api/client.ts';
import { SearchRow } from '../../../ui/SearchRow.tsx';
import { DataTable, type PageRequest } from '../../../ui/DataTable.tsx';
import { showConfirmDialog, showErrorDialog } from '../../../ui/dialogs.tsx';
import { formatIdr } from '../../../../shared/format.ts';
import type { DialogProps } from '../BatchChangeDialog.tsx';
import { ChooseCell } from '../ChooseCell.tsx';
import type { RtvEditLine } from './rtvEditLines.ts';
import { pageOf } from '../../../api/pageOf.ts';

type MaterialCode = Schemas['MaterialCode'];

/** Material Search of the edit screen (spec 001 §2.4): another material of the same client, confirmed. */
export function MaterialChangeDialog({ line, onClose, onChange }: DialogProps<RtvEditLine, MaterialCode>) {
  const { t } = useLingui();
  const [materialNew, setMaterialNew] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const oldCode = line?.materialCodeOld ?? line?.materialCode ?? '';
  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      return pageOf(
        await api.GET('/return/lookup/material-codes', {
          params: { query: { oldMaterialCode: oldCode, ...(query ? { materialCode: query } : {}), pageNo, pageSize } },
        }),
      );
    },
    [query, oldCode],
  );
  const choose = useCallback(
    (m: MaterialCode) => {
      if (!line) return;
      showConfirmDialog(t`Do you want change Material ${line.materialCode} To ${m.materialCode}`, () => {
        onChange(line, m);
        onClose();
      });
    },
    [line, onChange, onClose, t],
  );
  const columns = useMemo<MRT_ColumnDef<MaterialCode>[]>(
    () => [
      { accessorKey: 'materialCode', header: t`Material Code` },
      { accessorKey: 'materialDescription', header: t`material Description` },
      { id: 'choose', header: '', Cell: ({ row }) => <ChooseCell onChoose={() => choose(row.original)} /> },
    ],
    [t, choose],
  );
  return (
    <Modal opened={line !== null} onClose={onClose} title={t`Material Search`} size="xl">
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput label={t`Material Old`} readOnly value={line?.materialCode ?? ''} />
          <TextInput
            label={t`Material New`}
            value={materialNew}
            onChange={(e) => setMaterialNew(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && setQuery(materialNew.trim())}
          />
        </SimpleGrid>
        <SearchRow onSearch={() => setQuery(materialNew.trim())} />
        {line && <DataTable columns={columns} fetchPage={fetchPage} query={query} enableSorting={false} getRowId={(m) => m.materialCode} />}
      </Stack>
    </Modal>
  );
}

/** NetSales Change of the edit screen (spec 001 §2.4), confirmed. */
export function NetPriceChangeDialog({ line, onClose, onChange }: DialogProps<RtvEditLine, number>) {
  const { t } = useLingui();
  const [value, setValue] = useState<number | null>(null);
  const change = () => {
    if (!line || value === null || value <= 0) return showErrorDialog(t`Please Input Net Price First !`);
    showConfirmDialog(t`Do you want change Net Sales ${formatIdr(line.netPrice)} To ${formatIdr(value)}`, () => {
      onChange(line, value);
      setValue(null);
      onClose();
    });
  };
  return (
    <Modal opened={line !== null} onClose={onClose} title={t`NetSales Change`}>
      <Stack>
        <TextInput label={t`NetSales Old`} readOnly value={formatIdr(line?.netPrice ?? 0)} />
        <NumberInput
          label={t`NetSales New`}
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          decimalScale={0}
          value={value ?? ''}
          onChange={(v) => setValue(v === '' ? null : Number(v))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={change}>
            <Trans>Changes</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
