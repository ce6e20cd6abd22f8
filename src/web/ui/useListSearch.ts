import { useMemo, useState } from 'react';
import type { ListAddress } from './listAddress.ts';
import { withoutSpaces } from '../../shared/codes.ts';

/** What listAddress(names) gives a list: its route's validateSearch and the filters of an address. */
export interface ListAddressRules<F extends string> {
  validate: (search: Record<string, unknown>) => ListAddress<F>;
  filtersOf: (address: ListAddress<F>) => Record<F, string>;
}

const named = (address: object) => Object.keys(address).length > 0;

/** The filters a list searches with: its address's, and a return number in its path (/chief-delivery/{id}) without spaces (the screen's and its route loader's alike). */
export const listFiltersOf = <F extends string>(rules: ListAddressRules<F>, address: ListAddress<F>, retNumber?: string): Record<F, string> =>
  rules.filtersOf(retNumber ? { ...address, retNumber: withoutSpaces(retNumber) } : address);

/**
 * A list screen's search, read from its route's search (`routeSearch`): `query` is what the server is asked (a return
 * number in the path searches for that return), and stays the same object while the filters do,
 * so a page change is not a new search; `search` is the filters being edited, which follow the
 * address when Back and Forward change it under the screen (`formStart` fills in what the form
 * starts with where the address has no filter).
 */
export function useListSearch<F extends string>(
  rules: ListAddressRules<F>,
  routeSearch: Record<string, unknown>,
  retNumber?: string,
  formStart: (query: Record<F, string>) => Record<F, string> = (query) => query,
) {
  const address = rules.validate(routeSearch);
  const filters = JSON.stringify(listFiltersOf(rules, address, retNumber));
  const query = useMemo(() => JSON.parse(filters) as Record<F, string>, [filters]);
  // `formStart` fills what the form starts with where the address says nothing (a list's default plants).
  const [search, setSearch] = useState(() => formStart(query));
  // A new address starts the form again, in the render that sees it: an effect did it after the
  // screen's first render too, and a new object from `formStart` rendered the whole list again at
  // once (Report Details' form and table, inside the screen's first long task on a phone).
  const [searchOf, setSearchOf] = useState(query);
  if (searchOf !== query) {
    setSearchOf(query);
    setSearch(formStart(query));
  }
  return { address, query, search, setSearch };
}

/**
 * Where a list arriving at an address without a search goes instead (`remembered()`, e.g. the
 * user's last search), or null. Only on arrival: once there, an empty address is the user's own
 * search for everything. The caller replaces the address with it, so the address stays the truth.
 */
export function useListStart<F extends string>(address: ListAddress<F>, remembered: () => ListAddress<F> | null): ListAddress<F> | null {
  const [start, setStart] = useState(() => {
    const wanted = named(address) ? null : remembered();
    return wanted && named(wanted) ? wanted : null;
  });
  // Arrived: from now on the address says the search.
  if (start && named(address)) setStart(null);
  return start;
}
