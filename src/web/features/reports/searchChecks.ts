import type { HeaderSearch } from './headerSearch.ts';
import type { headerMessages } from './headerMessageLabels.ts';
import type { HeaderRow } from './headerColumns.tsx';
import { lifecycleOf } from '../returns/index.ts';

type Problem = keyof typeof headerMessages;

/**
 * What a search needs (spec 000 §5), as the server checks it too: a plant, and a client when the
 * user has the Clients filter and a profile of several clients. The Excel download also needs
 * both registration dates.
 */
export function searchProblem(search: HeaderSearch, clientsRequired: boolean, forExcel = false): Problem | null {
  if (forExcel && (!search.startDate || !search.endDate)) return 'registrationDate';
  if (!search.plantCode) return 'selectPlant';
  if (clientsRequired && !search.clientCode) return 'selectClient';
  return null;
}

/**
 * Why the chosen rows cannot be printed (spec 000 §5), or null: none chosen; a draft; a return
 * whose lifecycle takes no print now (it is not at CD, CW or the end).
 */
export function printProblem(rows: readonly HeaderRow[]): Problem | null {
  if (!rows.length) return 'selectRowFirst';
  const lifecycles = rows.map(lifecycleOf);
  if (lifecycles.some((l) => l.matches('draft'))) return 'draftNotPrintable';
  if (!lifecycles.every((l) => l.can({ type: 'fpre.print' }))) return 'notPrintable';
  return null;
}
