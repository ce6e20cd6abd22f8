import { listAddress, type ListAddress } from './listAddress.ts';

/**
 * A forms/ list's address (a lookup's or an administration screen's). Which fields the list
 * searches is its schema's, which the route does not know: the route keeps every field of the
 * address by the rules of a list's address (ui/listAddress.ts), and the screen reads its own
 * fields from it.
 */
export function formAddress(search: Record<string, unknown>): ListAddress<string> {
  return listAddress(Object.keys(search).filter((name) => name !== 'page' && name !== 'size')).validate(search);
}

/** A record in the address (?id=): the draft a creation screen opens, the old SAP line a detail shows. */
export function recordIdAddress(search: Record<string, unknown>): { id?: number } {
  const id = Number(search.id);
  return Number.isInteger(id) && id > 0 ? { id } : {};
}
