import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { withRtvWizard } from '../../../../../machines/returns/withRtvWizard.ts';
import { changeFlagsOf } from '../../../../../machines/returns/changeFlags.ts';
import { copyLine } from '../../../../../machines/returns/lineChanges.ts';
import { api } from '../../../api/client.ts';
import { showConfirmDialog } from '../../../ui/dialogs.tsx';
import { formatDate } from '../../../../shared/format.ts';
import { BatchChangeDialog } from '../BatchChangeDialog.tsx';
import { CustomerPicker, type CustomerCandidate } from '../CustomerPicker.tsx';
import { withBatch } from '../withoutRtv/editLines.ts';
import type { CreationWizard, WizardScreenProps } from '../wizard/creationWizard.ts';
import { HeaderGrid, ReasonField, RemarkField, ReporterField } from '../wizard/HeaderFields.tsx';
import { WizardPage } from '../wizard/WizardPage.tsx';
import { editSlot } from '../wizard/wizardMemory.ts';
import { MaterialChangeDialog, NetPriceChangeDialog } from './LineChangeDialogs.tsx';
import { RtvDetailLinesTable, type LineEdit } from './RtvDetailLinesTable.tsx';
import { fromReference, rtvEditLines, withMaterial, withNetPrice, yesNo, type RtvEditLine } from './rtvEditLines.ts';
import { headerOfDraft, withRtvMemory, type RtvHeader } from './rtvStore.ts';
import { hasLines, replayRtvDraft, rtvHeaderSent, rtvTableStep, startTable } from './rtvTableStep.ts';

/** The edit screen's header fields (the lines are apart). */
interface Form {
  header: RtvHeader;
  /** The customer the lines were invoiced to, when the return was moved to another one. */
  oldCustomer: { customerCode: string; customerName: string; plantCode: string; plantName: string | null } | null;
  reporter: string;
  reasonCode: string | null;
  remark: string;
}

/** The customer a moved return's lines were invoiced to, as the lookup has it (its code alone when the lookup has it no more). */
async function customerOf(customerCode: string) {
  const { data } = await api.GET('/return/lookup/customers', { params: { query: { customerCode, pageNo: 1, pageSize: 1 } } });
  const c = data?.data[0];
  return c
    ? { customerCode: c.customerCode, customerName: c.customerName, plantCode: c.plantCode, plantName: c.plantName }
    : { customerCode, customerName: '', plantCode: '', plantName: null };
}

/** With RTV's reference table at its edit step: the list's reference lines (Next), or an MTKA draft reopened. */
const referenceStep: CreationWizard<typeof withRtvWizard, Form, RtvEditLine> = {
  ...rtvTableStep,
  name: 'With RTV reference',
  returnType: 'MTKA',
  atStep: (s) => s.hasTag('referenceDetail'),
  memory: editSlot(withRtvMemory, 'referenceDetail'),
  lines: rtvEditLines,
  startNew: ({ owner, fullName }) =>
    startTable(referenceStep, owner, 'reference', (header, reference) => ({
      form: { header, oldCustomer: null, reporter: fullName, reasonCode: null, remark: '' },
      lines: reference.map(fromReference),
    })),
  draft: {
    opens: hasLines,
    replay: replayRtvDraft('reference'),
    form: async (draft, fullName) => ({
      header: headerOfDraft(draft),
      oldCustomer: draft.customerCodeOld ? await customerOf(draft.customerCodeOld) : null,
      reporter: draft.reporter ?? fullName,
      reasonCode: draft.reasonCode ?? null,
      remark: draft.remark ?? '',
    }),
  },
  save: {
    body: (form, lines) => {
      const { customer } = form.header;
      const old = { customerCodeOld: form.oldCustomer?.customerCode ?? null, plantCodeOld: form.oldCustomer?.plantCode ?? null };
      const flags = changeFlagsOf({
        returnType: 'MTKA',
        plantCode: customer.plantCode,
        customerCode: customer.customerCode,
        ...old,
        lines: lines.map((l) => ({ ...l, reference: true })),
      });
      return {
        ...rtvHeaderSent(form.header),
        ...old,
        reasonCode: form.reasonCode,
        remark: form.remark,
        reporter: form.reporter,
        isBm: yesNo(flags.isBm),
        addLine: yesNo(flags.addLine),
        isChanges: yesNo(flags.isChanges),
      };
    },
    after: '/new-return/with-rtv',
  },
  Screen: ReferenceScreen,
};

