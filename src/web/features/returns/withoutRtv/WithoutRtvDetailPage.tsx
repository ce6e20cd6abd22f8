import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { Select } from '../../../ui/pickers.tsx';
import { useSelector } from '@xstate/react';
import { Navigate, useNavigate, useParams } from '@tanstack/react-router';
import type { Snapshot } from 'xstate';
import { withoutRtvWizard } from '../../../../../machines/returns/withoutRtvWizard.ts';
import { api, type Schemas } from '../../../api/client.ts';
import { useSession } from '../../../session/session.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { formatDate } from '../../../../shared/format.ts';
import { todayInJakarta } from '../../../../shared/today.ts';
import { BatchChangeDialog } from '../BatchChangeDialog.tsx';
import { ReferenceLineCells } from '../ReferenceLineCells.tsx';
import { SaveButtons } from '../SaveButtons.tsx';
import { saveMessageLabels } from '../saveMessageLabels.ts';
import { useReasons } from '../useReasons.ts';
import { useRoutingPolicy } from '../useRoutingPolicy.ts';
import { LineRoute, RouteSummary, routeWhenSaved } from '../ReturnRoute.tsx';
import { useReturnSave } from '../useReturnSave.ts';
import { availableIn, fromCandidate, fromDraftItem, withBatch, type EditLine } from './editLines.ts';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { resumable, snapshotAfter, standsAt, useWizardActor } from '../wizardActor.ts';
import { detailKey, withoutRtvMemory, type DetailHeader, type DetailState } from './wizardStore.ts';
import { useWizardStart } from '../useWizardStart.ts';
import { lengthCounter } from '../../../ui/lengthCounter.ts';

type Header = DetailHeader;

/** What the detail form starts from: the wizard's snapshot and the input (restored or new). */
interface Loaded {
  snapshot: Snapshot<unknown>;
  detail: DetailState;
}

const asDetail = (key: string, header: Header, lines: EditLine[]): DetailState => ({ key, header, lines, initial: JSON.stringify({ header, lines }) });

/**
 * The lines chosen on the search, at the wizard's detail step: restored as the tab left them
 * (Reload, Forward after Back, where Next is taken again), or new from the chosen lines. Null
 * when nothing was chosen.
 */
function chosenDetail(owner: string, fullName: string): Loaded | null {
  const memory = withoutRtvMemory.read(owner);
  const chosen = memory.search?.chosen ?? [];
  const snapshot = resumable(withoutRtvWizard, memory.machine, (s) =>
    s.hasTag('busy') ? ({ type: 'save.refused' } as const) : s.matches('choosing') ? ({ type: 'wizard.next' } as const) : null,
  );
  if (!snapshot || !chosen.length || !standsAt(withoutRtvWizard, snapshot, (s) => s.hasTag('detail'))) return null;
  const key = detailKey({ chosen });
  if (memory.detail?.key === key) return { snapshot, detail: memory.detail };
  const first = chosen[0]!;
  const header: Header = {
    returnId: null,
    invoiceNo: first.invoiceNo,
    taxInvoiceNo: first.taxInvoiceNo,
    transactionDate: first.transactionDate,
    plantCode: first.plantCode,
    customerCode: first.customerCode,
    customerName: first.customerName,
    reporter: fullName,
    remark: '',
    reasonCode: null,
    customerPODate: todayInJakarta(),
    po: '',
  };
  return { snapshot, detail: asDetail(key, header, chosen.map(fromCandidate)) };
}

