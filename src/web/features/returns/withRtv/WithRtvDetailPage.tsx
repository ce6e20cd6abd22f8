import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Paper, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { Select } from '../../../ui/pickers.tsx';
import { IconDots } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Snapshot } from 'xstate';
import { withRtvWizard } from '../../../../../machines/returns/withRtvWizard.ts';
import { changeFlagsOf } from '../../../../../machines/returns/changeFlags.ts';
import { canCopy, copyLine } from '../../../../../machines/returns/lineChanges.ts';
import { api, type Schemas } from '../../../api/client.ts';
import { useSession } from '../../../session/session.tsx';
import { showConfirmDialog, showErrorDialog } from '../../../ui/dialogs.tsx';
import { formatDate, formatIdr } from '../../../../shared/format.ts';
import { CustomerPicker, type CustomerCandidate } from '../CustomerPicker.tsx';
import { ReferenceLineCells } from '../ReferenceLineCells.tsx';
import { SaveButtons } from '../SaveButtons.tsx';
import { saveMessageLabels } from '../saveMessageLabels.ts';
import { useReasons } from '../useReasons.ts';
import { useRoutingPolicy } from '../useRoutingPolicy.ts';
import { LineRoute, RouteSummary, routeWhenSaved } from '../ReturnRoute.tsx';
import { useReturnSave } from '../useReturnSave.ts';
import { availableIn, withBatch } from '../withoutRtv/editLines.ts';
import { BatchChangeDialog } from '../BatchChangeDialog.tsx';
import { MaterialChangeDialog, NetPriceChangeDialog } from './LineChangeDialogs.tsx';
import { fromReference, fromRtvDraftItem, withMaterial, withNetPrice, type RtvEditLine } from './rtvEditLines.ts';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { resumable, snapshotAfter, standsAt, useWizardActor } from '../wizardActor.ts';
import { editKey, headerOfDraft, savedRtvHeader, withRtvMemory, type EditMemory, type RtvHeader } from './rtvStore.ts';
import { useWizardStart } from '../useWizardStart.ts';
import { lengthCounter } from '../../../ui/lengthCounter.ts';

/** The edit screen's header fields (the lines are apart). */
interface Form {
  header: RtvHeader;
  /** The customer the lines were invoiced to, when the return was moved to another one. */
  oldCustomer: { customerCode: string; customerName: string; plantCode: string; plantName: string | null } | null;
  reporter: string;
  reasonCode: string | null;
  remark: string;
}

/** What the edit form starts from: the wizard's snapshot and the input (restored or new). */
interface Start {
  snapshot: Snapshot<unknown>;
  edit: EditMemory<Form, RtvEditLine>;
}

const asEdit = (key: string, form: Form, lines: RtvEditLine[]): EditMemory<Form, RtvEditLine> => ({
  key,
  form,
  lines,
  initial: JSON.stringify({ form, lines }),
});

/** The reference lines of the list at their edit step: as the tab left them (Reload, Forward, where Next is taken again), or new. */
function listDetail(owner: string, fullName: string): Start | null {
  const memory = withRtvMemory.read(owner);
  const snapshot = resumable(withRtvWizard, memory.machine, (s) =>
    s.hasTag('busy') ? ({ type: 'save.refused' } as const) : s.hasTag('list') ? ({ type: 'reference.next' } as const) : null,
  );
  if (!snapshot || !memory.header || !memory.reference.length || !standsAt(withRtvWizard, snapshot, (s) => s.hasTag('referenceDetail'))) return null;
  const key = editKey({ lines: memory.reference });
  const kept = memory.referenceDetail as EditMemory<Form, RtvEditLine> | null;
  if (kept?.key === key) return { snapshot, edit: kept };
  return {
    snapshot,
    edit: asEdit(key, { header: memory.header, oldCustomer: null, reporter: fullName, reasonCode: null, remark: '' }, memory.reference.map(fromReference)),
  };
}

