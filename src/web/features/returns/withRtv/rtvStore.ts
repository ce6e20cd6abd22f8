import type { Snapshot } from 'xstate';
import type { Schemas } from '../../../api/client.ts';
import { tabSlot } from '../../../ui/tabMemory.ts';
import type { MaterialCandidate } from '../MaterialPicker.tsx';

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

/** An edit screen's input, for the lines it was opened with (`key`), and as it was opened (`initial`). */
export interface EditMemory<F, L> {
  key: string;
  form: F;
  lines: L[];
  initial: string;
}

interface WithRtvMemory {
  machine: Snapshot<unknown> | null;
  headerForm: HeaderForm | null;
  header: RtvHeader | null;
  reference: ReferenceCandidate[];
  nonReference: MaterialCandidate[];
  referenceDetail: EditMemory<unknown, unknown> | null;
  nonReferenceDetail: EditMemory<unknown, unknown> | null;
}

const slot = tabSlot<WithRtvMemory>('withRtv');
const nothing: WithRtvMemory = {
  machine: null,
  headerForm: null,
  header: null,
  reference: [],
  nonReference: [],
  referenceDetail: null,
  nonReferenceDetail: null,
};

/**
 * The With RTV wizard's memory for this tab (the machine's persisted snapshot, the header typed or
 * saved, the lines gathered on the list, each edit screen's input): the header, the list and the
 * edit screens restore their own actor and input from it after Back, Forward and Reload.
 */
export const withRtvMemory = {
  read: (owner: string): WithRtvMemory => slot.read(owner) ?? nothing,
  keep: (owner: string, change: Partial<WithRtvMemory>) => slot.write(owner, { ...(slot.read(owner) ?? nothing), ...change }),
  forget: () => slot.clear(),
};

/** Which lines an edit screen was opened with: the list's, or a draft's. */
export const editKey = (from: { draftId: string | number } | { lines: readonly { uuid: string }[] }) =>
  'draftId' in from ? `draft:${from.draftId}` : `new:${from.lines.map((l) => l.uuid).join(',')}`;

/** The header of an RTV draft reopened. */
/** The RTV header a saved draft holds, as the wizard's header.save judges it (a reopened draft replays it). */
export const savedRtvHeader = (draft: Schemas['ReturnDocument']) => ({
  rtvNo: draft.rtvNo ?? null,
  rtvDate: draft.rtvDate ?? null,
  rtvReceivingDate: draft.rtvReceivingDate ?? null,
  customerCode: draft.customerCode,
});

export function headerOfDraft(draft: Schemas['ReturnDocument']): RtvHeader {
  return {
    returnId: draft.returnId,
    retNumber: draft.retNumber,
    rtvNo: draft.rtvNo ?? '',
    rtvDate: draft.rtvDate ?? '',
    rtvReceivingDate: draft.rtvReceivingDate ?? '',
    remarksRtv: draft.remarksRtv ?? '',
    customer: {
      customerCode: draft.customerCode,
      customerName: draft.customerName,
      salesDivision: null,
      distChannel: draft.distributionChannel ?? null,
      plantCode: draft.plantCode,
      plantName: draft.plantName,
      taxToNPWP: draft.taxToNPWP ?? null,
    },
  };
}
