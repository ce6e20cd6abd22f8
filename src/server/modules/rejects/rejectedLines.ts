import type { Database } from '../../db/database.ts';
import type { OrderKey } from '../../db/listPage.ts';
import type { Principal } from '../auth/principal.ts';
import { scopedLines } from '../returns/returnScope.ts';

/**
 * Lines Chief Warehouse rejected (its line.reject event) of completed returns in the user's
 * plants, not yet regrouped or given back: what Reject Return works on.
 */
export function rejectedLinesQuery(db: Database, user: Principal) {
  return scopedLines(db, user)
    .innerJoin('customers as c', 'c.customer_code', 'r.customer_code')
    .where('r.status', '=', 'A')
    .where('ri.approval_status', '=', 'R')
    .where('ri.reject_disposition', 'is', null)
    .where((eb) =>
      eb.exists(eb.selectFrom('return_events as e').select('e.event_id').whereRef('e.return_detail_id', '=', 'ri.return_detail_id').where('e.event', '=', 'line.reject').where('e.from_step', '=', 'CW')),
    );
}

export const rejectedLineColumns = [
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
export const rejectedLinesOrder: readonly OrderKey[] = [
  ['r.ret_number', 'text'],
  ['ri.line', 'int'],
  ['ri.return_detail_id', 'int'],
];
