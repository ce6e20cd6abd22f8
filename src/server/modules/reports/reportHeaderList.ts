import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listPage, totalOnce, type OrderKey } from '../../db/listPage.ts';
import type { Page } from '../../http/paging.ts';
import { badRequest } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { headerRowColumns } from './headerColumns.ts';
import { reportedReturns, type ReportSearch } from './reportSearch.ts';

/** Newest registered first: the order of index returns_registered_idx (migration 0014), read by keyset. */
export const registeredOrder: readonly OrderKey[] = [
  ['r.created_at', 'timestamptz'],
  ['r.return_id', 'int'],
];

/**
 * The row fields a user may sort by, and what orders them: a column of returns, or the name a
 * row's select gives a looked-up value. The registration date is the list's own order (keyset).
 */
const sortable: Record<string, string> = {
  returnId: 'r.return_id',
  retNumber: 'r.ret_number',
  returnType: 'r.return_type',
  soNo: 'r.so_number',
  invoiceNoSap: 'r.return_invoice_no',
  rtvNo: 'r.rtv_no',
  rtvDate: 'r.rtv_date',
  salesOffice: 'sales_office',
  plantCode: 'r.plant_code',
  plantName: 'plant_name',
  reasonCode: 'r.reason_code',
  reasonName: 'reason_name',
  createdUserName: 'created_user_name',
  invoiceNo: 'r.invoice_no',
  customerCode: 'r.customer_code',
  customerName: 'customer_name',
  customerGroup3: 'customer_group3',
  address: 'address',
  approvalStatus: 'r.status',
  stepCode: 'r.step_code',
  stepName: 'step_name',
  pendingUser: 'pending_user',
  fareyeStatus: 'r.fareye_status',
  fareyeLastError: 'r.fareye_last_error',
  FareyeDate: 'r.fareye_date',
  firstPrintDate: 'r.first_print_date',
  printStatus: 'r.print_status',
  lastApprovalUser: 'last_approval_user',
  lastApprovalDate: 'last_approval_date',
  soStatus: 'r.so_status',
  soLastError: 'r.so_last_error',
  items: 'items',
};

export interface HeaderListQuery extends ReportSearch {
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  after?: string;
}

/** The search alone: what the list's total is kept for (sorting and paging do not change it). */
const searchOf = ({ sortBy: _sortBy, sortDir: _sortDir, ...search }: HeaderListQuery) => search;

/**
 * A page of the Report Header: the returns the report search finds for the user, newest
 * registered first by keyset (or oldest first, sorted by registration date ascending), or ordered
 * by another field and paged by number; counted once per search.
 */
export function reportHeaderPage(db: Database, user: Principal, q: HeaderListQuery, page: Page) {
  // Without sortBy the list's own order, newest first (the contract's sortDir defaults to asc for every list).
  const sortBy = q.sortBy ?? 'createdDate';
  const sortDir = q.sortBy === undefined ? 'desc' : (q.sortDir ?? 'asc');
  const total = totalOnce(db, 'reportHeader', user.userId, searchOf(q));
  const filtered = reportedReturns(db, user, q);
  const select = (returns: typeof filtered) => returns.select(headerRowColumns(user));
  if (sortBy === 'createdDate') return listPage(filtered, page, select, { keyset: registeredOrder, descending: sortDir === 'desc', after: q.after, total });
  const column = sortable[sortBy];
  if (!column) throw badRequest(`sortBy must be one of createdDate, ${Object.keys(sortable).join(', ')}.`, 'sortBy');
  if (q.after !== undefined) throw badRequest('A list sorted by another field than createdDate is paged by page number only.', 'after');
  const direction = sql.raw(sortDir === 'desc' ? 'desc nulls last' : 'asc nulls first');
  return listPage(filtered, page, (returns) => select(returns).orderBy(sql`${sql.ref(column)} ${direction}`).orderBy('r.return_id', 'desc'), { total });
}
