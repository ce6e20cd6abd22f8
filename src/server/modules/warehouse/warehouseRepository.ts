import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { pendingReturnsAt } from '../approvals/index.ts';
import { altUomsOf, scopedReturns } from '../returns/index.ts';
import { warehouseRowColumns } from './warehousePage.ts';

/** The SQL of Chief Warehouse's save and the dock's scan, and of the return's sales order and invoice. */

/** The return's lines with the units their material converts between. */
export function warehouseLinesOf(db: Database, returnId: number) {
  return db
    .selectFrom('return_items as ri')
    .select([
      'ri.return_detail_id',
      'ri.material_code',
      'ri.qty',
      'ri.uom',
      'ri.return_uom',
      'ri.approval_status',
      'ri.non_fraction',
      altUomsOf(sql.ref('ri.material_code')).as('alt_uoms'),
    ])
    .where('ri.return_id', '=', returnId)
    .execute();
}

/** What Chief Warehouse found of a line: the actual quantity and unit of a kept line, the remark of any. */
export async function storeWarehouseCount(
  db: Database,
  item: { approvalDetailId: number; status?: string | null; qty?: number | null; uom?: string | null; remark?: string | null; photoId?: number | null },
) {
  const remark = item.remark?.trim() || null;
  const photo = { warehouse_photo_id: item.photoId ?? null };
  await db
    .updateTable('return_items')
    .set(
      item.status === 'R'
        ? { warehouse_remark: remark, ...photo }
        : { actual_qty: item.qty ?? null, actual_uom: item.uom ?? null, warehouse_remark: remark, ...photo },
    )
    .where('return_detail_id', '=', item.approvalDetailId)
    .execute();
}

export async function salesOrderAttemptOf(db: Database, returnId: number) {
  const { so_attempt } = await db.selectFrom('returns').select('so_attempt').where('return_id', '=', returnId).executeTakeFirstOrThrow();
  return so_attempt;
}

/** Where the return stands now, with its invoice return number once SAP billed it. */
export function invoiceStateOf(db: Database, returnId: number) {
  return db
    .selectFrom('returns')
    .select(['ret_number', 'status', 'step_code', 'version', 'return_invoice_no'])
    .where('return_id', '=', returnId)
    .executeTakeFirstOrThrow();
}

/** The sales order a return invoice is looked up by. */
export function salesOrderOf(db: Database, returnId: number) {
  return db.selectFrom('returns').select(['ret_number', 'so_number']).where('return_id', '=', returnId).executeTakeFirst();
}

/** Of the attachment ids, those the user uploaded. */
export async function ownAttachments(db: Database, userId: number, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('attachments').select('attachment_id').where('attachment_id', 'in', ids).where('created_by', '=', userId).execute();
  return new Set(rows.map((a) => a.attachment_id));
}

/** A return waiting at Chief Warehouse for the user, as the search's row reads it, with its last print; undefined when it is not. */
export function waitingAtWarehouse(db: Database, user: Principal, retNumber: string) {
  return pendingReturnsAt(db, user, 'CW', { retNumber })
    .select([...warehouseRowColumns, 'r.last_print_date'])
    .executeTakeFirst();
}

/** Where a return of the user's scope stands; undefined when it is none of theirs (or none at all). */
export function scopedReturnState(db: Database, user: Principal, retNumber: string) {
  return scopedReturns(db, user).select(['r.return_id', 'r.status', 'r.step_code']).where('r.ret_number', '=', retNumber).executeTakeFirst();
}

/** The warehouse's last decision on a return (FPRE OK A or Not OK R), by whom and when. */
export function lastWarehouseDecision(db: Database, returnId: number) {
  return db
    .selectFrom('return_events')
    .select(['status', 'user_name', 'created_at'])
    .where('return_id', '=', returnId)
    .where('event', '=', 'warehouse.save')
    .where('return_detail_id', 'is', null)
    .orderBy('event_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
