import { decisionMessages, firstDecisionProblemAt } from '../../../../machines/approvals/decisionRules.ts';
import type { LineDecisionStep } from '../../../../machines/returns/returnLifecycle.ts';
import { decidePermissionOf } from '../../../shared/stepPermissions.ts';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, conflict, forbidden } from '../../http/problem.ts';
import type { Principal } from '../auth/principal.ts';
import { apply, assertVersion, load } from '../returns/lifecycle/index.ts';
import { clientScopeOf } from '../returns/returnScope.ts';
import { assertAssigned } from './deciderAccess.ts';

async function assertMayDecide(trx: Database, user: Principal, returnId: number, step: LineDecisionStep) {
  if (!user.permissions.has(decidePermissionOf[step])) throw forbidden('You do not have permission to do this.');
  await assertAssigned(trx, user, returnId, step);
}

/**
 * Decisions on lines at the step a return waits at (spec 002 §4, §5): checked, then judged and
 * stored by the lifecycle with the return locked, an event per line; a step every active line
 * has decided gives way to the next one, which is assigned and recorded as an event too.
 */
export const decisionHandlers: Pick<Handlers, 'decideLines'> = {
  async decideLines(request) {
    const user = signedInUser(request);
    const decisions = request.body;
    // The decision flow's own check (decisionRules.ts), with the field of the first line it fails.
    const refused = firstDecisionProblemAt(decisions.map((d) => ({ status: d.status ?? null, remark: d.remark ?? '' })));
    if (refused) throw badRequest(decisionMessages[refused.problem], `${refused.index}.${refused.problem === 'statusMissing' ? 'status' : 'remark'}`);
    return request.server.db.transaction().execute(async (trx) => {
      const loaded = await load(trx, user, { retNumber: request.params.retNumber });
      const { row } = loaded;
      if (!loaded.snapshot.hasTag('lineDecisions')) throw conflict(`Return ${row.ret_number} is not waiting for line decisions.`);
      const step = row.step_code as LineDecisionStep;
      const seenStep = request.query.stepCode;
      if (seenStep && seenStep !== step) throw conflict(`Return ${row.ret_number} is no longer waiting at ${seenStep}: it is at ${step} now.`);
      await assertMayDecide(trx, user, row.return_id, step);
      assertVersion(loaded, request.query.version);
      const lines = await trx.selectFrom('return_items').select(['return_detail_id', 'client_code']).where('return_id', '=', row.return_id).execute();
      const clients = clientScopeOf(user);
      for (const [i, d] of decisions.entries()) {
        const line = lines.find((l) => l.return_detail_id === d.approvalDetailId);
        if (!line) throw badRequest(`Line ${d.approvalDetailId} is not part of return ${row.ret_number}.`, `${i}.approvalDetailId`);
        if (clients && !clients.includes(line.client_code)) throw forbidden(`Line ${d.approvalDetailId} belongs to a client you do not represent.`);
      }

      const event = { type: 'line.decide' as const, step, decisions: decisions.map((d) => ({ lineId: String(d.approvalDetailId), status: d.status! })) };
      const lineRemarks = Object.fromEntries(decisions.map((d) => [String(d.approvalDetailId), d.remark?.trim() || null]));
      const now = await apply(trx, loaded, event, user, { lineRemarks, publicUrl: request.server.config.publicUrl });
      return { status: 200, message: 'Data has been saved!', data: { retNumber: row.ret_number, status: now.status, stepCode: now.stepCode, version: now.version } };
    });
  },
};
