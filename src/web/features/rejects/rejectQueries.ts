import { api } from '../../api/client.ts';
import type { PageRequest } from '../../ui/DataTable.tsx';
import { pageQuery } from '../../ui/pageQuery.ts';
import type { RejectSearch } from './rejectSearch.ts';
import { pageOf } from '../../api/pageOf.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/** The filled filters; the numbers without spaces. */
export const listQuery = (search: RejectSearch) =>
  Object.fromEntries(
    Object.entries({ ...search, retNumber: withoutSpaces(search.retNumber), invoiceNo: withoutSpaces(search.invoiceNo) }).filter(([, v]) => v.trim()),
  );

/** The cache key of Reject Return's list for these filters (DataTable adds the page). */
export const rejectListKey = (filters: RejectSearch) => ['GET /return/reject', listQuery(filters)] as const;

/** One page of Reject Return's list (GET /return/reject). */
export async function fetchRejectPage(filters: RejectSearch, { pageNo, pageSize, after }: PageRequest) {
  return pageOf(await api.GET('/return/reject', { params: { query: { ...listQuery(filters), pageNo, pageSize, ...(after ? { after } : {}) } } }));
}

/** The same page as a query, for the route's loader: the screen's DataTable finds it under the same key. */
export const rejectPage = (filters: RejectSearch, request: PageRequest) =>
  pageQuery(rejectListKey(filters), (asked) => fetchRejectPage(filters, asked), request);
