import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { withRtvWizard } from '../../../../../machines/returns/withRtvWizard.ts';
import { useSession } from '../../../session/session.tsx';
import { formatDate } from '../../../../shared/format.ts';
import { SynchMenu } from '../../masterdata/index.ts';
import { MaterialPicker, type MaterialCandidate } from '../MaterialPicker.tsx';
import { ReferencePicker } from './ReferencePicker.tsx';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { resumable, snapshotAfter, standsAt, useWizardActor } from '../wizardActor.ts';
import { useWizardStart } from '../useWizardStart.ts';
import { api } from '../../../api/client.ts';
import { headerOfDraft, savedRtvHeader, withRtvMemory, type ReferenceCandidate } from './rtvStore.ts';
import { MaterialCell } from '../MaterialCell.tsx';

const isEditScreen = (pathname: string) => pathname === '/new-return/with-rtv/detail' || pathname === '/new-return/with-rtv/non-ref';

/** The list as this tab left it: after the header's save, Reload, or Back from an edit screen (its lines kept). */
function resumedList(owner: string) {
  const memory = withRtvMemory.read(owner);
  const snapshot = resumable(withRtvWizard, memory.machine, (s) =>
    s.hasTag('busy')
      ? ({ type: 'save.refused' } as const)
      : s.hasTag('referenceDetail') || s.hasTag('nonReferenceDetail')
        ? ({ type: 'wizard.back' } as const)
        : null,
  );
  if (!snapshot || !memory.header || !standsAt(withRtvWizard, snapshot, (s) => s.hasTag('list'))) return null;
  return { snapshot, header: memory.header, reference: memory.reference, nonReference: memory.nonReference };
}

/**
 * An RTV draft without lines reopened (the Report Header's row of it, spec 000 §2.5): its saved
 * header on the list, where its lines are gathered, as after the header's save.
 */
async function draftList(owner: string, id: string | number) {
  const { data } = await api.GET('/return/{id}', { params: { path: { id: Number(id) } } });
  if (!data || !data.draft || (data.returnType !== 'MTKA' && data.returnType !== 'NONREFMTKA')) return null;
  withRtvMemory.forget();
  const machine = snapshotAfter(withRtvWizard, [{ type: 'header.save', header: savedRtvHeader(data) }, { type: 'header.saved' }]);
  withRtvMemory.keep(owner, { machine, header: headerOfDraft(data), reference: [], nonReference: [] });
  return resumedList(owner);
}

/**
 * /new-return/with-rtv/list: the saved RTV header, and the reference and non-reference lines
 * gathered for it, each table with its Next to its edit screen (spec 001 §2.2); ?id= reopens an
 * RTV draft without lines.
 */
export function WithRtvListPage() {
  const owner = useSession().user!.userName;
  const search = useSearch({ from: '/app/with-rtv' });
  return search.id ? <DraftList owner={owner} id={search.id} /> : <ResumedList owner={owner} />;
}

function ResumedList({ owner }: { owner: string }) {
  // Checked on arrival only: Next leaves the list state before the route changes.
  const [arrived] = useState(() => resumedList(owner));
  if (!arrived) return <Navigate to="/new-return/with-rtv" />;
  return <RtvList owner={owner} start={arrived} />;
}

function DraftList({ owner, id }: { owner: string; id: string | number }) {
  const opened = useWizardStart(['With RTV list', id, owner], () => draftList(owner, id));
  if (opened === undefined) return null;
  if (!opened) return <Navigate to="/new-return/with-rtv" />;
  return <RtvList owner={owner} start={opened} />;
}

