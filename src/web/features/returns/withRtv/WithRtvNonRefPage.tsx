import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Select } from '../../../ui/pickers.tsx';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Snapshot } from 'xstate';
import { withRtvWizard } from '../../../../../machines/returns/withRtvWizard.ts';
import { api, type Schemas } from '../../../api/client.ts';
import { useSession } from '../../../session/session.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { formatDate } from '../../../../shared/format.ts';
import { todayInJakarta } from '../../../../shared/today.ts';
import { NonReferenceLinesTable } from '../nonReference/NonReferenceLinesTable.tsx';
import { itemsOf, lineFromDraft, lineFromMaterial, saveLinesOf, type NonReferenceLine } from '../nonReference/nonReferenceLines.ts';
import { saveMessageLabels } from '../saveMessageLabels.ts';
import { SaveButtons } from '../SaveButtons.tsx';
import { useReasons } from '../useReasons.ts';
import { useRoutingPolicy } from '../useRoutingPolicy.ts';
import { useReturnSave } from '../useReturnSave.ts';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { resumable, snapshotAfter, standsAt, useWizardActor } from '../wizardActor.ts';
import { editKey, headerOfDraft, savedRtvHeader, withRtvMemory, type EditMemory, type RtvHeader } from './rtvStore.ts';
import { useWizardStart } from '../useWizardStart.ts';
import { lengthCounter } from '../../../ui/lengthCounter.ts';

/** The edit screen's header fields (the lines are apart). */
interface Form {
  header: RtvHeader;
  reporter: string;
  reasonCode: string | null;
  customerPODate: string;
  transactionDate: string | null;
  remark: string;
}

/** What the edit form starts from: the wizard's snapshot and the input (restored or new). */
interface Start {
  snapshot: Snapshot<unknown>;
  edit: EditMemory<Form, NonReferenceLine>;
}

const asEdit = (key: string, form: Form, lines: NonReferenceLine[]): EditMemory<Form, NonReferenceLine> => ({
  key,
  form,
  lines,
  initial: JSON.stringify({ form, lines }),
});

/** The non-reference lines of the list at their edit step: as the tab left them (Reload, Forward), or new. */
function listNonRef(owner: string, fullName: string): Start | null {
  const memory = withRtvMemory.read(owner);
  const snapshot = resumable(withRtvWizard, memory.machine, (s) =>
    s.hasTag('busy') ? ({ type: 'save.refused' } as const) : s.hasTag('list') ? ({ type: 'nonReference.next' } as const) : null,
  );
  if (!snapshot || !memory.header || !memory.nonReference.length || !standsAt(withRtvWizard, snapshot, (s) => s.hasTag('nonReferenceDetail'))) return null;
  const key = editKey({ lines: memory.nonReference });
  const kept = memory.nonReferenceDetail as EditMemory<Form, NonReferenceLine> | null;
  if (kept?.key === key) return { snapshot, edit: kept };
  const form: Form = { header: memory.header, reporter: fullName, reasonCode: null, customerPODate: todayInJakarta(), transactionDate: null, remark: '' };
  return { snapshot, edit: asEdit(key, form, memory.nonReference.map(lineFromMaterial)) };
}

/** A With RTV Non Ref draft reopened (its wizard starts again at its edit step), or as this tab left it. */
async function draftNonRef(owner: string, fullName: string, id: string | number): Promise<Start | null> {
  const memory = withRtvMemory.read(owner);
  const key = editKey({ draftId: id });
  const snapshot = resumable(withRtvWizard, memory.machine, (s) => (s.hasTag('busy') ? ({ type: 'save.refused' } as const) : null));
  const kept = memory.nonReferenceDetail as EditMemory<Form, NonReferenceLine> | null;
  if (snapshot && kept?.key === key && standsAt(withRtvWizard, snapshot, (s) => s.hasTag('nonReferenceDetail'))) return { snapshot, edit: kept };
  const { data } = await api.GET('/return/{id}', { params: { path: { id: Number(id) } } });
  if (!data || !data.draft || data.returnType !== 'NONREFMTKA' || !data.items.length) return null;
  withRtvMemory.forget();
  const form: Form = {
    header: headerOfDraft(data),
    reporter: data.reporter ?? fullName,
    reasonCode: data.reasonCode ?? null,
    customerPODate: data.customerPODate ?? todayInJakarta(),
    transactionDate: data.transactionDate ?? null,
    remark: data.remark ?? '',
  };
  return {
    snapshot: snapshotAfter(withRtvWizard, [
      { type: 'header.save', header: savedRtvHeader(data) },
      { type: 'header.saved' },
      { type: 'nonReference.add', count: data.items.length },
      { type: 'nonReference.next' },
    ]),
    edit: asEdit(key, form, data.items.map(lineFromDraft)),
  };
}

/**
 * /new-return/with-rtv/non-ref (the non-reference lines of the list, by Next; ?id= reopens such a
 * draft): spec 001 §2.5. Without lines it goes back to /new-return/with-rtv.
 */