/** A draft reopened (its wizard starts again at the detail step), or as this tab left it. */
async function draftDetail(owner: string, fullName: string, id: string): Promise<Loaded | null> {
  const memory = withoutRtvMemory.read(owner);
  const key = detailKey({ draftId: id });
  const snapshot = resumable(withoutRtvWizard, memory.machine, (s) => (s.hasTag('busy') ? ({ type: 'save.refused' } as const) : null));
  if (snapshot && memory.detail?.key === key && standsAt(withoutRtvWizard, snapshot, (s) => s.hasTag('detail'))) return { snapshot, detail: memory.detail };
  const { data } = await api.GET('/return/{id}', { params: { path: { id: Number(id) } } });
  if (!data || !data.draft || data.returnType !== 'NONMTKA') return null;
  withoutRtvMemory.forget();
  const header: Header = {
    returnId: data.returnId,
    invoiceNo: data.invoiceNo ?? '',
    taxInvoiceNo: data.taxInvoiceNo ?? null,
    transactionDate: data.transactionDate ?? null,
    plantCode: data.plantCode,
    customerCode: data.customerCode,
    customerName: data.customerName,
    reporter: data.reporter ?? fullName,
    remark: data.remark ?? '',
    reasonCode: data.reasonCode ?? null,
    customerPODate: data.customerPODate ?? todayInJakarta(),
    po: data.po ?? '',
  };
  return {
    snapshot: snapshotAfter(withoutRtvWizard, [{ type: 'search.found' }, { type: 'lines.select', count: data.items.length }, { type: 'wizard.next' }]),
    detail: asDetail(
      key,
      header,
      data.items.map((item) => fromDraftItem(item, data.invoiceNo ?? '')),
    ),
  };
}

/** /new-return/non-rtv/non-rtv-detail[/{returnId}]: edit the chosen lines, then Draft or Save (spec 001 §2.7). */
export function WithoutRtvDetailPage() {
  const id = useParams({ from: '/app/new-return/non-rtv/non-rtv-detail/$id', shouldThrow: false })?.id;
  const user = useSession().user!;
  const loaded = useWizardStart(['Without RTV', id, user.userName], () =>
    id ? draftDetail(user.userName, user.fullName, id) : chosenDetail(user.userName, user.fullName),
  );

  if (loaded === undefined) return null;
  if (loaded === null) return <Navigate to="/new-return/non-rtv" />;
  return <DetailForm initial={loaded} />;
}

