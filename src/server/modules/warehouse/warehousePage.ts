import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listPage, totalOnce, type OrderKey } from '../../lists/listPage.ts';
import type { QueryOf } from '../../http/handlers.ts';
import type { Page } from '../../http/paging.ts';
import type { Principal } from '../auth/index.ts';
import { pendingListColumns, pendingReturnsAt } from '../approvals/index.ts';

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

/** What a row of the Chief Warehouse search reads of a pending return (pendingReturnsAt). */
export const warehouseRowColumns = [...pendingListColumns, 'r.remark', 'r.cd_remark', 'f.uploaded_at', 'f.file_name'] as const;

/** A page of the Chief Warehouse search, filtered by the day the signed FPRE was uploaded. */
export function warehousePage(db: Database, user: Principal, q: QueryOf<'listWarehouse'>, page: Page) {
  const filtered = pendingReturnsAt(db, user, 'CW', q)
    .$if(q.startDate !== undefined, (qb) => qb.where(uploadDay, '>=', sql<string>`${q.startDate}::date`))
    .$if(q.endDate !== undefined, (qb) => qb.where(uploadDay, '<=', sql<string>`${q.endDate}::date`));
  return listPage(filtered, page, (returns) => returns.select(warehouseRowColumns), {
    keyset: warehouseOrder,
    after: q.after,
    total: totalOnce(db, 'warehouse', user.userId, q),
  });
}
