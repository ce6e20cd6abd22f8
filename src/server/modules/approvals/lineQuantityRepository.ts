import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { availableBaseOf, round3, scopedLines } from '../returns/index.ts';

/** The SQL of a line's quantity change (spec 000 §4, §5; spec 002 §2). */

/** A line the user may see (the return's scope, and a client user's clients), with its return's number. */
export function lineInScope(db: Database, user: Principal, lineId: number) {
  return scopedLines(db, user)
    .select(['r.ret_number', 'ri.return_detail_id', 'ri.line', 'ri.invoice_line_id', 'ri.qty', 'ri.base_qty', 'ri.return_uom', 'ri.non_fraction'])
    .where('ri.return_detail_id', '=', lineId)
    .executeTakeFirst();
}

/**
 * What the line's invoice line still holds for it, in the line's unit: invoiced, less every other
 * line of a pending or completed return not rejected (copies of the line included). Null for a
 * non-reference line, which no invoice line limits.
 */
export async function availableQtyOf(db: Database, line: { return_detail_id: number; invoice_line_id: number | null; qty: number; base_qty: number }) {
  if (line.invoice_line_id === null) return null;
  const { available_base } = await db
    .selectFrom('invoice_lines as il')
    .select(availableBaseOf('il', { line: line.return_detail_id }).as('available_base'))
    .where('il.invoice_line_id', '=', line.invoice_line_id)
    .executeTakeFirstOrThrow();
  return Math.max(0, round3((available_base * line.qty) / line.base_qty));
}

export async function storeLineQuantity(db: Database, lineId: number, qty: number, baseQty: number) {
  await db.updateTable('return_items').set({ qty, base_qty: baseQty }).where('return_detail_id', '=', lineId).execute();
}
