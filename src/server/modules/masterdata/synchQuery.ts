import type { ErpPage } from '../integrations/index.ts';

/** A query value as the pull takes it: trimmed, and absent when blank. */
export const given = (value: string | undefined) => value?.trim() || undefined;

/**
 * limit and offset as the ERP takes them. The dialogs always send 0 and 0, which mean no limit
 * and no offset, so only other values are kept (and logged with the call).
 */
export function pageOf(query: { limit?: number; offset?: number }): ErpPage {
  return { ...(query.limit ? { limit: query.limit } : {}), ...(query.offset ? { offset: query.offset } : {}) };
}

/** The given (non-blank) query values, renamed from the query's names to the filter's. */
export function filterOf<F extends string>(query: Record<string, unknown>, names: Record<string, F>): Partial<Record<F, string>> {
  const filter: Partial<Record<F, string>> = {};
  for (const [queryName, field] of Object.entries(names)) {
    const value = given(query[queryName] as string | undefined);
    if (value) filter[field] = value;
  }
  return filter;
}
