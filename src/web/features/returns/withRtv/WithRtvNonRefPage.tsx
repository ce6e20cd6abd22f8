import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Paper, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { firstSaveProblem } from '../../../../../machines/returns/saveRules.ts';
import { api, type Schemas } from '../../../api/client.ts';
import { useSession } from '../../../auth/session.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { formatDate } from '../../../../shared/format.ts';
import { todayInJakarta } from '../../../../shared/today.ts';
import { NonReferenceLinesTable } from '../nonReference/NonReferenceLinesTable.tsx';
import { itemsOf, lineFromDraft, lineFromMaterial, saveLinesOf, type NonReferenceLine } from '../nonReference/nonReferenceLines.ts';
import { saveMessageLabels } from '../saveMessageLabels.ts';
import { SaveButtons } from '../SaveButtons.tsx';
import { useReasons } from '../useReasons.ts';
import { useReturnSave } from '../useReturnSave.ts';
import { withRtvStore, type RtvHeader } from './rtvStore.ts';

interface Loaded {
  header: RtvHeader;
  reporter: string;
  reasonCode: string | null;
  customerPODate: string;
  transactionDate: string | null;
  remark: string;
  lines: NonReferenceLine[];
}

/**
 * /new-return/with-rtv/non-ref (the non-reference lines of the list, by Next; ?id= reopens such a
 * draft): spec 001 §2.5. Without lines it goes back to /new-return/with-rtv.
 */
export function WithRtvNonRefPage() {
  const search = useSearch({ strict: false }) as { id?: string | number };
  const user = useSession().user!;
  const [loaded, setLoaded] = useState<Loaded | null | undefined>(undefined);

  useEffect(() => {
    const base = { reporter: user.fullName, reasonCode: null, customerPODate: todayInJakarta(), transactionDate: null, remark: '' };
    if (!search.id) {
      const header = withRtvStore.header();
      const chosen = withRtvStore.nonReference();
      if (!header || !chosen.length || !withRtvStore.actor().getSnapshot().hasTag('nonReferenceDetail')) return setLoaded(null);
      setLoaded({ ...base, header, lines: chosen.map(lineFromMaterial) });
      return;
    }
    void api.GET('/return/{id}', { params: { path: { id: Number(search.id) } } }).then(({ data }) => {
      if (!data || !data.draft || data.returnType !== 'NONREFMTKA' || !data.items.length) return setLoaded(null);
      const header = withRtvStore.resume(data, 'nonReference');
      setLoaded({
        header,
        reporter: data.reporter ?? user.fullName,
        reasonCode: data.reasonCode ?? null,
        customerPODate: data.customerPODate ?? todayInJakarta(),
        transactionDate: data.transactionDate ?? null,
        remark: data.remark ?? '',
        lines: data.items.map(lineFromDraft),
      });
    });
  }, [search.id, user.fullName]);

  if (loaded === undefined) return null;
  if (loaded === null) return <Navigate to="/new-return/with-rtv" />;
  return <NonRefForm initial={loaded} />;
}

function NonRefForm({ initial }: { initial: Loaded }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const reasons = useReasons();
  const actor = withRtvStore.actor();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [form, setForm] = useState(initial);
  const [lines, setLines] = useState(initial.lines);
  const send = useReturnSave(actor, '/new-return/with-rtv');
  const { header } = form;
  const { customer } = header;

  const cancel = () => {
    actor.send({ type: 'wizard.cancel' });
    void navigate({ to: '/new-return/with-rtv' });
  };

  const save = async (draft: boolean) => {
    if (!lines.length) return showErrorDialog(i18n._(saveMessageLabels.noLines));
    if (!draft) {
      const problem = firstSaveProblem({
        returnType: 'NONREFMTKA',
        reasonCode: form.reasonCode,
        remark: form.remark,
        transactionDate: form.transactionDate,
        lines: saveLinesOf(lines),
      });
      if (problem) return showErrorDialog(i18n._(saveMessageLabels[problem.code]));
    }
    actor.send({ type: draft ? 'detail.draft' : 'detail.save' });
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
          <Select label={t`Reason`} placeholder={t`Select Reason...`} data={reasons} value={form.reasonCode} onChange={(reasonCode) => setForm({ ...form, reasonCode })} searchable />
          <DateField label={t`Customer Request Date`} value={form.customerPODate} onChange={(v) => setForm({ ...form, customerPODate: v ?? todayInJakarta() })} />
          <DateField label={t`Reference Invoice Date`} clearable value={form.transactionDate} onChange={(transactionDate) => setForm({ ...form, transactionDate })} />
          <Textarea label={t`Remark`} placeholder={t`Leave a comment here`} maxLength={35} autosize minRows={1} value={form.remark} onChange={(e) => setForm({ ...form, remark: e.currentTarget.value })} />
        </SimpleGrid>
      </Paper>
      <NonReferenceLinesTable
        lines={lines}
        noPhoto={form.reasonCode === '132'}
        onChange={(key, change) => setLines((all) => all.map((l) => (l.key === key ? change(l) : l)))}
        onRemove={(key) => setLines((all) => all.filter((l) => l.key !== key))}
      />
      <SaveButtons busy={busy} leave={{ label: 'Cancel', onClick: cancel }} onSave={(draft) => void save(draft)} />
    </Stack>
  );
}
