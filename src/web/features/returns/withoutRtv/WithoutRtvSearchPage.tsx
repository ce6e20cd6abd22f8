import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MultiSelect } from '../../../ui/pickers.tsx';
import { IconSearch } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { withoutRtvWizard } from '../../../../../machines/returns/withoutRtvWizard.ts';
import { useNavigate } from '@tanstack/react-router';
import type { MRT_ColumnDef, MRT_RowSelectionState } from 'mantine-react-table';
import { api } from '../../../api/client.ts';
import { pageOf } from '../../../api/pageOf.ts';
import { maxLengthOf } from '../../../api/queryLimits.ts';
import { useSession } from '../../../session/session.tsx';
import { DataTable, type PageRequest } from '../../../ui/DataTable.tsx';
import { openConfirmDialog, showErrorDialog } from '../../../ui/dialogs.tsx';
import { formatDate, formatIdr } from '../../../../shared/format.ts';
import { SynchMenu } from '../../masterdata/index.ts';
import { TwoLineCell } from '../../../ui/TwoLineCell.tsx';
import { CrpBadge } from '../CrpBadge.tsx';
import { CustomerPicker } from '../CustomerPicker.tsx';
import { MaterialCodePicker } from '../MaterialCodePicker.tsx';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { resumable, useWizardActor } from '../wizardActor.ts';
import { withoutRtvMemory, type Candidate, type SearchFilters } from './wizardStore.ts';
import { withoutSpaces } from '../../../../shared/codes.ts';

const ALL = '*';
type Filters = SearchFilters;
const isDetail = (pathname: string) => pathname.startsWith('/new-return/non-rtv/non-rtv-detail');

/**
 * The wizard as this tab left it when it is a search under way (Back from the detail, Reload): a
 * detail is left for its search again, a lost dialog or answer is let go. Else a new wizard.
 */
function resumed(owner: string) {
  const memory = withoutRtvMemory.read(owner);
  const snapshot =
    memory.search &&
    resumable(withoutRtvWizard, memory.machine, (s) =>
      s.hasTag('busy')
        ? ({ type: 'save.refused' } as const)
        : s.matches('offeringNonReference')
          ? ({ type: 'nonReference.decline' } as const)
          : s.hasTag('detail')
            ? ({ type: 'wizard.back' } as const)
            : null,
    );
  if (!snapshot) withoutRtvMemory.forget();
  return { snapshot, search: snapshot ? memory.search : null };
}

