import type { Snapshot } from 'xstate';
import { tabSlot } from '../../../ui/tabMemory.ts';
import type { NonReferenceLine } from './nonReferenceLines.ts';

export interface NonReferenceCustomer {
  customerCode: string;
  customerName: string;
  salesDivision: string | null;
  distChannel: string | null;
  plantCode: string;
}

export interface NonReferenceHeader {
  returnId: number | null;
  invoiceNo: string;
  reporter: string;
  reasonCode: string | null;
  customerPODate: string;
  transactionDate: string | null;
  remark: string;
  po: string;
}

/** The screen's input as the user left it, for the return it was opened for (`key`), and as it was opened (`initial`). */
export interface NonReferenceInput {
  key: string;
  customer: NonReferenceCustomer | null;
  header: NonReferenceHeader;
  lines: NonReferenceLine[];
  initial: string;
}

interface NonReferenceMemory {
  machine: Snapshot<unknown> | null;
  input: NonReferenceInput | null;
}

const slot = tabSlot<NonReferenceMemory>('nonReference');
const nothing: NonReferenceMemory = { machine: null, input: null };

/** The Non Reference wizard's memory for this tab (its persisted snapshot and the input): Reload restores the screen. */
export const nonReferenceMemory = {
  read: (owner: string): NonReferenceMemory => slot.read(owner) ?? nothing,
  keep: (owner: string, change: Partial<NonReferenceMemory>) => slot.write(owner, { ...(slot.read(owner) ?? nothing), ...change }),
  forget: () => slot.clear(),
};

/** Which return the screen is for: a draft by its id, a new one by the invoice the Without RTV search passed. */
export const inputKey = (search: { id?: string | number; invoice?: string }) => (search.id ? `draft:${search.id}` : `new:${search.invoice ?? ''}`);

export const asInput = (key: string, customer: NonReferenceCustomer | null, header: NonReferenceHeader, lines: NonReferenceLine[]): NonReferenceInput => ({
  key,
  customer,
  header,
  lines,
  initial: JSON.stringify({ customer, header, lines }),
});
