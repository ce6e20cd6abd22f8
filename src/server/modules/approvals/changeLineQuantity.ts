import { quantityProblem } from '../../../../machines/returns/quantityChange.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import { round3, assertStorableQuantity, assertWholeUnits, apply, assertAccepts, assertVersion, load } from '../returns/index.ts';
import { availableQtyOf, lineInScope, storeLineQuantity } from './lineQuantityRepository.ts';

/** Quantity change on the report detail and the FSS detail (spec 000 §4, §5; spec 002 §2). */
export const lineQuantityHandlers: Pick<Handlers, 'changeLineQuantity'> = {
  async changeLineQuantity(request) {
    const user = signedInUser(request);
    const { qty } = request.body;
    return request.server.db.transaction().execute(async (trx) => {
      const seen = await lineInScope(trx, user, request.params.id);
      if (!seen) throw notFound('The return line was not found.');
      const loaded = await load(trx, user, { retNumber: seen.ret_number });
      assertVersion(loaded, request.query.version);
      // Read again under the return's lock: a change that committed meanwhile is the one to start from.
      const line = (await lineInScope(trx, user, request.params.id))!;
      const event = { type: 'line.changeQuantity' as const, lineId: String(line.return_detail_id) };
      const { ret_number } = loaded.row;
      const refused = `The quantity of line ${line.line} of return ${ret_number} cannot be changed at this step.`;
      // The step is judged before the quantity: a quantity is wrong only where it may change.
      assertAccepts(loaded, event, refused);
      const problem = quantityProblem(qty, await availableQtyOf(trx, line));
      if (problem) throw badRequest(problem, 'qty');
      assertWholeUnits(qty, line.non_fraction, 'qty');

      const newQty = round3(qty);
      assertStorableQuantity(qty, (line.base_qty * newQty) / line.qty, 'qty');
      await storeLineQuantity(trx, line.return_detail_id, newQty, (line.base_qty * newQty) / line.qty);
      const remark = `Line ${line.line}: ${line.qty} → ${newQty} ${line.return_uom}`;
      const now = await apply(trx, loaded, event, user, { remark, refused });
      return {
        status: 200,
        message: 'Quantity has been updated!',
        data: { retNumber: ret_number, status: now.status, stepCode: now.stepCode, version: now.version },
      };
    });
  },
};
