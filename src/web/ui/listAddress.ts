/** A list in the address: its filled filters and its page (/reject-return?customerName=Apotek&page=2). */
export type ListAddress<F extends string> = Partial<Record<F, string>> & { page?: number; size?: number };

/** The page sizes a list offers (spec 000 §9), and the one it starts with. */
export interface PageSizes {
  pageSizes: readonly number[];
  defaultSize: number;
}

export const standardPageSizes: PageSizes = { pageSizes: [10, 20, 30, 40, 50], defaultSize: 10 };

/**
 * The address of a list with the filters `names`: `validate` is the route's validateSearch (keeps
 * the known filters that are filled, a page from 2 and a size the table offers other than its
 * first), `filtersOf` the filters of an address, every one present. So a list can be bookmarked,
 * shared and reloaded, and Back and Forward show its searches.
 */
export function listAddress<F extends string>(names: readonly F[], { pageSizes, defaultSize }: PageSizes = standardPageSizes) {
  const validate = (search: Record<string, unknown>): ListAddress<F> => {
    const valid: ListAddress<F> = {};
    for (const name of names) {
      // The router reads ?invoiceNo=9000000010 typed by hand as a number (its own links quote it).
      const raw = search[name];
      const value = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
      if (typeof value === 'string' && value.trim()) (valid as Record<string, string>)[name] = value;
    }
    const page = Number(search.page);
    if (Number.isInteger(page) && page > 1) valid.page = page;
    const size = Number(search.size);
    if (pageSizes.includes(size) && size !== defaultSize) valid.size = size;
    return valid;
  };
  const filtersOf = (address: ListAddress<F>): Record<F, string> =>
    Object.fromEntries(names.map((name) => [name, (address as Record<string, string | undefined>)[name] ?? ''])) as Record<F, string>;
  /** The page an address shows, as the table asks it of the server (and the route's loader before it). */
  const pageOf = (address: ListAddress<F>) => ({ pageNo: address.page ?? 1, pageSize: address.size ?? defaultSize });
  return { validate, filtersOf, pageOf, pageSizes, defaultSize };
}
