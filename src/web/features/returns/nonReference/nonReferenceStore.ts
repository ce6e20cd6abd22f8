import type { Snapshot } from 'xstate';
import { todayInJakarta } from '../../../../shared/today.ts';
import type { Schemas } from '../../../api/client.ts';
import { draftCustomer } from '../wizard/fromDraft.ts';
import { wizardMemory, type EditMemory } from '../wizard/wizardMemory.ts';
import type { NonReferenceLine } from './nonReferenceLines.ts';

export interface NonReferenceCustomer {
  customerCode: string;
  customerName: string;
  salesDivision: string | null;
  distChannel: string | null;
  plantCode: string;
}

/** The screen's form: the customer chosen and the return's header. */
export interface NonReferenceForm {
  customer: NonReferenceCustomer | null;
  returnId: number | null;
  invoiceNo: string;
  reporter: string;
  reasonCode: string | null;
  customerPODate: string;
  transactionDate: string | null;
  remark: string;
  po: string;
}

interface NonReferenceMemory {
  machine: Snapshot<unknown> | null;
  /** The screen's input (wizard/wizardMemory.ts). */
  edit: EditMemory<NonReferenceForm, NonReferenceLine> | null;
}

/** The Non Reference wizard's memory for this tab (its persisted snapshot and the input): Reload restores the screen. */
export const nonReferenceMemory = wizardMemory<NonReferenceMemory>('nonReference', { machine: null, edit: null });

/** A new return's form, for the invoice the Without RTV search passed on (or none). */
export const newNonReferenceForm = (invoiceNo: string, reporter: string): NonReferenceForm => ({
  customer: null,
  returnId: null,
  invoiceNo,
  reporter,
  reasonCode: null,
  customerPODate: todayInJakarta(),
  transactionDate: null,
  remark: '',
  po: '',
});

/** A draft's form, with everything it held. */
export const draftNonReferenceForm = (draft: Schemas['ReturnDocument'], fullName: string): NonReferenceForm => ({
  customer: draftCustomer(draft),
  returnId: draft.returnId,
  invoiceNo: draft.invoiceNo ?? '',
  reporter: draft.reporter ?? fullName,
  reasonCode: draft.reasonCode ?? null,
  customerPODate: draft.customerPODate ?? todayInJakarta(),
  transactionDate: draft.transactionDate ?? null,
  remark: draft.remark ?? '',
  po: draft.po ?? '',
});
