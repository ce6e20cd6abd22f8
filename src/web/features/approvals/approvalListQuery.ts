import { api } from '../../api/client.ts';
import { pageOf } from '../../api/pageOf.ts';
import type { PageRequest } from '../../ui/DataTable.tsx';
import { pageQuery } from '../../ui/pageQuery.ts';
import type { ApprovalFlow } from './approvalFlows.ts';
import type { ListSearch } from './flowMemory.ts';

/** The list's query: the filled filters; the return number was stripped of spaces when searched. */
function listQuery({ typeReturn, ...text }: ListSearch) {
  const filled = Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim())) as Partial<Omit<ListSearch, 'typeReturn'>>;
  return { ...filled, ...(typeReturn ? { typeReturn: typeReturn as 'MTKA' | 'NON MTKA' } : {}) };
}

/** The cache key of an approval list for these filters (DataTable adds the page). */
export const approvalListKey = (stepCode: ApprovalFlow['stepCode'], query: ListSearch) => ['GET /return/myapproval', stepCode, listQuery(query)] as const;

/** One page of a flow's list (GET /return/myapproval). */
export async function fetchApprovalPage(stepCode: ApprovalFlow['stepCode'], query: ListSearch, { pageNo, pageSize, after }: PageRequest) {
  return pageOf(await api.GET('/return/myapproval', { params: { query: { stepCode, ...listQuery(query), pageNo, pageSize, ...(after ? { after } : {}) } } }));
}

/** The page an address shows, as a query: the route loads it, the list finds it. */
export const approvalPage = (stepCode: ApprovalFlow['stepCode'], query: ListSearch, request: PageRequest) =>
  pageQuery(approvalListKey(stepCode, query), (asked) => fetchApprovalPage(stepCode, query, asked), request);