/** An RTV draft reopened (its wizard starts again at the edit step of its table), or as this tab left it. */
async function draftDetail(owner: string, fullName: string, id: string | number): Promise<Start | null> {
  const memory = withRtvMemory.read(owner);
  const key = editKey({ draftId: id });
  const snapshot = resumable(withRtvWizard, memory.machine, (s) => (s.hasTag('busy') ? ({ type: 'save.refused' } as const) : null));
  const kept = memory.referenceDetail as EditMemory<Form, RtvEditLine> | null;
  if (snapshot && kept?.key === key && standsAt(withRtvWizard, snapshot, (s) => s.hasTag('referenceDetail'))) return { snapshot, edit: kept };
  const { data } = await api.GET('/return/{id}', { params: { path: { id: Number(id) } } });
  if (!data || !data.draft || data.returnType !== 'MTKA' || !data.items.length) return null;
  withRtvMemory.forget();
  const old = data.customerCodeOld ? await customerOf(data.customerCodeOld) : null;
  return {
    snapshot: snapshotAfter(withRtvWizard, [
      { type: 'header.save', header: savedRtvHeader(data) },
      { type: 'header.saved' },
      { type: 'reference.add', count: data.items.length },
      { type: 'reference.next' },
    ]),
    edit: asEdit(
      key,
      { header: headerOfDraft(data), oldCustomer: old, reporter: data.reporter ?? fullName, reasonCode: data.reasonCode ?? null, remark: data.remark ?? '' },
      data.items.map(fromRtvDraftItem),
    ),
  };
}

/**
 * /new-return/with-rtv/detail (the reference lines of the list, by Next) and
 * /new-return/with-rtv/draft/detail?id= (an RTV draft reopened): spec 001 §2.3, §2.4.
 */
export function WithRtvDetailPage() {
  const search = useSearch({ from: '/app/with-rtv' });
  const user = useSession().user!;
  const loaded = useWizardStart(['With RTV reference', search.id, user.userName], () =>
    search.id ? draftDetail(user.userName, user.fullName, search.id) : listDetail(user.userName, user.fullName),
  );

  if (loaded === undefined) return null;
  if (loaded === null) return <Navigate to="/new-return/with-rtv" />;
  return <RtvEditForm initial={loaded} />;
}

async function customerOf(customerCode: string) {
  const { data } = await api.GET('/return/lookup/customers', { params: { query: { customerCode, pageNo: 1, pageSize: 1 } } });
  const c = data?.data[0];
  return c
    ? { customerCode: c.customerCode, customerName: c.customerName, plantCode: c.plantCode, plantName: c.plantName }
    : { customerCode, customerName: '', plantCode: '', plantName: null };
}

let copies = 0;

