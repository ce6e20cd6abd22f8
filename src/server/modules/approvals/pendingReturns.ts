import type { Database } from '../../db/database.ts';
import { sql } from 'kysely';
import { listPage, totalOnce, type OrderKey } from '../../lists/listPage.ts';
import type { QueryOf } from '../../http/handlers.ts';
import type { Page } from '../../http/paging.ts';
import { snapshotColumns, scopedReturns, storedLinesColumn } from '../returns/index.ts';
import { pendingItemsColumn } from './pendingReturnItems.ts';
import { headerColumns } from './listHeader.ts';
import type { Principal } from '../auth/index.ts';
import { assignedHere, headerFilters, type HeaderFilter } from './listFilters.ts';

/**
 * Returns waiting at `step` (CD or CW) in the user's scope and assigned to the user there
 * (a user holding approvals.anyStep sees every one), filtered by the list's header filters, with
 * the signed FPRE `f`. Only what can remove a row is joined here; a page also selects each
 * return's lines for its snapshot and its items still in it, so it costs one query.
 */
function pendingReturnsAt(db: Database, user: Principal, step: 'CD' | 'CW', q: HeaderFilter) {
  return scopedReturns(db, user)
    .leftJoin('fpre_documents as f', 'f.return_id', 'r.return_id')
    .where('r.status', '=', 'W')
    .where('r.step_code', '=', step)
    .where((eb) => assignedHere(eb, user))
    .where((eb) => headerFilters(eb, q));
}

/** The Chief Delivery list's order: oldest submitted return first. */
const deliveryOrder: readonly OrderKey[] = [
  ['r.submitted_at', 'timestamptz'],
  ['r.return_id', 'int'],
];

/** A page of the Chief Delivery list, filtered by print status as the screen shows it. */
export function deliveryPage(db: Database, user: Principal, q: QueryOf<'listDeliveries'>, page: Page) {
  const filtered = pendingReturnsAt(db, user, 'CD', q)
    // STATUS_PRINT as shown: R is a reupload whatever the print status, Y and N the others.
    .$if(q.statusPrint === 'R', (qb) => qb.where('r.fpre_status', '=', 'R'))
    .$if(q.statusPrint === 'Y' || q.statusPrint === 'N', (qb) => qb.where('r.fpre_status', '!=', 'R').where('r.print_status', '=', q.statusPrint as 'Y' | 'N'));
  return listPage(
    filtered,
    page,
    (returns) =>
      returns.select([
        ...headerColumns,
        ...snapshotColumns,
        storedLinesColumn,
        pendingItemsColumn,
        'r.remark',
        'f.uploaded_at',
        'f.file_name',
        'r.fareye_date',
        'r.fareye_last_error',
        'r.first_print_date',
        'r.last_print_date',
      ]),
    { keyset: deliveryOrder, after: q.after, total: totalOnce(db, 'delivery', user.userId, q) },
  );
}

/** The day an FPRE was uploaded, where the business runs. */
const uploadDay = sql<string>`(f.uploaded_at at time zone 'Asia/Jakarta')::date`;

/**
 * Earliest signed FPRE first; a return without one by its submission, since a keyset's keys are
 * never null. The upload time is the return's copy (fpre_uploaded_at), which an index orders.
 */
const warehouseOrder: readonly OrderKey[] = [
  [sql`coalesce(r.fpre_uploaded_at, r.submitted_at)`, 'timestamptz'],
  ['r.return_id', 'int'],
];

/** A page of the Chief Warehouse search, filtered by the day the signed FPRE was uploaded. */
export function warehousePage(db: Database, user: Principal, q: QueryOf<'listWarehouse'>, page: Page) {
  const filtered = pendingReturnsAt(db, user, 'CW', q)
    .$if(q.startDate !== undefined, (qb) => qb.where(uploadDay, '>=', sql<string>`${q.startDate}::date`))
    .$if(q.endDate !== undefined, (qb) => qb.where(uploadDay, '<=', sql<string>`${q.endDate}::date`));
  return listPage(
    filtered,
    page,
    (returns) =>
      returns.select([...headerColumns, ...snapshotColumns, storedLinesColumn, pendingItemsColumn, 'r.remark', 'r.cd_remark', 'f.uploaded_at', 'f.file_name']),
    { keyset: warehouseOrder, after: q.after, total: totalOnce(db, 'warehouse', user.userId, q) },
  );
}
