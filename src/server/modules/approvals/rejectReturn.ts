import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { apply, load } from '../returns/index.ts';

/** The header Reject: the whole return, while the lifecycle allows it (nobody approved, not printed). */
export const rejectReturnHandlers: Pick<Handlers, 'rejectReturn'> = {
  async rejectReturn(request) {
    const user = signedInUser(request);
    const remark = request.body.remark.trim();
    return request.server.db.transaction().execute(async (trx) => {
      const loaded = await load(trx, user, { retNumber: request.params.retNumber });
      const now = await apply(trx, loaded, { type: 'return.reject' }, user, { remark: remark || null });
      const { ret_number } = loaded.row;
      return { status: 200, message: `Return ${ret_number} has been rejected.`, data: { retNumber: ret_number, status: now.status, stepCode: now.stepCode, version: now.version } };
    });
  },
};
