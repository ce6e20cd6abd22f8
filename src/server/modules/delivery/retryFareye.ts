import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers, RequestOf } from '../../http/handlers.ts';
import { apply, load } from '../returns/index.ts';
import { deliverySaved } from './deliverySaved.ts';
import { queueFareye } from './fareyeJob.ts';

/**
 * Retry Post Fareye: a failed delivery-tracking request is queued again, whatever step the return
 * reached since; any user of the return's plants with the Chief Delivery screen, or with the
 * Report Header's ERP actions (reports.erpActions), may ask.
 */
export const retryFareyeHandlers: Pick<Handlers, 'retryFareye' | 'retryFareyeLegacy'> = {
  retryFareye: (request) => retry(request),
  // The old client's GET (spec 000 §7) does the same.
  retryFareyeLegacy: (request) => retry(request),
};

async function retry(request: RequestOf<'retryFareye'> | RequestOf<'retryFareyeLegacy'>) {
  const user = signedInUser(request);
  const answer = await request.server.db.transaction().execute(async (trx) => {
    const loaded = await load(trx, user, { retNumber: request.params.retNumber });
    const { row } = loaded;
    const now = await apply(trx, loaded, { type: 'fareye.retry' }, user, { remark: row.fareye_last_error });
    await queueFareye(trx, row.return_id, now.version, user.userId);
    return deliverySaved(trx, user, `The delivery-tracking request of return ${row.ret_number} was queued again.`, row, now);
  });
  request.server.outbox.wake();
  return answer;
}
