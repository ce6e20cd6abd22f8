import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Select } from '../../../ui/pickers.tsx';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Snapshot } from 'xstate';
import { nonReferenceWizard } from '../../../../../machines/returns/nonReferenceWizard.ts';
import { api, type Schemas } from '../../../api/client.ts';
import { useSession } from '../../../session/session.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { todayInJakarta } from '../../../../shared/today.ts';
import { SynchMenu } from '../../masterdata/index.ts';
import { CustomerPicker, type CustomerCandidate } from '../CustomerPicker.tsx';
import { MaterialPicker } from '../MaterialPicker.tsx';
import { SaveButtons } from '../SaveButtons.tsx';
import { saveMessageLabels } from '../saveMessageLabels.ts';
import { useReasons } from '../useReasons.ts';
import { useRoutingPolicy } from '../useRoutingPolicy.ts';
import { useReturnSave } from '../useReturnSave.ts';
import { NonReferenceLinesTable } from './NonReferenceLinesTable.tsx';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { resumable, snapshotAfter, useWizardActor } from '../wizardActor.ts';
import { itemsOf, lineFromDraft, lineFromMaterial, saveLinesOf, type NonReferenceLine } from './nonReferenceLines.ts';
import { asInput, inputKey, nonReferenceMemory, type NonReferenceCustomer, type NonReferenceHeader, type NonReferenceInput } from './nonReferenceStore.ts';
import { useWizardStart } from '../useWizardStart.ts';
import { lengthCounter } from '../../../ui/lengthCounter.ts';

type Customer = NonReferenceCustomer;
type Header = NonReferenceHeader;

interface Start {
  snapshot: Snapshot<unknown> | null;
  input: NonReferenceInput;
}

/** The screen as this tab left it for the same return (Reload), a draft reopened, or a new return. */
async function startOf(owner: string, fullName: string, search: { invoice?: string; id?: string | number }): Promise<Start | null> {
  const key = inputKey(search);
  const memory = nonReferenceMemory.read(owner);
  const snapshot = resumable(nonReferenceWizard, memory.machine, (s) => (s.hasTag('busy') ? ({ type: 'save.refused' } as const) : null));
  if (snapshot && memory.input?.key === key) return { snapshot, input: memory.input };
  nonReferenceMemory.forget();
  const fresh: Header = {
    returnId: null,
    invoiceNo: search.invoice ?? '',
    reporter: fullName,
    reasonCode: null,
    customerPODate: todayInJakarta(),
    transactionDate: null,
    remark: '',
    po: '',
  };
  if (!search.id) return { snapshot: null, input: asInput(key, null, fresh, []) };
  // A draft reopens with everything it held.
  const { data } = await api.GET('/return/{id}', { params: { path: { id: Number(search.id) } } });
  if (!data || !data.draft || data.returnType !== 'NOREFNONMTKA') return null;
  const customer: Customer = {
    customerCode: data.customerCode,
    customerName: data.customerName,
    salesDivision: null,
    distChannel: data.distributionChannel ?? null,
    plantCode: data.plantCode,
  };
  const header: Header = {
    returnId: data.returnId,
    invoiceNo: data.invoiceNo ?? '',
    reporter: data.reporter ?? fullName,
    reasonCode: data.reasonCode ?? null,
    customerPODate: data.customerPODate ?? todayInJakarta(),
    transactionDate: data.transactionDate ?? null,
    remark: data.remark ?? '',
    po: data.po ?? '',
  };
  return {
    snapshot: snapshotAfter(nonReferenceWizard, [{ type: 'customer.choose' }, ...data.items.map(() => ({ type: 'material.add' }) as const)]),
    input: asInput(key, customer, header, data.items.map(lineFromDraft)),
  };
}

/**
 * /new-return/non-rtv/non-reference (optionally ?invoice= from the Without RTV search) and
 * /new-return/non-rtv/non-reference-draft?id= (a draft reopened): spec 001 §2.8, §2.9.
 */
export function NonReferencePage() {
  const navigate = useNavigate();
  const search = useSearch({ from: '/app/non-reference' });
  const user = useSession().user!;
  const start = useWizardStart(['Non Reference', search.id, search.invoice, user.userName], () => startOf(user.userName, user.fullName, search));
  // A draft that cannot be opened leaves for the returns report.
  useEffect(() => {
    if (start === null) void navigate({ to: '/report-return/report-header' });
  }, [start, navigate]);

  if (!start) return null;
  return <NonReferenceForm key={start.input.key} start={start} />;
}

