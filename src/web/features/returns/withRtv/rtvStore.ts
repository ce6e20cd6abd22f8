import type { Snapshot } from 'xstate';
import type { Schemas } from '../../../api/client.ts';
import type { MaterialCandidate } from '../MaterialPicker.tsx';
import { draftCustomer } from '../wizard/fromDraft.ts';
import { wizardMemory, type EditMemory } from '../wizard/wizardMemory.ts';

export type ReferenceCandidate = Schemas['InvoiceLineCandidate'];

/** The RTV header as saved (a draft), with the customer it names. */
export interface RtvHeader {
  returnId: number | null;
  /** The draft's number (DRF…), shown once the header is saved. */
  retNumber: string | null;
  rtvNo: string;
  rtvDate: string;
  rtvReceivingDate: string;
  remarksRtv: string;
  customer: {
    customerCode: string;
    customerName: string;
    salesDivision: string | null;
    distChannel: string | null;
    plantCode: string;
    plantName: string | null;
    taxToNPWP: string | null;
  };
}

/** The header screen's input before it is saved. */
export type HeaderForm = Omit<RtvHeader, 'returnId' | 'retNumber' | 'customer'> & { customer: RtvHeader['customer'] | null };

interface WithRtvMemory {
  machine: Snapshot<unknown> | null;
  headerForm: HeaderForm | null;
  header: RtvHeader | null;
  reference: ReferenceCandidate[];
  nonReference: MaterialCandidate[];
  referenceDetail: EditMemory<unknown, unknown> | null;
  nonReferenceDetail: EditMemory<unknown, unknown> | null;
}

/**
 * The With RTV wizard's memory for this tab (the machine's persisted snapshot, the header typed or
 * saved, the lines gathered on the list, each edit screen's input): the header, the list and the
 * edit screens restore their own actor and input from it after Back, Forward and Reload.
 */
export const withRtvMemory = wizardMemory<WithRtvMemory>('withRtv', {
  machine: null,
  headerForm: null,
  header: null,
  reference: [],
  nonReference: [],
  referenceDetail: null,
  nonReferenceDetail: null,
});

/** The RTV header a saved draft holds, as the wizard's header.save judges it (a reopened draft replays it). */
export const savedRtvHeader = (draft: Schemas['ReturnDocument']) => ({
  rtvNo: draft.rtvNo ?? null,
  rtvDate: draft.rtvDate ?? null,
  rtvReceivingDate: draft.rtvReceivingDate ?? null,
  customerCode: draft.customerCode,
});

/** The header of an RTV draft reopened. */
export function headerOfDraft(draft: Schemas['ReturnDocument']): RtvHeader {
  return {
    returnId: draft.returnId,
    retNumber: draft.retNumber,
    rtvNo: draft.rtvNo ?? '',
    rtvDate: draft.rtvDate ?? '',
    rtvReceivingDate: draft.rtvReceivingDate ?? '',
    remarksRtv: draft.remarksRtv ?? '',
    customer: { ...draftCustomer(draft), plantName: draft.plantName, taxToNPWP: draft.taxToNPWP ?? null },
  };
}