export function WithRtvNonRefPage() {
  const search = useSearch({ from: '/app/with-rtv' });
  const user = useSession().user!;
  const loaded = useWizardStart(['With RTV non-reference', search.id, user.userName], () =>
    search.id ? draftNonRef(user.userName, user.fullName, search.id) : listNonRef(user.userName, user.fullName),
  );

  if (loaded === undefined) return null;
  if (loaded === null) return <Navigate to="/new-return/with-rtv" />;
  return <NonRefForm initial={loaded} />;
}

function NonRefForm({ initial }: { initial: Start }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const reasons = useReasons();
  const policy = useRoutingPolicy();
  const owner = useSession().user!.userName;
  const actor = useWizardActor(withRtvWizard, initial.snapshot, (machine) => withRtvMemory.keep(owner, { machine }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [form, setForm] = useState(initial.edit.form);
  const [lines, setLines] = useState(initial.edit.lines);
  const { key } = initial.edit;

  // What is typed is the tab's memory; leaving asks first while new lines or a changed draft are unsaved.
  useEffect(() => withRtvMemory.keep(owner, { nonReferenceDetail: { ...initial.edit, form, lines } }), [owner, initial.edit, form, lines]);
  const active = useSelector(actor, (s) => s.status === 'active');
  const leave = useLeaveGuard({
    dirty: active && (key.startsWith('new:') || JSON.stringify({ form, lines }) !== initial.edit.initial),
    staysIn: (pathname) => pathname === '/new-return/with-rtv/list' && key.startsWith('new:'),
    discard: () => withRtvMemory.forget(),
  });
  const send = useReturnSave(actor, '/new-return/with-rtv');
  const { header } = form;
  const { customer } = header;

  const cancel = () =>
    void leave(() => {
      actor.send({ type: 'wizard.cancel' });
      void navigate({ to: '/new-return/with-rtv' });
    });

  const save = async (draft: boolean) => {
    if (draft && !lines.length) return showErrorDialog(i18n._(saveMessageLabels.noLines));
    // The wizard judges a Save (saveRules.ts, no lines included) and keeps its problem; the screen says it.
    const candidate = {
      returnType: 'NONREFMTKA' as const,
      reasonCode: form.reasonCode,
      remark: form.remark,
      transactionDate: form.transactionDate,
      lines: saveLinesOf(lines),
    };
    actor.send(draft ? { type: 'detail.draft' } : { type: 'detail.save', candidate });
    const { problem } = actor.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(saveMessageLabels[problem.code]));
    if (!actor.getSnapshot().hasTag('busy')) return;
    const body: Schemas['ReturnSave'] = {
      returnId: header.returnId,
      returnType: 'NONREFMTKA',
      dataSource: 'NONREF',
      draft,
      rtvNo: header.rtvNo,
      rtvDate: header.rtvDate,
      rtvReceivingDate: header.rtvReceivingDate,
      remarksRtv: header.remarksRtv || null,
      customerCode: customer.customerCode,
      plantCode: customer.plantCode,
      distributionChannel: customer.distChannel,
      taxToNPWP: customer.taxToNPWP,
      reasonCode: form.reasonCode,
      reporter: form.reporter,
      customerPODate: form.customerPODate,
      transactionDate: form.transactionDate,
      remark: form.remark,
      items: itemsOf(lines),
    };
    await send(body);
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label={t`RTV Number`} readOnly value={header.rtvNo} />
          <TextInput label={t`RTV Date`} readOnly value={formatDate(header.rtvDate)} />
          <TextInput label={t`Customer Name`} readOnly value={customer.customerName} />
          <TextInput label={t`Customer Code`} readOnly value={customer.customerCode} />
          <TextInput label={t`Distribution Channel`} readOnly value={customer.distChannel ?? ''} />
          <TextInput label={t`Plant Code`} readOnly value={customer.plantCode} />
          <TextInput label={t`Reporter`} maxLength={100} value={form.reporter} onChange={(e) => setForm({ ...form, reporter: e.currentTarget.value })} />
          <Select
            label={t`Reason`}
            placeholder={t`Select Reason...`}
            data={reasons}
            value={form.reasonCode}
            onChange={(reasonCode) => setForm({ ...form, reasonCode })}
            searchable
          />
          <DateField
            label={t`Customer Request Date`}
            value={form.customerPODate}
            onChange={(v) => setForm({ ...form, customerPODate: v ?? todayInJakarta() })}
          />
          <DateField
            label={t`Reference Invoice Date`}
            clearable
            value={form.transactionDate}
            onChange={(transactionDate) => setForm({ ...form, transactionDate })}
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
      <NonReferenceLinesTable
        lines={lines}
        noPhoto={form.reasonCode === '132'}
        route={{ policy, returnType: 'NONREFMTKA', reasonCode: form.reasonCode }}
        onChange={(key, change) => setLines((all) => all.map((l) => (l.key === key ? change(l) : l)))}
        onRemove={(key) => setLines((all) => all.filter((l) => l.key !== key))}
      />
      <SaveButtons busy={busy} leave={{ label: 'Cancel', onClick: cancel }} onSave={(draft) => void save(draft)} />
    </Stack>
  );
}