function DetailForm({ initial }: { initial: Loaded }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const reasons = useReasons();
  const policy = useRoutingPolicy();
  const owner = useSession().user!.userName;
  const actor = useWizardActor(withoutRtvWizard, initial.snapshot, (machine) => withoutRtvMemory.keep(owner, { machine }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [header, setHeader] = useState(initial.detail.header);
  const [lines, setLines] = useState(initial.detail.lines);
  const steps = routeWhenSaved({ policy, returnType: 'NONMTKA', reasonCode: header.reasonCode }, lines);
  const { key } = initial.detail;

  // What is typed is the tab's memory; leaving asks first while a new return or a changed draft is unsaved.
  useEffect(() => withoutRtvMemory.keep(owner, { detail: { ...initial.detail, header, lines } }), [owner, initial.detail, header, lines]);
  const active = useSelector(actor, (s) => s.status === 'active');
  const leave = useLeaveGuard({
    dirty: active && (key.startsWith('new:') || JSON.stringify({ header, lines }) !== initial.detail.initial),
    staysIn: (pathname) => pathname === '/new-return/non-rtv' && key.startsWith('new:'),
    discard: () => withoutRtvMemory.forget(),
  });
  const send = useReturnSave(actor, '/new-return/non-rtv');
  const update = (key: string, change: (line: EditLine) => EditLine) => setLines((all) => all.map((l) => (l.key === key ? change(l) : l)));
  const [changingBatch, setChangingBatch] = useState<EditLine | null>(null);
  const noPhotoNeeded = header.reasonCode === '132';

  const payload = (draft: boolean): Schemas['ReturnSave'] => ({
    returnId: header.returnId,
    returnType: 'NONMTKA',
    draft,
    invoiceNo: header.invoiceNo,
    taxInvoiceNo: header.taxInvoiceNo,
    transactionDate: header.transactionDate,
    customerCode: header.customerCode,
    plantCode: header.plantCode,
    reasonCode: header.reasonCode,
    remark: header.remark,
    reporter: header.reporter,
    customerPODate: header.customerPODate,
    po: header.po || null,
    items: lines.map((l) => ({
      line: l.line,
      invoiceNo: l.invoiceNo,
      materialCode: l.materialCode,
      batch: l.batch,
      batchOld: l.batchOld,
      returnUom: l.returnUom,
      // A line left without a quantity takes what is available (spec 001 §4).
      qty: l.qty > 0 ? l.qty : availableIn(l, l.returnUom),
      attachmentId: l.attachmentId,
      remark: l.remark || null,
    })),
  });

  const cancel = () =>
    void leave(() => {
      actor.send({ type: 'wizard.cancel' });
      void navigate({ to: '/new-return/with-rtv' });
    });

  const save = async (draft: boolean) => {
    // The wizard judges a Save (saveRules.ts) and keeps its problem; the screen says it.
    const candidate = {
      returnType: 'NONMTKA' as const,
      reasonCode: header.reasonCode,
      remark: header.remark,
      transactionDate: header.transactionDate,
      lines: lines.map((l) => ({
        materialCode: l.materialCode,
        qty: l.qty,
        availableQty: availableIn(l, l.returnUom),
        netPrice: null,
        attachmentId: l.attachmentId,
        invoiceLine: `${l.invoiceNo}-${l.line}`,
      })),
    };
    actor.send(draft ? { type: 'detail.draft' } : { type: 'detail.save', candidate });
    const { problem } = actor.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(saveMessageLabels[problem.code]));
    if (!actor.getSnapshot().hasTag('busy')) return;
    await send(payload(draft));
  };

  const reasonData = useMemo(() => reasons, [reasons]);
  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label={t`Invoice Ref Number`} value={header.invoiceNo} readOnly />
          <TextInput label={t`Tax Invoice Number`} value={header.taxInvoiceNo ?? ''} readOnly />
          <TextInput label={t`Plant`} value={header.plantCode} readOnly />
          <TextInput label={t`Customer`} value={`${header.customerCode} - ${header.customerName}`} readOnly />
          <TextInput label={t`Reporter`} value={header.reporter} maxLength={100} onChange={(e) => setHeader({ ...header, reporter: e.currentTarget.value })} />
          <Select
            label={t`Reason`}
            placeholder={t`Select Reason...`}
            data={reasonData}
            value={header.reasonCode}
            onChange={(reasonCode) => setHeader({ ...header, reasonCode })}
            searchable
          />
          <DateField
            label={t`Customer Request Date`}
            value={header.customerPODate}
            onChange={(v) => setHeader({ ...header, customerPODate: v ?? todayInJakarta() })}
          />
          <TextInput label={t`Return PO Number`} value={header.po} maxLength={35} onChange={(e) => setHeader({ ...header, po: e.currentTarget.value })} />
          <Textarea
            label={t`Remarks`}
            value={header.remark}
            {...lengthCounter(header.remark, 100)}
            autosize
            minRows={1}
            onChange={(e) => setHeader({ ...header, remark: e.currentTarget.value })}
          />
        </SimpleGrid>
      </Paper>
      <RouteSummary steps={steps} />
      <Table.ScrollContainer minWidth={1100}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Line`}</Table.Th>
              <Table.Th>{t`Material`}</Table.Th>
              <Table.Th>{t`Batch`}</Table.Th>
              <Table.Th>{t`Exp Date`}</Table.Th>
              <Table.Th>{t`Uom`}</Table.Th>
              <Table.Th>{t`Return Qty`}</Table.Th>
              <Table.Th>{t`Photo`}</Table.Th>
              <Table.Th>{t`Remarks`}</Table.Th>
              <Table.Th>{t`Route`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.key} data-testid="detail-line">
                <Table.Td>{l.line}</Table.Td>
                <Table.Td>
                  <Text size="sm">{l.materialCode}</Text>
                  <Text size="xs" c="dimmed">
                    {l.materialName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{l.batch}</Text>
                    <Anchor size="xs" component="button" type="button" onClick={() => setChangingBatch(l)} aria-label={t`Change batch of line ${l.line}`}>
                      <Trans>Change</Trans>
                    </Anchor>
                  </Group>
                  {l.batchOld && <Text size="xs" c="orange">{t`was ${l.batchOld}`}</Text>}
                </Table.Td>
                <Table.Td>{formatDate(l.expiredDate)}</Table.Td>
                <ReferenceLineCells line={l} noPhoto={noPhotoNeeded} onChange={(change) => update(l.key, change)} />
                <Table.Td>
                  <LineRoute steps={steps} line={l} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SaveButtons busy={busy} leave={{ label: 'Cancel', onClick: cancel }} onSave={(draft) => void save(draft)} />
      <BatchChangeDialog line={changingBatch} onClose={() => setChangingBatch(null)} onChange={(line, b) => update(line.key, (x) => withBatch(x, b))} />
    </Stack>
  );
}
