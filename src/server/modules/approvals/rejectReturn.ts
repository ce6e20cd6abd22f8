import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { conflict } from '../../http/problem.ts';
import { lockReturn } from './decideLines.ts';
import { next, snapshotOf } from './lifecycleSnapshot.ts';
import { storeTransition } from './storeTransition.ts';

/** The header Reject: the whole return, while the lifecycle allows it (nobody approved, not printed). */
export const rejectReturnHandlers: Pick<Handlers, 'rejectReturn'> = {
  async rejectReturn(request) {
    const user = signedInUser(request);
    const remark = request.body.remark.trim();
    return request.server.db.transaction().execute(async (trx) => {
      const stored = await lockReturn(trx, request.params.retNumber, user);
      const after = next(await snapshotOf(trx, stored), { type: 'return.reject' });
      if (!after) throw conflict(`Return ${stored.ret_number} can no longer be rejected: it is a draft, printed, ended, or a line was approved.`);
      const { now, version } = await storeTransition(trx, stored, after, user, { event: 'return.reject', remark: remark || null });
      return { status: 200, message: `Return ${stored.ret_number} has been rejected.`, data: { retNumber: stored.ret_number, status: now.status, stepCode: now.stepCode, version } };
    });
  },
};
