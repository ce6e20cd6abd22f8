import type { ListAddress } from './listAddress.ts';

/**
 * A forms/ list's address (a lookup's or an administration screen's): each search field as text,
 * and the page and its size. Which fields the list searches is its schema's (the screen reads them
 * with its own rules); the route keeps what is text, so any schema's address survives a reload.
 */
export function formAddress(search: Record<string, unknown>): ListAddress<string> {
  const address: ListAddress<string> = {};
  for (const [name, value] of Object.entries(search)) {
    if (name === 'page' || name === 'size') {
      const n = Number(value);
      if (Number.isInteger(n) && n > 0) address[name] = n;
    } else if ((typeof value === 'string' && value.trim()) || typeof value === 'number' || typeof value === 'boolean') {
      address[name] = String(value);
    }
  }
  return address;
}
