import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { returnsByState } from './lifecycleStates.ts';
import { returnPath } from './returnPath.ts';
import { returnsInStatePage } from './returnsInState.ts';
import { periodOf } from './period.ts';
import { stepMoves } from './stepMoves.ts';

/** The live overlay of the lifecycle chart (issue 12): where returns are, which ones, and one return's way. */
export const lifecycleOverlayHandlers: Pick<Handlers, 'getLifecycleStates' | 'getLifecycleMoves' | 'listReturnsInState' | 'getReturnPath'> = {
  async getLifecycleStates(request) {
    const data = await returnsByState(request.server.db, signedInUser(request), request.query);
    return { data };
  },

  async getLifecycleMoves(request) {
    const period = periodOf(request.query);
    return { ...period, data: await stepMoves(request.server.db, signedInUser(request), period, request.query) };
  },

  async listReturnsInState(request) {
    const { rows, ...page } = await returnsInStatePage(request.server.db, signedInUser(request), request.params.state, request.query, pageOf(request.query));
    return {
      ...page,
      data: rows.map((r) => ({
        returnId: r.return_id,
        retNumber: r.ret_number,
        returnType: r.return_type,
        plantCode: r.plant_code,
        customerName: r.customer_name,
        reasonName: r.reason_name,
        pendingUser: r.pending_user,
        enteredAt: r.state_entered_at.toISOString(),
      })),
    };
  },

  getReturnPath(request) {
    return returnPath(request.server.db, signedInUser(request), request.params.retNumber);
  },
};
