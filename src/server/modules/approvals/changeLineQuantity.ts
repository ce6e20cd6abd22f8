import { quantityProblem } from '../../../../machines/returns/quantityChange.ts';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import { round3 } from '../returns/invoiceLineFacts.ts';
import { assertStorableQuantity } from '../returns/storableQuantity.ts';
import { apply, assertAccepts, assertVersion, load } from '../returns/lifecycle/index.ts';
import { availableBaseOf } from '../returns/availableQuantity.ts';

/**
 * What the line's invoice line still holds for it, in the line's unit: invoiced, less every other
 * line of a pending or completed return not rejected (copies of the line included). Null for a
 * non-reference line, which no invoice line limits.
 */
async function availableQtyOf(trx: Database, line: { return_detail_id: number; invoice_line_id: number | null; qty: number; base_qty: number }) {
  if (line.invoice_line_id === null) return null;
  const { available_base } = await trx
    .selectFrom('invoice_lines as il')
    .select(
      availableBaseOf('il', { line: line.return_detail_id }).as('available_base'),
    )
    .where('il.invoice_line_id', '=', line.invoice_line_id)
    .executeTakeFirstOrThrow();
  return Math.max(0, round3((available_base * line.qty) / line.base_qty));
}

/** Quantity change on the report detail and the FSS detail (spec 000 §4, §5; spec 002 §2). */
export const lineQuantityHandlers: Pick<Handlers, 'changeLineQuantity'> = {
  async changeLineQuantity(request) {
    const user = signedInUser(request);
    const { qty } = request.body;
    return request.server.db.transaction().execute(async (trx) => {
      const owner = await trx
        .selectFrom('return_items as ri')
        .innerJoin('returns as r', 'r.return_id', 'ri.return_id')
        .select('r.ret_number')
        .where('ri.return_detail_id', '=', request.params.id)
        .executeTakeFirst();
      if (!owner) throw notFound('The return line was not found.');
      const loaded = await load(trx, user, { retNumber: owner.ret_number });
      assertVersion(loaded, request.query.version);
      const line = await trx
        .selectFrom('return_items')
        .select(['return_detail_id', 'line', 'invoice_line_id', 'qty', 'base_qty', 'return_uom'])
        .where('return_detail_id', '=', request.params.id)
        .executeTakeFirstOrThrow();
      const event = { type: 'line.changeQuantity' as const, lineId: String(line.return_detail_id) };
      const { ret_number } = loaded.row;
      const refused = `The quantity of line ${line.line} of return ${ret_number} cannot be changed at this step.`;
      // The step is judged before the quantity: a quantity is wrong only where it may change.
      assertAccepts(loaded, event, refused);
      const problem = quantityProblem(qty, await availableQtyOf(trx, line));
      if (problem) throw badRequest(problem, 'qty');

      const newQty = round3(qty);
      assertStorableQuantity(qty, (line.base_qty * newQty) / line.qty, 'qty');
      await trx
        .updateTable('return_items')
        .set({ qty: newQty, base_qty: (line.base_qty * newQty) / line.qty })
        .where('return_detail_id', '=', line.return_detail_id)
        .execute();
      const remark = `Line ${line.line}: ${line.qty} → ${newQty} ${line.return_uom}`;
      const now = await apply(trx, loaded, event, user, { remark, refused });
      return { status: 200, message: 'Quantity has been updated!', data: { retNumber: ret_number, status: now.status, stepCode: now.stepCode, version: now.version } };
    });
  },
};