/**
 * /new-return/with-rtv/detail (the reference lines of the list, by Next) and
 * /new-return/with-rtv/draft/detail?id= (an RTV draft reopened): spec 001 §2.3, §2.4.
 */
export function WithRtvDetailPage() {
  const search = useSearch({ from: '/app/with-rtv' });
  return <WizardPage wizard={referenceStep} opened={{ draftId: search.id }} />;
}

/** Keys of the lines' copies (add Batch), new for the page's life. */
let copies = 0;

type Props = WizardScreenProps<typeof withRtvWizard, Form, RtvEditLine>;

function ReferenceScreen({ form, change, lines, setLines, changeLine, route, noPhoto, buttons }: Props) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<{ kind: LineEdit; line: RtvEditLine } | { kind: 'customer' } | null>(null);
  const { customer } = form.header;
  const lineOf = (kind: LineEdit) => (dialog && dialog.kind === kind ? dialog.line : null);

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
        const { customerCode, customerName, salesDivision, distChannel, plantCode, plantName, taxToNPWP } = c;
        change({
          oldCustomer: c.customerCode !== from.customerCode ? from : null,
          header: { ...form.header, customer: { customerCode, customerName, salesDivision, distChannel, plantCode, plantName, taxToNPWP } },
        });
        setDialog(null);
      },
    );
  };

  return (
    <>
      <HeaderGrid>
        <TextInput label={t`RTV Number`} readOnly value={form.header.rtvNo} />
        <TextInput label={t`RTV Date`} readOnly value={formatDate(form.header.rtvDate)} />
        <TextInput label={t`RTV Receiving Date`} readOnly value={formatDate(form.header.rtvReceivingDate)} />
        <TextInput label={t`Plant Name`} readOnly value={`${customer.plantCode} ${customer.plantName ?? ''}`.trim()} />
        <ReporterField form={form} change={change} />
        {form.oldCustomer && (
          <>
            <TextInput label={t`Old Customer Code`} readOnly value={form.oldCustomer.customerCode} />
            <TextInput label={t`Old Customer Name`} readOnly value={form.oldCustomer.customerName} />
            <TextInput label={t`Old Plant Name`} readOnly value={`${form.oldCustomer.plantCode} ${form.oldCustomer.plantName ?? ''}`.trim()} />
          </>
        )}
        <TextInput label={t`Customer Name`} readOnly value={customer.customerName} />
        <TextInput label={t`Customer Code`} readOnly value={customer.customerCode} />
        <ReasonField form={form} change={change} />
        <RemarkField form={form} change={change} rtv />
      </HeaderGrid>
      <RtvDetailLinesTable
        lines={lines}
        noPhoto={noPhoto}
        route={route}
        onChange={changeLine}
        onEdit={(kind, line) => setDialog({ kind, line })}
        onCopy={(key) => setLines((all) => copyLine(all, key, `copy-${copies++}`))}
      />
      <Group justify="space-between">
        <Button variant="light" onClick={() => setDialog({ kind: 'customer' })}>
          <Trans>Change Customer</Trans>
        </Button>
        {buttons}
      </Group>
      <MaterialChangeDialog line={lineOf('material')} onClose={() => setDialog(null)} onChange={(line, m) => changeLine(line.key, (x) => withMaterial(x, m))} />
      <BatchChangeDialog line={lineOf('batch')} onClose={() => setDialog(null)} onChange={(line, b) => changeLine(line.key, (x) => withBatch(x, b))} />
      <NetPriceChangeDialog
        line={lineOf('netPrice')}
        onClose={() => setDialog(null)}
        onChange={(line, price) => changeLine(line.key, (x) => withNetPrice(x, price))}
      />
      <CustomerPicker opened={dialog?.kind === 'customer'} onClose={() => setDialog(null)} onChoose={changeCustomer} />
    </>
  );
}
