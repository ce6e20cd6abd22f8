import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { nonReferenceWizard } from '../../../../../machines/returns/nonReferenceWizard.ts';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { SynchMenu } from '../../masterdata/index.ts';
import { CustomerPicker, type CustomerCandidate } from '../CustomerPicker.tsx';
import { MaterialPicker } from '../MaterialPicker.tsx';
import { saveMessageLabels } from '../saveMessageLabels.ts';
import type { CreationWizard, WizardScreenProps } from '../wizard/creationWizard.ts';
import {
  CustomerRequestDateField,
  HeaderGrid,
  ReasonField,
  ReferenceInvoiceDateField,
  RemarkField,
  ReporterField,
  ReturnPoField,
} from '../wizard/HeaderFields.tsx';
import { WizardPage } from '../wizard/WizardPage.tsx';
import { asEdit, editSlot, newKey } from '../wizard/wizardMemory.ts';
import { keptStart } from '../wizard/wizardStart.ts';
import { NonReferenceLinesTable } from './NonReferenceLinesTable.tsx';
import { lineFromMaterial, nonReferenceLines, type NonReferenceLine } from './nonReferenceLines.ts';
import { draftNonReferenceForm, newNonReferenceForm, nonReferenceMemory, type NonReferenceForm } from './nonReferenceStore.ts';

const customerMissing = msg`Please Select Customer !`;

/** The Non Reference wizard, one screen (every state of its machine is on it): a new return or a NOREFNONMTKA draft. */
const nonReference: CreationWizard<typeof nonReferenceWizard, NonReferenceForm, NonReferenceLine> = {
  name: 'Non Reference',
  machine: nonReferenceWizard,
  returnType: 'NOREFNONMTKA',
  atStep: () => true,
  memory: editSlot(nonReferenceMemory, 'edit'),
  lines: nonReferenceLines,
  // The screen as this tab left it for the same invoice (Reload), else a new one.
  startNew: ({ owner, fullName, invoice = '' }) => {
    const key = newKey([invoice]);
    const kept = keptStart(nonReference, owner, key);
    if (kept) return kept;
    nonReferenceMemory.forget();
    return { snapshot: null, edit: asEdit(key, newNonReferenceForm(invoice, fullName), []) };
  },
  draft: {
    replay: (draft) => [{ type: 'customer.choose' }, ...draft.items.map(() => ({ type: 'material.add' }) as const)],
    form: draftNonReferenceForm,
  },
  // A draft that cannot be opened leaves for the returns report.
  away: '/report-return/report-header',
  leave: { label: 'Back', to: '/new-return/non-rtv' },
  save: {
    refusal: ({ form, draft }, wizard) =>
      !form.customer ? customerMissing : draft && !wizard.can({ type: 'detail.draft' }) ? saveMessageLabels.noLines : null,
    body: (form) => ({
      returnId: form.returnId,
      dataSource: 'NONREF',
      // Save is refused without a customer (refusal).
      customerCode: form.customer!.customerCode,
      plantCode: form.customer!.plantCode,
      distributionChannel: form.customer!.distChannel,
      invoiceNo: form.invoiceNo || null,
      reasonCode: form.reasonCode,
      reporter: form.reporter,
      customerPODate: form.customerPODate,
      transactionDate: form.transactionDate,
      remark: form.remark,
      po: form.po || null,
    }),
    after: '/new-return/non-rtv',
  },
  Screen: NonReferenceScreen,
};

/**
 * /new-return/non-rtv/non-reference (optionally ?invoice= from the Without RTV search) and
 * /new-return/non-rtv/non-reference-draft?id= (a draft reopened): spec 001 §2.8, §2.9.
 */
export function NonReferencePage() {
  const search = useSearch({ from: '/app/non-reference' });
  return <WizardPage wizard={nonReference} opened={{ draftId: search.id, invoice: search.invoice }} />;
}

type Props = WizardScreenProps<typeof nonReferenceWizard, NonReferenceForm, NonReferenceLine>;

function NonReferenceScreen({ form, change, lines, setLines, changeLine, wizard, route, noPhoto, buttons }: Props) {
  const { t, i18n } = useLingui();
  const customerChosen = useSelector(wizard, (s) => s.hasTag('customerChosen'));
  const [picking, setPicking] = useState<'customer' | 'material' | null>(null);
  const { customer } = form;

  const chooseCustomer = (c: CustomerCandidate) => {
    change({
      customer: {
        customerCode: c.customerCode,
        customerName: c.customerName,
        salesDivision: c.salesDivision,
        distChannel: c.distChannel,
        plantCode: c.plantCode,
      },
    });
    setLines([]);
    wizard.send({ type: 'customer.choose' });
    setPicking(null);
  };

  const addMaterial = () => {
    if (!customerChosen) return showErrorDialog(i18n._(customerMissing));
    setPicking('material');
  };

  return (
    <>
      <HeaderGrid>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput label={t`Customer Code`} withAsterisk value={customer?.customerCode ?? ''} readOnly style={{ flex: 1 }} />
          {!form.returnId && (
            <Button variant="light" onClick={() => setPicking('customer')}>
              <Trans>Search Customer</Trans>
            </Button>
          )}
        </Group>
        <TextInput label={t`Customer Name`} value={customer?.customerName ?? ''} readOnly />
        <TextInput label={t`Sales Division`} value={customer?.salesDivision ?? ''} readOnly />
        <TextInput label={t`Distribution Channel`} value={customer?.distChannel ?? ''} readOnly />
        <TextInput label={t`Plant Code`} value={customer?.plantCode ?? ''} readOnly />
        <TextInput label={t`Invoice Ref Number`} value={form.invoiceNo} maxLength={35} onChange={(e) => change({ invoiceNo: e.currentTarget.value })} />
        <ReporterField form={form} change={change} />
        <ReasonField form={form} change={change} />
        <CustomerRequestDateField form={form} change={change} />
        <ReferenceInvoiceDateField form={form} change={change} />
        <ReturnPoField form={form} change={change} />
        <RemarkField form={form} change={change} />
      </HeaderGrid>
      <Group justify="space-between">
        <Button variant="light" onClick={addMaterial}>
          <Trans>Add Material</Trans>
        </Button>
        <SynchMenu />
      </Group>
      <NonReferenceLinesTable
        lines={lines}
        noPhoto={noPhoto}
        route={route}
        onChange={changeLine}
        onRemove={(key) => {
          setLines((all) => all.filter((x) => x.key !== key));
          wizard.send({ type: 'line.remove' });
        }}
      />
      {buttons}
      <CustomerPicker opened={picking === 'customer'} onClose={() => setPicking(null)} onChoose={chooseCustomer} />
      {customer && (
        <MaterialPicker
          customerCode={customer.customerCode}
          opened={picking === 'material'}
          onClose={() => setPicking(null)}
          onChoose={(m) => {
            setLines((all) => [...all, lineFromMaterial(m)]);
            wizard.send({ type: 'material.add' });
            setPicking(null);
          }}
        />
      )}
    </>
  );
}
