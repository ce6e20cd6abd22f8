import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, conflict } from '../../http/problem.ts';
import { decisionMessages } from '../../../../machines/approvals/decisionRules.ts';
import { enterStep } from '../approvals/enterStep.ts';
import { next, snapshotOf } from '../approvals/lifecycleSnapshot.ts';
import { storeTransition } from '../approvals/storeTransition.ts';
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
      const stored = await lockAtDelivery(trx, request.params.retNumber, user, request.query.version);
      const event = status === 'A' ? 'delivery.approve' : 'delivery.reject';
      const after = next(await snapshotOf(trx, stored), { type: event });
      if (!after) throw conflict(`Please upload the signed FPRE of return ${stored.ret_number} first.`);
      if (status === 'R') await trx.updateTable('return_items').set({ approval_status: 'R' }).where('return_id', '=', stored.return_id).where('approval_status', 'is', null).execute();
      const saved = await storeTransition(trx, stored, after, user, {
        event,
        remark,
        set: { cd_status: status, cd_remark: remark, cd_user_name: user.userName, cd_decided_at: new Date() },
      });
      if (saved.now.stepCode === 'CW') await enterStep(trx, stored, 'CW', saved.now.status, user, request.server.config.publicUrl);
      return deliverySaved('Data has been saved!', stored, after, saved);
    });
  },
};
