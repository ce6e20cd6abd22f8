import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { conflict } from '../../http/problem.ts';
import { lockReturn } from '../approvals/decideLines.ts';
import { next, snapshotOf } from '../approvals/lifecycleSnapshot.ts';
import { storeTransition } from '../approvals/storeTransition.ts';
import { deliverySaved } from './deliverySaved.ts';
import { queueFareye } from './fareyeJob.ts';

/**
 * Retry Post Fareye: a failed delivery-tracking request is queued again, whatever step the return
 * reached since; any user of the return's plants with the Chief Delivery screen may ask.
 */
export const retryFareyeHandlers: Pick<Handlers, 'retryFareye'> = {
  async retryFareye(request) {
    const user = signedInUser(request);
    const answer = await request.server.db.transaction().execute(async (trx) => {
      const stored = await lockReturn(trx, request.params.retNumber, user);
      const after = next(await snapshotOf(trx, stored), { type: 'fareye.retry' });
      if (!after) throw conflict(`Delivery tracking of return ${stored.ret_number} has not failed; there is nothing to retry.`);
      const saved = await storeTransition(trx, stored, after, user, { event: 'fareye.retry', remark: stored.fareye_last_error });
      await queueFareye(trx, stored.return_id, saved.version, user.userId);
      return deliverySaved(`The delivery-tracking request of return ${stored.ret_number} was queued again.`, stored, after, saved);
    });
    request.server.outbox.wake();
    return answer;
  },
};