function RtvList({ owner, start }: { owner: string; start: NonNullable<ReturnType<typeof resumedList>> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actor = useWizardActor(withRtvWizard, start.snapshot, (machine) => withRtvMemory.keep(owner, { machine }));
  const { header } = start;
  const [reference, setReference] = useState(start.reference);
  const [nonReference, setNonReference] = useState(start.nonReference);
  const [picking, setPicking] = useState<'reference' | 'material' | null>(null);

  // The gathered lines are the tab's memory; leaving the wizard with some asks first.
  useEffect(() => withRtvMemory.keep(owner, { reference, nonReference }), [owner, reference, nonReference]);
  const listing = useSelector(actor, (s) => s.hasTag('list'));
  const leave = useLeaveGuard({ dirty: listing && reference.length + nonReference.length > 0, staysIn: isEditScreen, discard: () => withRtvMemory.forget() });

  const keep = (nextReference: ReferenceCandidate[], nextNonReference: MaterialCandidate[]) => {
    setReference(nextReference);
    setNonReference(nextNonReference);
  };
  const sameLine = (a: { materialCode: string; batch: string }, b: { materialCode: string; batch: string }) =>
    a.materialCode === b.materialCode && a.batch === b.batch;

  const chooseReference = (line: ReferenceCandidate) => {
    // A reference line already chosen (same material and batch) is not added twice.
    if (!reference.some((l) => sameLine(l, line))) {
      keep([...reference, line], nonReference);
      actor.send({ type: 'reference.add', count: 1 });
    }
    setPicking(null);
  };
  const chooseMaterial = (m: MaterialCandidate) => {
    if (!nonReference.some((l) => sameLine(l, m))) {
      keep(reference, [...nonReference, m]);
      actor.send({ type: 'nonReference.add', count: 1 });
    }
    setPicking(null);
  };
  const back = () =>
    void leave(() => {
      actor.send({ type: 'wizard.back' });
      void navigate({ to: '/new-return/with-rtv' });
    });
  const next = (table: 'reference' | 'nonReference') => {
    actor.send({ type: `${table}.next` });
    void navigate({ to: table === 'reference' ? '/new-return/with-rtv/detail' : '/new-return/with-rtv/non-ref' });
  };
  const canNext = useSelector(actor, (s) => ({ reference: s.can({ type: 'reference.next' }), nonReference: s.can({ type: 'nonReference.next' }) }));

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {/* The draft the header was saved as, by its number (issue 30 item 23). */}
          <TextInput label={t`Draft Number`} readOnly value={header.retNumber ?? ''} data-testid="rtv-draft-number" />
          <TextInput label={t`RTV Number`} readOnly value={header.rtvNo} />
          <TextInput label={t`RTV Date`} readOnly value={formatDate(header.rtvDate)} />
          <TextInput label={t`RTV Receiving Date`} readOnly value={formatDate(header.rtvReceivingDate)} />
          <TextInput label={t`Customer`} readOnly value={`${header.customer.customerCode} - ${header.customer.customerName}`} />
          <TextInput label={t`Sales Division`} readOnly value={header.customer.salesDivision ?? ''} />
          <TextInput label={t`Distribution Channel`} readOnly value={header.customer.distChannel ?? ''} />
        </SimpleGrid>
      </Paper>
      <Group>
        <Button variant="light" onClick={() => setPicking('material')}>
          {nonReference.length ? <Trans>Add Material</Trans> : <Trans>Non Reference</Trans>}
        </Button>
        <Button variant="light" onClick={() => setPicking('reference')}>
          {reference.length ? <Trans>Add Reference</Trans> : <Trans>Reference</Trans>}
        </Button>
        <Button variant="default" onClick={back}>
          <Trans>Back</Trans>
        </Button>
        <SynchMenu />
      </Group>

      <Title order={5}>
        <Trans>Reference lines</Trans>
      </Title>
      <LinesTable
        testId="rtv-reference-line"
        lines={reference.map((l) => ({
          key: l.uuid,
          invoiceNo: l.invoiceNo,
          materialCode: l.materialCode,
          materialName: l.materialName,
          batch: l.batch,
          expiredDate: l.expiredDate,
          available: `${l.availableQty} ${l.uom}`,
        }))}
        onRemove={(key) => {
          keep(
            reference.filter((l) => l.uuid !== key),
            nonReference,
          );
          actor.send({ type: 'reference.remove' });
        }}
      />
      {/* One Back (above); each table's Next names its table, on the screen too (issue 55 item 13: two buttons read "Next"). */}
      <Group justify="flex-end">
        <Button disabled={!canNext.reference} onClick={() => next('reference')} data-testid="rtv-reference-next">
          {t`Next: reference lines`}
        </Button>
      </Group>

      <Title order={5}>
        <Trans>Non-reference lines</Trans>
      </Title>
      <LinesTable
        testId="rtv-nonref-line"
        lines={nonReference.map((l) => ({
          key: l.uuid,
          invoiceNo: null,
          materialCode: l.materialCode,
          materialName: l.materialName,
          batch: l.batch,
          expiredDate: l.expiredDate,
          available: l.uom,
        }))}
        onRemove={(key) => {
          keep(
            reference,
            nonReference.filter((l) => l.uuid !== key),
          );
          actor.send({ type: 'nonReference.remove' });
        }}
      />
      <Group justify="flex-end">
        <Button disabled={!canNext.nonReference} onClick={() => next('nonReference')} data-testid="rtv-nonref-next">
          {t`Next: non-reference lines`}
        </Button>
      </Group>

      <ReferencePicker
        customerCode={header.customer.customerCode}
        opened={picking === 'reference'}
        onClose={() => setPicking(null)}
        onChoose={chooseReference}
      />
      <MaterialPicker customerCode={header.customer.customerCode} opened={picking === 'material'} onClose={() => setPicking(null)} onChoose={chooseMaterial} />
    </Stack>
  );
}

interface ListedLine {
  key: string;
  invoiceNo: string | null;
  materialCode: string;
  materialName: string;
  batch: string;
  expiredDate: string | null;
  /** Available quantity and unit, or the unit alone for non-reference lines. */
  available: string;
}

function LinesTable({ lines, onRemove, testId }: { lines: ListedLine[]; onRemove: (key: string) => void; testId: string }) {
  const { t } = useLingui();
  if (!lines.length) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>No records found</Trans>
      </Text>
    );
  }
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`Invoice`}</Table.Th>
          <Table.Th>{t`Material`}</Table.Th>
          <Table.Th>{t`Batch`}</Table.Th>
          <Table.Th>{t`Exp Date`}</Table.Th>
          <Table.Th>{t`Available Qty`}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.key} data-testid={testId}>
            <Table.Td>{l.invoiceNo ?? '-'}</Table.Td>
            <MaterialCell line={l} />
            <Table.Td>{l.batch}</Table.Td>
            <Table.Td>{formatDate(l.expiredDate)}</Table.Td>
            <Table.Td>{l.available}</Table.Td>
            <Table.Td>
              <ActionIcon variant="subtle" color="red" aria-label={t`Remove`} onClick={() => onRemove(l.key)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