function NonReferenceForm({ start }: { start: Start }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const owner = useSession().user!.userName;
  const reasons = useReasons();
  const policy = useRoutingPolicy();
  const actor = useWizardActor(nonReferenceWizard, start.snapshot, (machine) => nonReferenceMemory.keep(owner, { machine }));
  const customerChosen = useSelector(actor, (s) => s.hasTag('customerChosen'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [customer, setCustomer] = useState<Customer | null>(start.input.customer);
  const [header, setHeader] = useState<Header>(start.input.header);
  const [lines, setLines] = useState<NonReferenceLine[]>(start.input.lines);
  const [picking, setPicking] = useState<'customer' | 'material' | null>(null);
  const send = useReturnSave(actor, '/new-return/non-rtv');
  const update = (key: string, change: (line: NonReferenceLine) => NonReferenceLine) => setLines((all) => all.map((l) => (l.key === key ? change(l) : l)));

  // What is typed is the tab's memory (Reload finds it); leaving with changes asks first.
  useEffect(() => nonReferenceMemory.keep(owner, { input: { ...start.input, customer, header, lines } }), [owner, start.input, customer, header, lines]);
  const active = useSelector(actor, (s) => s.status === 'active');
  const leave = useLeaveGuard({
    dirty: active && JSON.stringify({ customer, header, lines }) !== start.input.initial,
    staysIn: () => false,
    discard: () => nonReferenceMemory.forget(),
  });

  const chooseCustomer = (c: CustomerCandidate) => {
    setCustomer({
      customerCode: c.customerCode,
      customerName: c.customerName,
      salesDivision: c.salesDivision,
      distChannel: c.distChannel,
      plantCode: c.plantCode,
    });
    setLines([]);
    actor.send({ type: 'customer.choose' });
    setPicking(null);
  };

  const addMaterial = () => {
    if (!customerChosen) return showErrorDialog(t`Please Select Customer !`);
    setPicking('material');
  };

  const save = async (draft: boolean) => {
    if (!customer) return showErrorDialog(t`Please Select Customer !`);
    if (draft && !actor.getSnapshot().can({ type: 'detail.draft' })) return showErrorDialog(i18n._(saveMessageLabels.noLines));
    // The wizard judges a Save (saveRules.ts, no lines included) and keeps its problem; the screen says it.
    const candidate = {
      returnType: 'NOREFNONMTKA' as const,
      reasonCode: header.reasonCode,
      remark: header.remark,
      transactionDate: header.transactionDate,
      lines: saveLinesOf(lines),
    };
    actor.send(draft ? { type: 'detail.draft' } : { type: 'detail.save', candidate });
    const { problem } = actor.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(saveMessageLabels[problem.code]));
    if (!actor.getSnapshot().hasTag('busy')) return;
    const body: Schemas['ReturnSave'] = {
      returnId: header.returnId,
      returnType: 'NOREFNONMTKA',
      dataSource: 'NONREF',
      draft,
      customerCode: customer.customerCode,
      plantCode: customer.plantCode,
      distributionChannel: customer.distChannel,
      invoiceNo: header.invoiceNo || null,
      reasonCode: header.reasonCode,
      reporter: header.reporter,
      customerPODate: header.customerPODate,
      transactionDate: header.transactionDate,
      remark: header.remark,
      po: header.po || null,
      items: itemsOf(lines),
    };
    await send(body);
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput label={t`Customer Code`} withAsterisk value={customer?.customerCode ?? ''} readOnly style={{ flex: 1 }} />
            {!header.returnId && (
              <Button variant="light" onClick={() => setPicking('customer')}>
                <Trans>Search Customer</Trans>
              </Button>
            )}
          </Group>
          <TextInput label={t`Customer Name`} value={customer?.customerName ?? ''} readOnly />
          <TextInput label={t`Sales Division`} value={customer?.salesDivision ?? ''} readOnly />
          <TextInput label={t`Distribution Channel`} value={customer?.distChannel ?? ''} readOnly />
          <TextInput label={t`Plant Code`} value={customer?.plantCode ?? ''} readOnly />
          <TextInput
            label={t`Invoice Ref Number`}
            value={header.invoiceNo}
            maxLength={35}
            onChange={(e) => setHeader({ ...header, invoiceNo: e.currentTarget.value })}
          />
          <TextInput label={t`Reporter`} value={header.reporter} maxLength={100} onChange={(e) => setHeader({ ...header, reporter: e.currentTarget.value })} />
          <Select
            label={t`Reason`}
            placeholder={t`Select Reason...`}
            data={reasons}
            value={header.reasonCode}
            onChange={(reasonCode) => setHeader({ ...header, reasonCode })}
            searchable
          />
          <DateField
            label={t`Customer Request Date`}
            value={header.customerPODate}
            onChange={(v) => setHeader({ ...header, customerPODate: v ?? todayInJakarta() })}
          />
          <DateField
            label={t`Reference Invoice Date`}
            clearable
            value={header.transactionDate}
            onChange={(transactionDate) => setHeader({ ...header, transactionDate })}
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
      <Group justify="space-between">
        <Button variant="light" onClick={addMaterial}>
          <Trans>Add Material</Trans>
        </Button>
        <SynchMenu />
      </Group>
      <NonReferenceLinesTable
        lines={lines}
        noPhoto={header.reasonCode === '132'}
        route={{ policy, returnType: 'NOREFNONMTKA', reasonCode: header.reasonCode }}
        onChange={update}
        onRemove={(key) => {
          setLines((all) => all.filter((x) => x.key !== key));
          actor.send({ type: 'line.remove' });
        }}
      />
      <SaveButtons
        busy={busy}
        leave={{ label: 'Back', onClick: () => void leave(() => void navigate({ to: '/new-return/non-rtv' })) }}
        onSave={(draft) => void save(draft)}
      />
      <CustomerPicker opened={picking === 'customer'} onClose={() => setPicking(null)} onChoose={chooseCustomer} />
      {customer && (
        <MaterialPicker
          customerCode={customer.customerCode}
          opened={picking === 'material'}
          onClose={() => setPicking(null)}
          onChoose={(m) => {
            setLines((all) => [...all, lineFromMaterial(m)]);
            actor.send({ type: 'material.add' });
            setPicking(null);
          }}
        />
      )}
    </Stack>
  );
}
