import type { Database } from '../../db/database.ts';
import { keysetBatches, listPage, totalOnce, type OrderKey } from '../../lists/listPage.ts';
import { sortedPage, type Sorting } from '../../lists/sortedPage.ts';
import type { Page } from '../../http/paging.ts';
import type { Principal } from '../auth/index.ts';
import type { SortFieldOf } from '../../../shared/sortFields.ts';
import { storedLinesColumn } from '../returns/index.ts';
import { headerRowColumns } from './headerColumns.ts';
import { reportedReturns, type ReportSearch } from './reportSearch.ts';

/** Newest registered first: the order of index returns_created_idx (migration 0015, Report Details' too), read by keyset. */
export const registeredOrder: readonly OrderKey[] = [
  ['r.created_at', 'timestamptz'],
  ['r.return_id', 'int'],
];

/**
 * The row fields a user may sort by, and what orders them: a column of returns, or the name a
 * row's select gives a looked-up value. The registration date is the list's own order (keyset).
 */
const sortable: Record<SortFieldOf<'listReturns'>, string> = {
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
  createdByName: 'created_by_name',
  createdDate: 'r.created_at',
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

export interface HeaderListQuery extends ReportSearch, Sorting<SortFieldOf<'listReturns'>> {
  after?: string;
}

/** The search alone: what the list's total is kept for (sorting and paging do not change it). */
const searchOf = ({ sortBy: _sortBy, sortDir: _sortDir, ...search }: HeaderListQuery) => search;

/** The row's columns, for the rows read. */
const selectRow =
  (user: Principal) =>
  <Q extends ReturnType<typeof reportedReturns>>(returns: Q) =>
    returns.select(headerRowColumns(user));

/** A page's rows also bring their lines, which their snapshots are rebuilt from (snapshotsOfRows). */
const selectListedRow =
  (user: Principal) =>
  <Q extends ReturnType<typeof reportedReturns>>(returns: Q) =>
    returns.select([...headerRowColumns(user), storedLinesColumn]);

/**
 * A page of the Report Header: the returns the report search finds for the user, newest
 * registered first by keyset (createdDate ascending reads the same index the other way), or
 * ordered by another field and paged by number; counted once per search.
 */
export function reportHeaderPage(db: Database, user: Principal, q: HeaderListQuery, page: Page) {
  const filtered = reportedReturns(db, user, q);
  const options = { keyset: registeredOrder, descending: true, after: q.after, total: totalOnce(db, 'reportHeader', user.userId, searchOf(q)) };
  if (q.sortBy === 'createdDate') return listPage(filtered, page, selectListedRow(user), { ...options, descending: q.sortDir !== 'asc' });
  return sortedPage(filtered, page, selectListedRow(user), sortable, q, options);
}

/** Every return of the search, newest first, a batch at a time (the export). */
export function reportHeaderBatches(db: Database, user: Principal, q: ReportSearch) {
  return keysetBatches(db, reportedReturns(db, user, q), selectRow(user), { keyset: registeredOrder, descending: true, batch: 1000 });
}
