import { api } from '../../api/client.ts';
import { pageOf } from '../../api/pageOf.ts';
import type { PageRequest } from '../../ui/DataTable.tsx';
import { pageQuery } from '../../ui/pageQuery.ts';
import type { DeliverySearch } from './deliverySearch.ts';

/** The list's operation: the first part of its cache key. */
export const deliveryListOperation = 'GET /return/delivery';

/** The list's query: the filled filters. */
function listQuery({ typeReturn, statusPrint, ...text }: DeliverySearch) {
  const filled = Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim())) as Partial<
    Pick<DeliverySearch, 'retNumber' | 'invoiceNo' | 'customerName' | 'customerCode'>
  >;
  return {
    ...filled,
    ...(typeReturn ? { typeReturn: typeReturn as 'MTKA' | 'NON MTKA' } : {}),
    ...(statusPrint ? { statusPrint: statusPrint as 'Y' | 'N' | 'R' } : {}),
  };
}

/** The cache key of the list for these filters (DataTable adds the page). */
export const deliveryListKey = (query: DeliverySearch) => [deliveryListOperation, listQuery(query)] as const;

/** One page of Chief Delivery's list (GET /return/delivery). */
export async function fetchDeliveryPage(query: DeliverySearch, { pageNo, pageSize, after }: PageRequest) {
  return pageOf(await api.GET('/return/delivery', { params: { query: { ...listQuery(query), pageNo, pageSize, ...(after ? { after } : {}) } } }));
}

/** The page an address shows, as a query: the route loads it, the list finds it. */
export const deliveryPage = (query: DeliverySearch, request: PageRequest) =>
  pageQuery(deliveryListKey(query), (asked) => fetchDeliveryPage(query, asked), request);
