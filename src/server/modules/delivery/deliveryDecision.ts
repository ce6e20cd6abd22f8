import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest } from '../../http/problem.ts';
import { decisionMessages } from '../../../../machines/approvals/decisionRules.ts';
import { apply } from '../returns/index.ts';
import { lockAtDelivery } from './deliveryAccess.ts';
import { deliverySaved } from './deliverySaved.ts';

/**
 * Chief Delivery's decision on the whole return: approve hands it to Chief Warehouse (assigned
 * from the plant's staff); reject ends it with every line rejected.
 */
export const deliveryDecisionHandlers: Pick<Handlers, 'decideDelivery'> = {
  async decideDelivery(request) {
    const user = signedInUser(request);
    const { status } = request.body;
    const remark = request.body.remark?.trim() || null;
    if (status === 'R' && !remark) throw badRequest(decisionMessages.remarkMissing, 'remark');
    return request.server.db.transaction().execute(async (trx) => {
      const loaded = await lockAtDelivery(trx, request.params.retNumber, user, request.query.version);
      const now = await apply(trx, loaded, { type: status === 'A' ? 'delivery.approve' : 'delivery.reject' }, user, {
        remark,
        set: { cd_status: status, cd_remark: remark, cd_user_name: user.userName, cd_decided_at: new Date() },
        publicUrl: request.server.config.publicUrl,
      });
      return deliverySaved(trx, user, 'Data has been saved!', loaded.row, now);
    });
  },
};
