import type { Updateable } from 'kysely';
import { todayInJakarta } from '../../../shared/today.ts';
import type { ReturnsTable } from '../../db/schema.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { conflict } from '../../http/problem.ts';
import { next, snapshotOf } from '../approvals/lifecycleSnapshot.ts';
import { storeTransition } from '../approvals/storeTransition.ts';
import { lockForPrint } from './deliveryAccess.ts';
import { deliverySaved } from './deliverySaved.ts';
import { fareyeRelevance } from './fareyeRelevance.ts';
import { queueFareye } from './fareyeJob.ts';

/**
 * Print and Reprint of the FPRE. The first print decides delivery tracking once: a request is
 * queued in the same transaction (Waiting), or the lifecycle hears at once that it is irrelevant.
 */
export const printFpreHandlers: Pick<Handlers, 'printFpre'> = {
  async printFpre(request) {
    const user = signedInUser(request);
    const { answer, queued } = await request.server.db.transaction().execute(async (trx) => {
      const stored = await lockForPrint(trx, request.params.retNumber, user, request.query.version);
      const before = await snapshotOf(trx, stored);
      let after = next(before, { type: 'fpre.print' });
      if (!after) throw conflict('Some selected items cannot be printed (invalid Pending Process).');
      const printedAt = new Date();
      const firstPrintDate = stored.first_print_date ?? printedAt;
      const set: Updateable<ReturnsTable> = { last_print_date: printedAt, first_print_date: firstPrintDate };
      let relevant = false;
      let lastError = stored.fareye_last_error;
      if (before.context.fareye === 'NOT_SENT') {
        const relevance = await fareyeRelevance(trx, stored.plant_code, todayInJakarta(firstPrintDate));
        relevant = relevance.relevant;
        if (!relevance.relevant) {
          after = next(after, { type: 'fareye.answer', status: 'IRRELEVANT' })!;
          lastError = relevance.lastError;
          Object.assign(set, { fareye_date: printedAt, fareye_last_error: lastError });
        }
      }
      const reprint = stored.first_print_date !== null;
      const saved = await storeTransition(trx, stored, after, user, { event: 'fpre.print', remark: reprint ? 'Reprint' : 'Print', set });
      if (relevant) await queueFareye(trx, stored.return_id, saved.version, user.userId);
      const message = reprint ? `The FPRE of return ${stored.ret_number} was printed again.` : `The FPRE of return ${stored.ret_number} was printed.`;
      return { answer: deliverySaved(message, { ...stored, first_print_date: firstPrintDate, fareye_last_error: lastError }, after, saved), queued: relevant };
    });
    // The request exists once the transaction committed: let this instance's worker post it now.
    if (queued) request.server.outbox.wake();
    return answer;
  },
};
