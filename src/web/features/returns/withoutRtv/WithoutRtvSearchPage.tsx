import { useCallback, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useSelector } from '@xstate/react';
import { useNavigate } from '@tanstack/react-router';
import type { MRT_ColumnDef, MRT_RowSelectionState } from 'mantine-react-table';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../auth/session.tsx';
import { DataTable, type PageRequest } from '../../../ui/DataTable.tsx';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { formatDate, formatIdr } from '../../../../shared/format.ts';
import { SynchMenu } from '../../masterdata/synch/SynchMenu.tsx';
import { CrpBadge } from '../CrpBadge.tsx';
import { withoutRtvStore, type Candidate } from './wizardStore.ts';

const ALL = '*';
interface Filters {
  invoiceNo: string;
  plants: string[];
  customerCode: string;
  batch: string;
  po: string;
  materialCode: string;
}

/** /new-return/non-rtv: find the invoice, choose the lines to return (spec 001 §2.6). */
export function WithoutRtvSearchPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useSession().user!;
  const [actor] = useState(() => withoutRtvStore.begin());
  const canNext = useSelector(actor, (s) => s.can({ type: 'wizard.next' }));
  const plantOptions = useMemo(() => [{ value: ALL, label: t`All Options` }, ...user.plants.map((p) => ({ value: p.plantCode, label: `${p.plantCode} - ${p.plantName}` }))], [user.plants, t]);
  const [filters, setFilters] = useState<Filters>({ invoiceNo: '', plants: user.plants.map((p) => p.plantCode), customerCode: '', batch: '', po: '', materialCode: '' });
  const [query, setQuery] = useState<Filters | null>(null);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const seen = useRef(new Map<string, Candidate>());

  const search = () => {
    const invoiceNo = filters.invoiceNo.replace(/\s+/g, '');
    if (!invoiceNo) return showErrorDialog(t`Please Fill Out Invoice Ref Number Field`);
    if (!filters.plants.length) return showErrorDialog(t`Please select plant`);
    setSelection({});
    seen.current.clear();
    setQuery({ ...filters, invoiceNo });
  };

  const offerNonReference = useCallback(
    (invoiceNo: string) =>
      modals.openConfirmModal({
        title: t`Without RTV`,
        children: t`Invoice Reff does not exist or has Non-TF status or not relevant in your branch. Do you want to create Non-reference Return?`,
        labels: { confirm: t`Yes`, cancel: t`No` },
        onConfirm: () => {
          actor.send({ type: 'nonReference.accept' });
          void navigate({ to: '/new-return/non-rtv/non-reference', search: { invoice: invoiceNo } });
        },
        onCancel: () => actor.send({ type: 'nonReference.decline' }),
      }),
    [actor, navigate, t],
  );

  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      if (!query) return { data: [], totalRecord: 0 };
      const { data } = await api.GET('/return/lookup/invoice-lines', {
        params: {
          query: {
            invoiceNo: query.invoiceNo,
            plantCode: query.plants.join(','),
            ...(query.customerCode ? { customerCode: query.customerCode } : {}),
            ...(query.batch ? { batch: query.batch.replace(/\s+/g, '') } : {}),
            ...(query.po ? { po: query.po } : {}),
            ...(query.materialCode ? { materialCode: query.materialCode } : {}),
            pageNo,
            pageSize,
          },
        },
      });
      const page = { data: data?.data ?? [], totalRecord: data?.totalRecord ?? 0 };
      if (pageNo === 1) {
        if (page.totalRecord > 0) actor.send({ type: 'search.found' });
        else {
          actor.send({ type: 'search.empty' });
          offerNonReference(query.invoiceNo);
        }
      }
      return page;
    },
    [query, actor, offerNonReference],
  );

  const columns = useMemo<MRT_ColumnDef<Candidate>[]>(
    () => [
      { accessorKey: 'line', header: t`Line`, size: 60 },
      { accessorKey: 'materialCode', header: t`Material` },
      { accessorKey: 'materialName', header: t`Material Desc` },
      { accessorKey: 'batch', header: t`Batch` },
      { accessorKey: 'expiredDate', header: t`Exp Date`, Cell: ({ cell }) => formatDate(cell.getValue<string | null>()) },
      { accessorKey: 'uom', header: t`Uom`, size: 70 },
      { accessorKey: 'availableQty', header: t`Available Qty` },
      { accessorKey: 'netPrice', header: t`Net Price`, Cell: ({ cell }) => formatIdr(cell.getValue<number>()) },
      { accessorKey: 'crprgp', header: t`CRP`, Cell: ({ cell }) => <CrpBadge flag={cell.getValue<string>()} /> },
      { accessorKey: 'customerName', header: t`Customer Name` },
      { accessorKey: 'blockRemark', header: t`Block Remarks`, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
    ],
    [t],
  );

  const next = () => {
    if (!canNext) return showErrorDialog(t`Please select row first`);
    withoutRtvStore.choose(Object.keys(selection).filter((id) => selection[id]).map((id) => seen.current.get(id)!).filter(Boolean));
    actor.send({ type: 'wizard.next' });
    void navigate({ to: '/new-return/non-rtv/non-rtv-detail' });
  };

  const set = (key: keyof Filters) => (event: { currentTarget: { value: string } }) => setFilters({ ...filters, [key]: event.currentTarget.value });
  const onEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && search();

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label={t`Invoice Ref Number`} withAsterisk value={filters.invoiceNo} onChange={set('invoiceNo')} onKeyDown={onEnter} />
          <MultiSelect
            label={t`Sales Office`}
            data={plantOptions}
            value={filters.plants}
            onChange={(values) => setFilters({ ...filters, plants: values.includes(ALL) ? user.plants.map((p) => p.plantCode) : values })}
          />
          <TextInput label={t`Customer Code`} value={filters.customerCode} onChange={set('customerCode')} onKeyDown={onEnter} inputMode="numeric" />
          <TextInput label={t`Batch`} value={filters.batch} onChange={set('batch')} onKeyDown={onEnter} />
          <TextInput label={t`Reference PO Number`} value={filters.po} onChange={set('po')} onKeyDown={onEnter} />
          <TextInput label={t`Material`} value={filters.materialCode} onChange={set('materialCode')} onKeyDown={onEnter} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <SynchMenu />
          <Button onClick={search}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Paper>
      {query && (
        <DataTable
          columns={columns}
          fetchPage={fetchPage}
          query={query}
          enableSorting={false}
          getRowId={(row) => row.uuid}
          pinned={{ left: ['line', 'materialCode'], right: ['crprgp'] }}
          onPage={(rows) => rows.forEach((row) => seen.current.set(row.uuid, row))}
          selection={{
            state: selection,
            onChange: (state) => {
              setSelection(state);
              actor.send({ type: 'lines.select', count: Object.values(state).filter(Boolean).length });
            },
            canSelect: (row) => row.blockRemark === null,
          }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: '/' })}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={next}>
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
