import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { apply, assertVersion, load, type ReturnKey } from '../returns/index.ts';

/**
 * The header Reject: the whole return, with the remark it needs (spec 000 §5), while the lifecycle
 * allows it (return.reject: nobody approved, not printed, not a draft); otherwise 409 in the
 * lifecycle's words and nothing changes.
 */
async function rejectWhole(db: Database, user: Principal, key: ReturnKey, remark: string | null | undefined, seenVersion?: number) {
  const text = remark?.trim();
  if (!text) throw badRequest('You need to write remarks!', 'remark');
  return db.transaction().execute(async (trx) => {
    const loaded = await load(trx, user, key);
    assertVersion(loaded, seenVersion);
    const now = await apply(trx, loaded, { type: 'return.reject' }, user, { remark: text });
    const { ret_number } = loaded.row;
    return {
      status: 200,
      message: `Return ${ret_number} has been rejected.`,
      data: { retNumber: ret_number, status: now.status, stepCode: now.stepCode, version: now.version },
    };
  });
}

/** By return number (the approval screens' call) and by return id (the Report Header's, spec 000 §7). */
export const rejectReturnHandlers: Pick<Handlers, 'rejectReturn' | 'rejectReturnById'> = {
  async rejectReturn(request) {
    return rejectWhole(request.server.db, signedInUser(request), { retNumber: request.params.retNumber }, request.body.remark);
  },
  async rejectReturnById(request) {
    return rejectWhole(request.server.db, signedInUser(request), { returnId: request.params.id }, request.body.remark, request.query.version);
  },
};
