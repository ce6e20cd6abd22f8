import type { Snapshot } from 'xstate';
import type { Schemas } from '../../../api/client.ts';
import { wizardMemory, type EditMemory } from '../wizard/wizardMemory.ts';
import type { DetailHeader } from './detailHeader.ts';
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

interface WithoutRtvMemory {
  machine: Snapshot<unknown> | null;
  search: SearchState | null;
  /** The detail's input (wizard/wizardMemory.ts). */
  edit: EditMemory<DetailHeader, EditLine> | null;
}

/**
 * The Without RTV wizard's memory for this tab (the machine's persisted snapshot, the search and
 * the detail's input): Back from the detail finds the search with its lines chosen, Forward and
 * Reload the detail with what was typed. Each screen restores its own actor from it.
 */
export const withoutRtvMemory = wizardMemory<WithoutRtvMemory>('withoutRtv', { machine: null, search: null, edit: null });
