import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { actorFullName, returnNames, scopedLines, snapshotColumns } from '../returns/index.ts';

/** The SQL of the item report (spec 000 §2.5 Report Return Detail): one line in the user's scope and its history. */

/**
 * The line, its return and the master data the report shows, if the user may see it (their
 * plants, and a client user's own clients): a line outside is not found, as it is in the lists.
 */
export function itemReportLineOf(db: Database, user: Principal, lineId: number) {
  return scopedLines(db, user)
    .innerJoin('customers as c', 'c.customer_code', 'r.customer_code')
    .innerJoin('plants as p', 'p.plant_code', 'r.plant_code')
    .innerJoin('clients as cl', 'cl.client_code', 'ri.client_code')
    .leftJoin('materials as m', 'm.material_code', 'ri.material_code')
    .leftJoin('invoice_lines as il', 'il.invoice_line_id', 'ri.invoice_line_id')
    .leftJoin('crp_settings as cs', 'cs.client_code', 'ri.client_code')
    .select([
      'r.return_id',
      'r.ret_number',
      'r.version',
      ...snapshotColumns,
      'r.rtv_no',
      'r.rtv_date',
      'r.rtv_receiving_date',
      'c.sales_office',
      'r.plant_code',
      'p.plant_name',
      'r.customer_code',
      'c.customer_name',
      sql<string | null>`coalesce(il.invoice_no, r.invoice_no)`.as('invoice_ref_no'),
      'r.so_number',
      returnNames.reason.as('reason_name'),
      'r.created_at',
      'r.last_print_date',
      'ri.return_detail_id',
      'ri.line',
      'ri.invoice_line_id',
      'ri.client_code',
      'cl.client_name',
      'ri.material_code',
      'ri.material_name',
      'ri.material_remarks',
      'ri.division',
      'm.ph3',
      'ri.non_fraction',
      'ri.actual_qty',
      'ri.actual_uom',
      'ri.qty',
      'ri.base_qty',
      'ri.return_uom',
      'ri.uom',
      'ri.net_price',
      'ri.batch',
      'ri.expired_date',
      'ri.sloc',
      'm.type_prod',
      'm.temperature',
      'ri.attachment_id',
      'ri.warehouse_photo_id',
      'ri.approval_status',
      'ri.crprgp',
      'ri.nra',
      'cs.crp_before',
      'cs.crp_after',
    ])
    .where('ri.return_detail_id', '=', lineId)
    .executeTakeFirst();
}

/** The decisions the approval steps took on the line (one per step). */
export function lineDecisionsOf(db: Database, lineId: number) {
  return db
    .selectFrom('return_decisions')
    .select(['step_code', 'status', 'remark', actorFullName<string>('return_decisions.user_id', 'return_decisions.user_name').as('user_name'), 'decided_at'])
    .where('return_detail_id', '=', lineId)
    .execute();
}

/**
 * Chief Warehouse's saves of the return (the whole return's row: its FPRE status and remark) and
 * its rejects of this line, latest first: the item report's CW block.
 */
export function warehouseEventsOf(db: Database, returnId: number, lineId: number) {
  return db
    .selectFrom('return_events')
    .select(['event', 'status', 'remark', actorFullName('return_events.user_id', 'return_events.user_name').as('user_name'), 'created_at'])
    .where('return_id', '=', returnId)
    .where('from_step', '=', 'CW')
    .where((eb) =>
      eb.or([
        eb.and([eb('event', '=', 'warehouse.save'), eb('return_detail_id', 'is', null)]),
        eb.and([eb('event', '=', 'line.reject'), eb('return_detail_id', '=', lineId)]),
      ]),
    )
    .orderBy('event_id', 'desc')
    .execute();
}