/** /new-return/non-rtv: find the invoice, choose the lines to return (spec 001 §2.6). */
export function WithoutRtvSearchPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useSession().user!;
  const owner = user.userName;
  const [start] = useState(() => resumed(owner));
  const actor = useWizardActor(withoutRtvWizard, start.snapshot, (machine) => withoutRtvMemory.keep(owner, { machine }));
  const canNext = useSelector(actor, (s) => s.can({ type: 'wizard.next' }));
  const plantOptions = useMemo(
    () => [{ value: ALL, label: t`All Options` }, ...user.plants.map((p) => ({ value: p.plantCode, label: `${p.plantCode} - ${p.plantName}` }))],
    [user.plants, t],
  );
  const [filters, setFilters] = useState<Filters>(
    () => start.search?.filters ?? { invoiceNo: '', plants: user.plants.map((p) => p.plantCode), customerCode: '', batch: '', po: '', materialCode: '' },
  );
  const [query, setQuery] = useState<Filters | null>(() => start.search?.query ?? null);
  const [selection, setSelection] = useState<MRT_RowSelectionState>(() => start.search?.selection ?? {});
  const seen = useRef(new Map<string, Candidate>((start.search?.chosen ?? []).map((c) => [c.uuid, c])));
  // A restored search shows its results again without starting the wizard's search over.
  const fresh = useRef(false);

  // The search as it stands is the tab's memory: Back, Forward and Reload find it again.
  useEffect(() => {
    const chosen = Object.keys(selection)
      .filter((id) => selection[id])
      .map((id) => seen.current.get(id)!)
      .filter(Boolean);
    withoutRtvMemory.keep(owner, { search: { filters, query, selection, chosen } });
  }, [owner, filters, query, selection]);

  const leave = useLeaveGuard({
    dirty: Object.values(selection).some(Boolean) && actor.getSnapshot().status === 'active',
    staysIn: isDetail,
    discard: () => withoutRtvMemory.forget(),
  });

  const search = () => {
    const invoiceNo = withoutSpaces(filters.invoiceNo);
    if (!invoiceNo) return showErrorDialog(t`Please Fill Out Invoice Ref Number Field`);
    if (!filters.plants.length) return showErrorDialog(t`Please select plant`);
    setSelection({});
    seen.current.clear();
    fresh.current = true;
    setQuery({ ...filters, invoiceNo });
  };

  const offerNonReference = useCallback(
    (invoiceNo: string) =>
      openConfirmDialog({
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

  // The fields as the screen names them: a refused search says which one, by its label.
  const labels = useMemo(
    () => ({
      invoiceNo: t`Invoice Ref Number`,
      plantCode: t`Sales Office`,
      customerCode: t`Customer Code`,
      batch: t`Batch`,
      po: t`Reference PO Number`,
      materialCode: t`Material`,
    }),
    [t],
  );

  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      if (!query) return { data: [], totalRecord: 0 };
      const first = pageNo === 1 && fresh.current;
      fresh.current = false;
      const answer = await api.GET('/return/lookup/invoice-lines', {
        params: {
          query: {
            invoiceNo: query.invoiceNo,
            plantCode: query.plants.join(','),
            ...(query.customerCode ? { customerCode: query.customerCode } : {}),
            ...(query.batch ? { batch: withoutSpaces(query.batch) } : {}),
            ...(query.po ? { po: query.po } : {}),
            ...(query.materialCode ? { materialCode: query.materialCode } : {}),
            pageNo,
            pageSize,
          },
        },
      });
      // A refused search (a value longer than its field takes) is shown in the table, never taken for
      // an invoice that does not exist: only an answer without lines offers a Non-reference return.
      const page = pageOf(answer, labels);
      if (first) {
        if (page.totalRecord > 0) actor.send({ type: 'search.found' });
        else {
          actor.send({ type: 'search.empty' });
          offerNonReference(query.invoiceNo);
        }
      }
      return page;
    },
    [query, actor, offerNonReference, labels],
  );

  const columns = useMemo<MRT_ColumnDef<Candidate>[]>(
    () => [
      // Sized so that what a user chooses a line by stays in view at 1024 px (issue 30 item 15); the customer is the invoice's, the same on every line.
      { accessorKey: 'line', header: t`Line`, size: 50 },
      {
        accessorKey: 'materialCode',
        header: t`Material`,
        size: 200,
        Cell: ({ row }) => <TwoLineCell first={row.original.materialCode} second={row.original.materialName} />,
      },
      {
        accessorKey: 'batch',
        header: t`Batch / Exp Date`,
        size: 110,
        Cell: ({ row }) => <TwoLineCell first={row.original.batch} second={formatDate(row.original.expiredDate)} />,
      },
      { accessorKey: 'availableQty', header: t`Available Qty`, size: 100, Cell: ({ row }) => `${row.original.availableQty} ${row.original.uom}` },
      { accessorKey: 'netPrice', header: t`Net Price`, size: 100, Cell: ({ cell }) => formatIdr(cell.getValue<number>()) },
      { accessorKey: 'blockRemark', header: t`Block Remarks`, size: 170, Cell: ({ cell }) => cell.getValue<string | null>() ?? '' },
      { accessorKey: 'crprgp', header: t`CRP`, size: 110, Cell: ({ cell }) => <CrpBadge flag={cell.getValue<string>()} /> },
      { accessorKey: 'customerName', header: t`Customer Name` },
    ],
    [t],
  );

  const next = () => {
    if (!canNext) return showErrorDialog(t`Please select row first`);
    actor.send({ type: 'wizard.next' });
    void navigate({ to: '/new-return/non-rtv/non-rtv-detail' });
  };

  const [picker, setPicker] = useState<'customer' | 'material' | null>(null);
  const searchButton = (which: 'customer' | 'material', label: string) => (
    <ActionIcon variant="subtle" aria-label={label} title={label} onClick={() => setPicker(which)}>
      <IconSearch size={16} />
    </ActionIcon>
  );
  const set = (key: keyof Filters) => (event: { currentTarget: { value: string } }) => setFilters({ ...filters, [key]: event.currentTarget.value });
  const onEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && search();
  // Each field takes what the search takes (openapi.yaml): a pasted 10,000 characters are cut there.
  const limit = (field: keyof typeof labels) => maxLengthOf('GET /return/lookup/invoice-lines', field);

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput
            label={labels.invoiceNo}
            withAsterisk
            maxLength={limit('invoiceNo')}
            value={filters.invoiceNo}
            onChange={set('invoiceNo')}
            onKeyDown={onEnter}
          />
          <MultiSelect
            label={labels.plantCode}
            data={plantOptions}
            value={filters.plants}
            onChange={(values) => setFilters({ ...filters, plants: values.includes(ALL) ? user.plants.map((p) => p.plantCode) : values })}
          />
          <TextInput
            label={labels.customerCode}
            maxLength={limit('customerCode')}
            value={filters.customerCode}
            onChange={set('customerCode')}
            onKeyDown={onEnter}
            inputMode="numeric"
            rightSection={searchButton('customer', t`Search Customer`)}
          />
          <TextInput label={labels.batch} maxLength={limit('batch')} value={filters.batch} onChange={set('batch')} onKeyDown={onEnter} />
          <TextInput label={labels.po} maxLength={limit('po')} value={filters.po} onChange={set('po')} onKeyDown={onEnter} />
          <TextInput
            label={labels.materialCode}
            maxLength={limit('materialCode')}
            value={filters.materialCode}
            onChange={set('materialCode')}
            onKeyDown={onEnter}
            rightSection={searchButton('material', t`Search Material`)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <SynchMenu />
          <Button onClick={search}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Paper>
      <CustomerPicker
        opened={picker === 'customer'}
        onClose={() => setPicker(null)}
        onChoose={(customer) => {
          setFilters({ ...filters, customerCode: customer.customerCode });
          setPicker(null);
        }}
      />
      <MaterialCodePicker
        opened={picker === 'material'}
        onClose={() => setPicker(null)}
        onChoose={(material) => {
          setFilters({ ...filters, materialCode: material.materialCode });
          setPicker(null);
        }}
      />
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
        <Button variant="default" onClick={() => void leave(() => void navigate({ to: '/' }))}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={next}>
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