function RtvEditForm({ initial }: { initial: Start }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const reasons = useReasons();
  const policy = useRoutingPolicy();
  const owner = useSession().user!.userName;
  const actor = useWizardActor(withRtvWizard, initial.snapshot, (machine) => withRtvMemory.keep(owner, { machine }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [form, setForm] = useState(initial.edit.form);
  const [lines, setLines] = useState(initial.edit.lines);
  const steps = routeWhenSaved({ policy, returnType: 'MTKA', reasonCode: form.reasonCode }, lines);
  const { key } = initial.edit;

  // What is typed is the tab's memory; leaving asks first while new lines or a changed draft are unsaved.
  useEffect(() => withRtvMemory.keep(owner, { referenceDetail: { ...initial.edit, form, lines } }), [owner, initial.edit, form, lines]);
  const active = useSelector(actor, (s) => s.status === 'active');
  const leave = useLeaveGuard({
    dirty: active && (key.startsWith('new:') || JSON.stringify({ form, lines }) !== initial.edit.initial),
    staysIn: (pathname) => pathname === '/new-return/with-rtv/list' && key.startsWith('new:'),
    discard: () => withRtvMemory.forget(),
  });
  const [dialog, setDialog] = useState<{ kind: 'material' | 'batch' | 'netPrice'; line: RtvEditLine } | { kind: 'customer' } | null>(null);
  const send = useReturnSave(actor, '/new-return/with-rtv');
  const update = (key: string, change: (line: RtvEditLine) => RtvEditLine) => setLines((all) => all.map((l) => (l.key === key ? change(l) : l)));
  const { customer } = form.header;
  const lineOf = (kind: 'material' | 'batch' | 'netPrice') => (dialog && dialog.kind === kind ? dialog.line : null);

  const changeCustomer = (c: CustomerCandidate) => {
    const from = form.oldCustomer ?? {
      customerCode: customer.customerCode,
      customerName: customer.customerName,
      plantCode: customer.plantCode,
      plantName: customer.plantName,
    };
    showConfirmDialog(
      t`Do you want change customer ${customer.customerCode} ${customer.customerName} (plant ${customer.plantCode}) To ${c.customerCode} ${c.customerName} (plant ${c.plantCode})`,
      () => {
        const moved = c.customerCode !== from.customerCode;
        setForm({
          ...form,
          oldCustomer: moved ? from : null,
          header: {
            ...form.header,
            customer: {
              customerCode: c.customerCode,
              customerName: c.customerName,
              salesDivision: c.salesDivision,
              distChannel: c.distChannel,
              plantCode: c.plantCode,
              plantName: c.plantName,
              taxToNPWP: c.taxToNPWP,
            },
          },
        });
        setDialog(null);
      },
    );
  };

  const payload = (draft: boolean): Schemas['ReturnSave'] => {
    const items = lines.map((l) => ({
      line: l.line,
      lineOld: l.lineOld,
      addLine: l.addLine ? ('Y' as const) : ('N' as const),
      invoiceNo: l.invoiceNo,
      materialCode: l.materialCode,
      materialCodeOld: l.materialCodeOld,
      batch: l.batch,
      batchOld: l.batchOld,
      returnUom: l.returnUom,
      // A line left without a quantity takes what is available (spec 001 §4).
      qty: l.qty > 0 ? l.qty : availableIn(l, l.returnUom),
      netPrice: l.netPrice,
      netPriceOld: l.netPriceOld,
      attachmentId: l.attachmentId,
      remark: l.remark || null,
    }));
    const flags = changeFlagsOf({
      returnType: 'MTKA',
      plantCode: customer.plantCode,
      customerCode: customer.customerCode,
      customerCodeOld: form.oldCustomer?.customerCode ?? null,
      plantCodeOld: form.oldCustomer?.plantCode ?? null,
      lines: lines.map((l) => ({ ...l, reference: true })),
    });
    const yn = (v: boolean) => (v ? ('Y' as const) : ('N' as const));
    return {
      returnId: form.header.returnId,
      returnType: 'MTKA',
      draft,
      rtvNo: form.header.rtvNo,
      rtvDate: form.header.rtvDate,
      rtvReceivingDate: form.header.rtvReceivingDate,
      remarksRtv: form.header.remarksRtv || null,
      customerCode: customer.customerCode,
      customerCodeOld: form.oldCustomer?.customerCode ?? null,
      plantCode: customer.plantCode,
      plantCodeOld: form.oldCustomer?.plantCode ?? null,
      distributionChannel: customer.distChannel,
      taxToNPWP: customer.taxToNPWP,
      reasonCode: form.reasonCode,
      remark: form.remark,
      reporter: form.reporter,
      isBm: yn(flags.isBm),
      addLine: yn(flags.addLine),
      isChanges: yn(flags.isChanges),
      items,
    };
  };

  const cancel = () =>
    void leave(() => {
      actor.send({ type: 'wizard.cancel' });
      void navigate({ to: '/new-return/with-rtv' });
    });

  const save = async (draft: boolean) => {
    // The wizard judges a Save (saveRules.ts) and keeps its problem; the screen says it.
    const candidate = {
      returnType: 'MTKA' as const,
      reasonCode: form.reasonCode,
      remark: form.remark,
      transactionDate: null,
      lines: lines.map((l) => ({
        materialCode: l.materialCode,
        qty: l.qty,
        availableQty: availableIn(l, l.returnUom),
        netPrice: l.netPrice,
        attachmentId: l.attachmentId,
        invoiceLine: `${l.invoiceNo}-${l.lineOld ?? l.line}`,
      })),
    };
    actor.send(draft ? { type: 'detail.draft' } : { type: 'detail.save', candidate });
    const { problem } = actor.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(saveMessageLabels[problem.code]));
    if (!actor.getSnapshot().hasTag('busy')) return;
    await send(payload(draft));
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label={t`RTV Number`} readOnly value={form.header.rtvNo} />
          <TextInput label={t`RTV Date`} readOnly value={formatDate(form.header.rtvDate)} />
          <TextInput label={t`RTV Receiving Date`} readOnly value={formatDate(form.header.rtvReceivingDate)} />
          <TextInput label={t`Plant Name`} readOnly value={`${customer.plantCode} ${customer.plantName ?? ''}`.trim()} />
          <TextInput label={t`Reporter`} maxLength={100} value={form.reporter} onChange={(e) => setForm({ ...form, reporter: e.currentTarget.value })} />
          {form.oldCustomer && (
            <>
              <TextInput label={t`Old Customer Code`} readOnly value={form.oldCustomer.customerCode} />
              <TextInput label={t`Old Customer Name`} readOnly value={form.oldCustomer.customerName} />
              <TextInput label={t`Old Plant Name`} readOnly value={`${form.oldCustomer.plantCode} ${form.oldCustomer.plantName ?? ''}`.trim()} />
            </>
          )}
          <TextInput label={t`Customer Name`} readOnly value={customer.customerName} />
          <TextInput label={t`Customer Code`} readOnly value={customer.customerCode} />
          <Select
            label={t`Reason`}
            placeholder={t`Select Reason...`}
            data={reasons}
            value={form.reasonCode}
            onChange={(reasonCode) => setForm({ ...form, reasonCode })}
            searchable
          />
          <Textarea
            label={t`Remark`}
            placeholder={t`Leave a comment here`}
            {...lengthCounter(form.remark, 35)}
            autosize
            minRows={1}
            value={form.remark}
            onChange={(e) => setForm({ ...form, remark: e.currentTarget.value })}
          />
        </SimpleGrid>
      </Paper>
      <RouteSummary steps={steps} />
      <Table.ScrollContainer minWidth={1300}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Line`}</Table.Th>
              <Table.Th>{t`Invoice`}</Table.Th>
              <Table.Th>{t`Material`}</Table.Th>
              <Table.Th>{t`Batch`}</Table.Th>
              <Table.Th>{t`Exp Date`}</Table.Th>
              <Table.Th>{t`Net Price`}</Table.Th>
              <Table.Th>{t`Uom`}</Table.Th>
              <Table.Th>{t`Return Qty`}</Table.Th>
              <Table.Th>{t`Photo`}</Table.Th>
              <Table.Th>{t`Remarks`}</Table.Th>
              <Table.Th>{t`Route`}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.key} data-testid="rtv-detail-line">
                <Table.Td>{l.line}</Table.Td>
                <Table.Td>{l.invoiceNo}</Table.Td>
                <Table.Td>
                  <Text size="sm">{l.materialCode}</Text>
                  <Text size="xs" c="dimmed">
                    {l.materialName}
                  </Text>
                  {l.materialCodeOld && <Text size="xs" c="orange">{t`was ${l.materialCodeOld}`}</Text>}
                </Table.Td>
                <Table.Td>
                  {l.batch}
                  {l.batchOld && <Text size="xs" c="orange">{t`was ${l.batchOld}`}</Text>}
                </Table.Td>
                <Table.Td>{formatDate(l.expiredDate)}</Table.Td>
                <Table.Td>
                  {formatIdr(l.netPrice)}
                  {l.netPriceOld !== null && <Text size="xs" c="orange">{t`was ${formatIdr(l.netPriceOld)}`}</Text>}
                </Table.Td>
                <ReferenceLineCells line={l} noPhoto={form.reasonCode === '132'} onChange={(change) => update(l.key, change)} />
                <Table.Td>
                  <LineRoute steps={steps} line={l} />
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button size="compact-xs" variant="subtle" aria-label={t`Line actions`} rightSection={<IconDots size={14} />}>
                        <Trans>Edit</Trans>
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setDialog({ kind: 'material', line: l })}>{t`Edit Material`}</Menu.Item>
                      <Menu.Item onClick={() => setDialog({ kind: 'batch', line: l })}>{t`Edit Batch`}</Menu.Item>
                      <Menu.Item onClick={() => setDialog({ kind: 'netPrice', line: l })}>{t`Edit Net Price`}</Menu.Item>
                      {canCopy(lines, l.key) && (
                        <Menu.Item onClick={() => setLines((all) => copyLine(all, l.key, `copy-${copies++}`))}>{t`add Batch`}</Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Button variant="light" onClick={() => setDialog({ kind: 'customer' })}>
          <Trans>Change Customer</Trans>
        </Button>
        <SaveButtons busy={busy} leave={{ label: 'Cancel', onClick: cancel }} onSave={(draft) => void save(draft)} />
      </Group>
      <MaterialChangeDialog line={lineOf('material')} onClose={() => setDialog(null)} onChange={(line, m) => update(line.key, (x) => withMaterial(x, m))} />
      <BatchChangeDialog line={lineOf('batch')} onClose={() => setDialog(null)} onChange={(line, b) => update(line.key, (x) => withBatch(x, b))} />
      <NetPriceChangeDialog
        line={lineOf('netPrice')}
        onClose={() => setDialog(null)}
        onChange={(line, price) => update(line.key, (x) => withNetPrice(x, price))}
      />
      <CustomerPicker opened={dialog?.kind === 'customer'} onClose={() => setDialog(null)} onChoose={changeCustomer} />
    </Stack>
  );
}
