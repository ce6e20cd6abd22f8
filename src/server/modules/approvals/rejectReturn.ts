import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { conflict } from '../../http/problem.ts';
import { lockReturn } from './decideLines.ts';
import { next, snapshotOf, storedOf } from './lifecycleSnapshot.ts';

/** The header Reject: the whole return, while the lifecycle allows it (nobody approved, not printed). */
export const rejectReturnHandlers: Pick<Handlers, 'rejectReturn'> = {
  async rejectReturn(request) {
    const user = signedInUser(request);
    const remark = request.body.remark.trim();
    return request.server.db.transaction().execute(async (trx) => {
      const stored = await lockReturn(trx, request.params.retNumber, user);
      const after = next(await snapshotOf(trx, stored), { type: 'return.reject' });
      if (!after) throw conflict(`Return ${stored.ret_number} can no longer be rejected: it is a draft, printed, ended, or a line was approved.`);
      const now = storedOf(after);
      const version = stored.version + 1;
      await trx.updateTable('returns').set({ status: now.status, status_reject: now.statusReject, step_code: now.stepCode, version, updated_at: new Date() }).where('return_id', '=', stored.return_id).execute();
      await trx
        .insertInto('return_events')
        .values({ return_id: stored.return_id, event: 'return.reject', from_step: stored.step_code, to_step: null, status: now.status, user_id: user.userId, user_name: user.userName, remark: remark || null })
        .execute();
      return { status: 200, message: `Return ${stored.ret_number} has been rejected.`, data: { retNumber: stored.ret_number, status: now.status, stepCode: now.stepCode, version } };
    });
  },
};
