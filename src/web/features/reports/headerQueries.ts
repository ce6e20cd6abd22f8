import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/DataTable.tsx';
import { keptForItsScreen, pageQuery } from '../../ui/pageQuery.ts';
import { queryOptions } from '@tanstack/react-query';
import { headerQuery, type HeaderSearch } from './headerSearch.ts';
import { pageOf } from '../../api/pageOf.ts';
import type { SortFieldOf } from '../../../shared/sortFields.ts';

/** The list's operation: the first part of its cache key. */
export const headerListOperation = 'GET /return';

/** The cache key of the Report Header for these filters (DataTable adds the page and the order). */
export const headerListKey = (search: HeaderSearch) => [headerListOperation, headerQuery(search)] as const;

/** One page of the Report Header (GET /return), in the order the table asks. */
export async function fetchHeaderPage(search: HeaderSearch, { pageNo, pageSize, sortBy, sortDir, after }: PageRequest) {
  // The table's column ids are the row fields the contract lets it sort by.
  const order = sortBy ? { sortBy: sortBy as SortFieldOf<'listReturns'>, sortDir: sortDir ?? 'asc' } : {};
  return pageOf(await api.GET('/return', { params: { query: { ...headerQuery(search), ...order, pageNo, pageSize, ...(after ? { after } : {}) } } }));
}

/** The page an address shows, as a query: the route loads it, the list finds it. */
export const headerPage = (search: HeaderSearch, request: PageRequest) => pageQuery(headerListKey(search), (asked) => fetchHeaderPage(search, asked), request);

/** A return's header detail (GET /return/{id}/header-detail); null when it cannot be read. Read by the route's loader for the screen, not kept once no screen shows it. */
export const headerDetailQuery = (returnId: number) =>
  queryOptions({
    queryKey: ['GET /return/{id}/header-detail', returnId],
    queryFn: async () => (await api.GET('/return/{id}/header-detail', { params: { path: { id: returnId } } })).data ?? null,
    ...keptForItsScreen,
  });
