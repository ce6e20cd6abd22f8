import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { returnsByState } from './lifecycleStates.ts';

/** The live overlay of the lifecycle chart (issue 12). */
export const lifecycleOverlayHandlers: Pick<Handlers, 'getLifecycleStates'> = {
  async getLifecycleStates(request) {
    const data = await returnsByState(request.server.db, signedInUser(request), request.query);
    return { data };
  },
};
