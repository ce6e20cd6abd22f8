import type { Database } from '../../db/database.ts';
import { listPage, totalOnce, type OrderKey } from '../../lists/listPage.ts';
import type { QueryOf } from '../../http/handlers.ts';
import type { Page } from '../../http/paging.ts';
import type { Principal } from '../auth/index.ts';
import { pendingListColumns, pendingReturnsAt } from '../approvals/index.ts';

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
        ...pendingListColumns,
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
