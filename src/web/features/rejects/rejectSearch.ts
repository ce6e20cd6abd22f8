import { emptyRejectSearch, type RejectSearch } from './rejectFlowStore.ts';

/** Reject Return's list in the address: the filled filters and the page (/reject-return?customerName=Apotek&page=2). */
export type RejectListSearch = Partial<RejectSearch> & { page?: number; size?: number };

const filterNames = Object.keys(emptyRejectSearch) as (keyof RejectSearch)[];
const pageSizes = [10, 20, 30, 40, 50];

/** The route's validateSearch: keeps the known filters that are filled, a page from 2 and a size the table offers. */
export function rejectListSearch(search: Record<string, unknown>): RejectListSearch {
  const valid: RejectListSearch = {};
  for (const name of filterNames) {
    const value = search[name];
    if (typeof value === 'string' && value.trim()) valid[name] = value;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) valid.page = page;
  const size = Number(search.size);
  if (pageSizes.includes(size) && size !== 10) valid.size = size;
  return valid;
}

/** The filters of an address, every one present. */
export const filtersOf = (search: RejectListSearch): RejectSearch => ({ ...emptyRejectSearch, ...Object.fromEntries(filterNames.flatMap((name) => (search[name] ? [[name, search[name]]] : []))) });
