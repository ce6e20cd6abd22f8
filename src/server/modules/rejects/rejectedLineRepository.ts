import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listPage, totalOnce, type OrderKey } from '../../lists/listPage.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import type { QueryOf } from '../../http/handlers.ts';
import type { Page } from '../../http/paging.ts';
import type { Principal } from '../auth/index.ts';
import { endRejectedWait, scopedLines } from '../returns/index.ts';

/**
 * Lines Chief Warehouse rejected (its line.reject event) of completed returns in the user's
 * plants, not yet regrouped or given back: what Reject Return works on.
 */
function rejectedLinesQuery(db: Database, user: Principal) {
  return scopedLines(db, user)
    .innerJoin('customers as c', 'c.customer_code', 'r.customer_code')
    .where('r.status', '=', 'A')
    .where('ri.approval_status', '=', 'R')
    .where('ri.reject_disposition', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('return_events as e')
          .select('e.event_id')
          .whereRef('e.return_detail_id', '=', 'ri.return_detail_id')
          .where('e.event', '=', 'line.reject')
          .where('e.from_step', '=', 'CW'),
      ),
    );
}

const rejectedLineColumns = [
  'ri.return_detail_id',
  'ri.return_id',
  'r.ret_number',
  'r.invoice_no',
  'r.return_type',
  'r.customer_code',
  'c.customer_name',
  'r.plant_code',
  'ri.line',
  'ri.material_code',
  'ri.material_name',
  'ri.batch',
  'ri.expired_date',
  'ri.qty',
  'ri.return_uom',
  'ri.non_fraction',
  'ri.warehouse_remark',
] as const;

/** Reject Return's order: by return number, each return's lines in order. */
const rejectedLinesOrder: readonly OrderKey[] = [
  ['r.ret_number', 'text'],
  ['ri.line', 'int'],
  ['ri.return_detail_id', 'int'],
];

/** A page of the Reject Return list, filtered as the screen asks; keyset paging from `after`. */
export function rejectedLinesPage(db: Database, user: Principal, q: QueryOf<'listRejectedLines'>, page: Page) {
  const retNumber = noSpaces(q.retNumber);
  const invoiceNo = noSpaces(q.invoiceNo);
  const filtered = rejectedLinesQuery(db, user)
    .$if(Boolean(retNumber), (qb) => qb.where('r.ret_number', '=', retNumber!))
    .$if(Boolean(invoiceNo), (qb) => qb.where('r.invoice_no', '=', invoiceNo!))
    .$if(Boolean(q.customerName?.trim()), (qb) => qb.where(sql`lower(c.customer_name)`, 'like', containing(q.customerName!.trim())))
    .$if(Boolean(q.materialCode?.trim()), (qb) => qb.where('ri.material_code', '=', q.materialCode!.trim()))
    .$if(Boolean(q.materialName?.trim()), (qb) => qb.where(sql`lower(ri.material_name)`, 'like', containing(q.materialName!.trim())));
  return listPage(filtered, page, (lines) => lines.select([...rejectedLineColumns]), {
    keyset: rejectedLinesOrder,
    after: q.after,
    total: totalOnce(db, 'rejectedLines', user.userId, q),
  });
}

/** The chosen rejected lines with what a new return made of them takes from their old one. */
export function regroupSources(db: Database, user: Principal, lineIds: readonly number[]) {
  return rejectedLinesQuery(db, user)
    .leftJoin('invoice_lines as il', 'il.invoice_line_id', 'ri.invoice_line_id')
    .select([
      ...rejectedLineColumns,
      'r.reason_code',
      'r.remark',
      'r.customer_code_origin',
      'r.distribution_channel',
      'r.transaction_date',
      'r.rtv_no',
      'r.rtv_date',
      'r.rtv_receiving_date',
      'r.remarks_rtv',
      'il.line as invoice_line',
      'ri.net_price',
      'ri.attachment_id',
      'ri.sloc',
    ])
    .where('ri.return_detail_id', 'in', lineIds)
    .execute();
}

/** The chosen lines still waiting in Reject Return, locked until the transaction ends. */
export function lockWaitingLines(trx: Database, user: Principal, lineIds: readonly number[]) {
  return rejectedLinesQuery(trx, user).select(['ri.return_detail_id', 'ri.return_id']).where('ri.return_detail_id', 'in', lineIds).forUpdate().execute();
}

/** What became of rejected lines still waiting, their wait in the process ended too; answers how many were still waiting. */
export async function settleRejectedLines(trx: Database, lineIds: readonly number[], disposition: 'REGROUPED' | 'BACK_TO_CUSTOMER') {
  const marked = await trx
    .updateTable('return_items')
    .set({ reject_disposition: disposition })
    .where('return_detail_id', 'in', lineIds)
    .where('reject_disposition', 'is', null)
    .returning(['return_id', 'return_detail_id'])
    .execute();
  await endRejectedWait(trx, marked, disposition === 'REGROUPED' ? 'regrouped' : 'backToCustomer');
  return marked.length;
}
