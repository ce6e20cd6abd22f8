import type { Snapshot } from 'xstate';
import type { Schemas } from '../../../api/client.ts';
import { tabSlot } from '../../../ui/tabMemory.ts';
import type { EditLine } from './editLines.ts';

export type Candidate = Schemas['InvoiceLineCandidate'];

export interface SearchFilters {
  invoiceNo: string;
  plants: string[];
  customerCode: string;
  batch: string;
  po: string;
  materialCode: string;
}

/** The search screen as the user left it: the form, the search run, the rows chosen (and what they are). */
export interface SearchState {
  filters: SearchFilters;
  query: SearchFilters | null;
  selection: Record<string, boolean>;
  chosen: Candidate[];
}

export interface DetailHeader {
  returnId: number | null;
  invoiceNo: string;
  taxInvoiceNo: string | null;
  transactionDate: string | null;
  plantCode: string;
  customerCode: string;
  customerName: string;
  reporter: string;
  remark: string;
  reasonCode: string | null;
  customerPODate: string;
  po: string;
}

/** The detail screen's input, for the lines it was opened with (`key`), and as it was opened (`initial`). */
export interface DetailState {
  key: string;
  header: DetailHeader;
  lines: EditLine[];
  initial: string;
}

interface WithoutRtvMemory {
  machine: Snapshot<unknown> | null;
  search: SearchState | null;
  detail: DetailState | null;
}

const slot = tabSlot<WithoutRtvMemory>('withoutRtv');
const nothing: WithoutRtvMemory = { machine: null, search: null, detail: null };

/**
 * The Without RTV wizard's memory for this tab (the machine's persisted snapshot, the search and
 * the detail's input): Back from the detail finds the search with its lines chosen, Forward and
 * Reload the detail with what was typed. Each screen restores its own actor from it.
 */
export const withoutRtvMemory = {
  read: (owner: string): WithoutRtvMemory => slot.read(owner) ?? nothing,
  keep: (owner: string, change: Partial<WithoutRtvMemory>) => slot.write(owner, { ...(slot.read(owner) ?? nothing), ...change }),
  forget: () => slot.clear(),
};

/** Which lines a detail was opened with: new lines by their invoice line, a draft by its id. */
export const detailKey = (from: { draftId: string } | { chosen: readonly Candidate[] }) =>
  'draftId' in from ? `draft:${from.draftId}` : `new:${from.chosen.map((c) => c.uuid).join(',')}`;
