import { api } from '../../api/client.ts';
import { pageOf } from '../../api/pageOf.ts';
import type { PageRequest } from '../../ui/DataTable.tsx';
import { pageQuery } from '../../ui/pageQuery.ts';
import type { WarehouseSearch } from './warehouseSearch.ts';

/** The list's query: the filled filters. */
function listQuery({ typeReturn, ...text }: WarehouseSearch) {
  const filled = Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim())) as Partial<Omit<WarehouseSearch, 'typeReturn'>>;
  return { ...filled, ...(typeReturn ? { typeReturn: typeReturn as 'MTKA' | 'NON MTKA' } : {}) };
}

/** The cache key of the list for these filters (DataTable adds the page). */
export const warehouseListKey = (query: WarehouseSearch) => ['GET /return/warehouse', listQuery(query)] as const;

/** One page of Chief Warehouse's search (GET /return/warehouse). */
export async function fetchWarehousePage(query: WarehouseSearch, { pageNo, pageSize, after }: PageRequest) {
  return pageOf(await api.GET('/return/warehouse', { params: { query: { ...listQuery(query), pageNo, pageSize, ...(after ? { after } : {}) } } }));
}

/** The page an address shows, as a query: the route loads it, the list finds it. */
export const warehousePage = (query: WarehouseSearch, request: PageRequest) =>
  pageQuery(warehouseListKey(query), (asked) => fetchWarehousePage(query, asked), request);
