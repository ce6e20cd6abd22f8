import type { LifecycleEvent } from '../../../../machines/returns/returnLifecycle.ts';
import { todayInJakarta } from '../../../shared/today.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { apply, assertAccepts, type StepColumns } from '../returns/index.ts';
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
      const loaded = await lockForPrint(trx, request.params.retNumber, user, request.query.version);
      const { row, snapshot } = loaded;
      assertAccepts(loaded, { type: 'fpre.print' });
      const printedAt = new Date();
      const firstPrintDate = row.first_print_date ?? printedAt;
      const set: StepColumns = { last_print_date: printedAt, first_print_date: firstPrintDate };
      const events: LifecycleEvent[] = [{ type: 'fpre.print' }];
      let relevant = false;
      let lastError = row.fareye_last_error;
      if (snapshot.context.fareye === 'NOT_SENT') {
        const relevance = await fareyeRelevance(trx, row.plant_code, todayInJakarta(firstPrintDate));
        relevant = relevance.relevant;
        if (!relevance.relevant) {
          events.push({ type: 'fareye.answer', status: 'IRRELEVANT' });
          lastError = relevance.lastError;
          Object.assign(set, { fareye_date: printedAt, fareye_last_error: lastError });
        }
      }
      const reprint = row.first_print_date !== null;
      const now = await apply(trx, loaded, events, user, { remark: reprint ? 'Reprint' : 'Print', set });
      if (relevant) await queueFareye(trx, row.return_id, now.version, user.userId);
      const message = reprint ? `The FPRE of return ${row.ret_number} was printed again.` : `The FPRE of return ${row.ret_number} was printed.`;
      return {
        answer: await deliverySaved(trx, user, message, { ...row, first_print_date: firstPrintDate, fareye_last_error: lastError }, now),
        queued: relevant,
      };
    });
    // The request exists once the transaction committed: let this instance's worker post it now.
    if (queued) request.server.outbox.wake();
    return answer;
  },
};
