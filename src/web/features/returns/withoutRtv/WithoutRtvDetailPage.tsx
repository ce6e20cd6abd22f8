import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { withoutRtvWizard } from '../../../../../machines/returns/withoutRtvWizard.ts';
import { BatchChangeDialog } from '../BatchChangeDialog.tsx';
import type { CreationWizard, WizardScreenProps } from '../wizard/creationWizard.ts';
import { CustomerRequestDateField, HeaderGrid, ReasonField, RemarkField, ReporterField, ReturnPoField } from '../wizard/HeaderFields.tsx';
import { WizardPage } from '../wizard/WizardPage.tsx';
import { editSlot } from '../wizard/wizardMemory.ts';
import { startAfter } from '../wizard/wizardStart.ts';
import { DetailLinesTable } from './DetailLinesTable.tsx';
import { draftDetailHeader, newDetailHeader, type DetailHeader } from './detailHeader.ts';
import { editLines, fromCandidate, withBatch, type EditLine } from './editLines.ts';
import { withoutRtvMemory } from './wizardStore.ts';

/** The Without RTV wizard's detail step: the lines chosen on the search, or a NONMTKA draft reopened. */
const detail: CreationWizard<typeof withoutRtvWizard, DetailHeader, EditLine> = {
  name: 'Without RTV',
  machine: withoutRtvWizard,
  returnType: 'NONMTKA',
  atStep: (s) => s.hasTag('detail'),
  memory: editSlot(withoutRtvMemory, 'edit'),
  lines: editLines,
  startNew: ({ owner, fullName }) => {
    const chosen = withoutRtvMemory.read(owner).search?.chosen ?? [];
    return startAfter(
      detail,
      owner,
      chosen,
      (s) => (s.matches('choosing') ? { type: 'wizard.next' } : null),
      () => ({ form: newDetailHeader(chosen[0]!, fullName), lines: chosen.map(fromCandidate) }),
    );
  },
  draft: {
    replay: (draft) => [{ type: 'search.found' }, { type: 'lines.select', count: draft.items.length }, { type: 'wizard.next' }],
    form: draftDetailHeader,
  },
  away: '/new-return/non-rtv',
  leave: { label: 'Cancel', to: '/new-return/with-rtv', event: { type: 'wizard.cancel' } },
  gatheredOn: '/new-return/non-rtv',
  save: {
    body: (header) => ({
      returnId: header.returnId,
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
    }),
    after: '/new-return/non-rtv',
  },
  Screen: DetailScreen,
};

/** /new-return/non-rtv/non-rtv-detail[/{returnId}]: edit the chosen lines, then Draft or Save (spec 001 §2.7). */
export function WithoutRtvDetailPage() {
  const id = useParams({ from: '/app/new-return/non-rtv/non-rtv-detail/$id', shouldThrow: false })?.id;
  return <WizardPage wizard={detail} opened={{ draftId: id }} />;
}

type Props = WizardScreenProps<typeof withoutRtvWizard, DetailHeader, EditLine>;

function DetailScreen({ form, change, lines, changeLine, route, noPhoto, buttons }: Props) {
  const { t } = useLingui();
  const [changingBatch, setChangingBatch] = useState<EditLine | null>(null);
  return (
    <>
      <HeaderGrid>
        <TextInput label={t`Invoice Ref Number`} value={form.invoiceNo} readOnly />
        <TextInput label={t`Tax Invoice Number`} value={form.taxInvoiceNo ?? ''} readOnly />
        <TextInput label={t`Plant`} value={form.plantCode} readOnly />
        <TextInput label={t`Customer`} value={`${form.customerCode} - ${form.customerName}`} readOnly />
        <ReporterField form={form} change={change} />
        <ReasonField form={form} change={change} />
        <CustomerRequestDateField form={form} change={change} />
        <ReturnPoField form={form} change={change} />
        <RemarkField form={form} change={change} />
      </HeaderGrid>
      <DetailLinesTable lines={lines} noPhoto={noPhoto} route={route} onChange={changeLine} onChangeBatch={setChangingBatch} />
      {buttons}
      <BatchChangeDialog line={changingBatch} onClose={() => setChangingBatch(null)} onChange={(line, b) => changeLine(line.key, (x) => withBatch(x, b))} />
    </>
  );
}
