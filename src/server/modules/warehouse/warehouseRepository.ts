import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { altUomsOf } from '../returns/index.ts';

/** The SQL of Chief Warehouse's save and of the return's sales order and invoice. */

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
  item: { approvalDetailId: number; status?: string | null; qty?: number | null; uom?: string | null; remark?: string | null },
) {
  const remark = item.remark?.trim() || null;
  await db
    .updateTable('return_items')
    .set(item.status === 'R' ? { warehouse_remark: remark } : { actual_qty: item.qty ?? null, actual_uom: item.uom ?? null, warehouse_remark: remark })
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
