import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { withRtvWizard } from '../../../../../machines/returns/withRtvWizard.ts';
import { todayInJakarta } from '../../../../shared/today.ts';
import { formatDate } from '../../../../shared/format.ts';
import { NonReferenceLinesTable } from '../nonReference/NonReferenceLinesTable.tsx';
import { lineFromMaterial, nonReferenceLines, type NonReferenceLine } from '../nonReference/nonReferenceLines.ts';
import { saveMessageLabels } from '../saveMessageLabels.ts';
import type { CreationWizard, WizardScreenProps } from '../wizard/creationWizard.ts';
import { CustomerRequestDateField, HeaderGrid, ReasonField, ReferenceInvoiceDateField, RemarkField, ReporterField } from '../wizard/HeaderFields.tsx';
import { WizardPage } from '../wizard/WizardPage.tsx';
import { editSlot } from '../wizard/wizardMemory.ts';
import { headerOfDraft, withRtvMemory, type RtvHeader } from './rtvStore.ts';
import { hasLines, replayRtvDraft, rtvHeaderSent, rtvTableStep, startTable } from './rtvTableStep.ts';

/** The edit screen's header fields (the lines are apart). */
interface Form {
  header: RtvHeader;
  reporter: string;
  reasonCode: string | null;
  customerPODate: string;
  transactionDate: string | null;
  remark: string;
}

/** With RTV's non-reference table at its edit step: the list's materials (Next), or a NONREFMTKA draft reopened. */
const nonReferenceStep: CreationWizard<typeof withRtvWizard, Form, NonReferenceLine> = {
  ...rtvTableStep,
  name: 'With RTV non-reference',
  returnType: 'NONREFMTKA',
  atStep: (s) => s.hasTag('nonReferenceDetail'),
  memory: editSlot(withRtvMemory, 'nonReferenceDetail'),
  lines: nonReferenceLines,
  startNew: ({ owner, fullName }) =>
    startTable(nonReferenceStep, owner, 'nonReference', (header, nonReference) => ({
      form: { header, reporter: fullName, reasonCode: null, customerPODate: todayInJakarta(), transactionDate: null, remark: '' },
      lines: nonReference.map(lineFromMaterial),
    })),
  draft: {
    opens: hasLines,
    replay: replayRtvDraft('nonReference'),
    form: (draft, fullName) => ({
      header: headerOfDraft(draft),
      reporter: draft.reporter ?? fullName,
      reasonCode: draft.reasonCode ?? null,
      customerPODate: draft.customerPODate ?? todayInJakarta(),
      transactionDate: draft.transactionDate ?? null,
      remark: draft.remark ?? '',
    }),
  },
  save: {
    // The wizard's save checks take no lines here: a draft without any is refused first.
    refusal: ({ lines, draft }) => (draft && !lines.length ? saveMessageLabels.noLines : null),
    body: (form) => ({
      ...rtvHeaderSent(form.header),
      dataSource: 'NONREF',
      reasonCode: form.reasonCode,
      reporter: form.reporter,
      customerPODate: form.customerPODate,
      transactionDate: form.transactionDate,
      remark: form.remark,
    }),
    after: '/new-return/with-rtv',
  },
  Screen: NonReferenceScreen,
};

/**
 * /new-return/with-rtv/non-ref (the non-reference lines of the list, by Next; ?id= reopens such a
 * draft): spec 001 §2.5. Without lines it goes back to /new-return/with-rtv.
 */
export function WithRtvNonRefPage() {
  const search = useSearch({ from: '/app/with-rtv' });
  return <WizardPage wizard={nonReferenceStep} opened={{ draftId: search.id }} />;
}

type Props = WizardScreenProps<typeof withRtvWizard, Form, NonReferenceLine>;

function NonReferenceScreen({ form, change, lines, setLines, changeLine, route, noPhoto, buttons }: Props) {
  const { t } = useLingui();
  const { header } = form;
  const { customer } = header;
  return (
    <>
      <HeaderGrid>
        <TextInput label={t`RTV Number`} readOnly value={header.rtvNo} />
        <TextInput label={t`RTV Date`} readOnly value={formatDate(header.rtvDate)} />
        <TextInput label={t`Customer Name`} readOnly value={customer.customerName} />
        <TextInput label={t`Customer Code`} readOnly value={customer.customerCode} />
        <TextInput label={t`Distribution Channel`} readOnly value={customer.distChannel ?? ''} />
        <TextInput label={t`Plant Code`} readOnly value={customer.plantCode} />
        <ReporterField form={form} change={change} />
        <ReasonField form={form} change={change} />
        <CustomerRequestDateField form={form} change={change} />
        <ReferenceInvoiceDateField form={form} change={change} />
        <RemarkField form={form} change={change} rtv />
      </HeaderGrid>
      <NonReferenceLinesTable
        lines={lines}
        noPhoto={noPhoto}
        route={route}
        onChange={changeLine}
        onRemove={(key) => setLines((all) => all.filter((l) => l.key !== key))}
      />
      {buttons}
    </>
  );
}
