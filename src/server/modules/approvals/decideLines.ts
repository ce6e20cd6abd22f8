import { decisionMessages } from '../../../../machines/approvals/decisionRules.ts';
import { lineDecisionSteps, type LineDecisionStep } from '../../../../machines/returns/returnLifecycle.ts';
import { decidePermissionOf } from '../../../shared/stepPermissions.ts';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.ts';
import type { Principal } from '../auth/principal.ts';
import { assertAssigned, assertVersion } from './deciderAccess.ts';
import { enterStep } from './enterStep.ts';
import { clientScopeOf, scopedReturns } from './returnScope.ts';
import { next, snapshotOf, storedOf } from './lifecycleSnapshot.ts';

/** What a transition of a return reads from its row. */
export const lockedColumns = [
  'r.return_id',
  'r.ret_number',
  'r.status',
  'r.status_reject',
  'r.step_code',
  'r.route',
  'r.version',
  'r.approved_by_anyone',
  'r.print_status',
  'r.first_print_date',
  'r.fpre_status',
  'r.fpre_uploaded',
  'r.fareye_status',
  'r.fareye_last_error',
  'r.so_status',
  'r.return_invoice_no',
  'r.customer_code',
  'r.plant_code',
] as const;

/** The return, locked, within the user's plants (and clients, for client users). */
export async function lockReturn(trx: Database, retNumber: string, user: Principal) {
  const row = await scopedReturns(trx, user).select(lockedColumns).where('r.ret_number', '=', retNumber.replace(/\s+/g, '')).forUpdate().executeTakeFirst();
  if (!row) throw notFound(`Return ${retNumber} was not found.`);
  return row;
}

async function assertMayDecide(trx: Database, user: Principal, returnId: number, step: LineDecisionStep) {
  if (!user.permissions.has(decidePermissionOf[step])) throw forbidden('You do not have permission to do this.');
  await assertAssigned(trx, user, returnId, step);
}

/**
 * Decisions on lines at the step a return waits at (spec 002 §4, §5): checked, judged by the
 * lifecycle with the return locked, stored with an event per line; a step every active line has
 * decided gives way to the next one, which is assigned and recorded as an event too.
 */
export const decisionHandlers: Pick<Handlers, 'decideLines'> = {
  async decideLines(request) {
    const user = signedInUser(request);
    const decisions = request.body;
    for (const [i, d] of decisions.entries()) {
      if (!d.status) throw badRequest(decisionMessages.statusMissing, `${i}.status`);
      if (d.status === 'R' && !d.remark?.trim()) throw badRequest(decisionMessages.remarkMissing, `${i}.remark`);
    }
    return request.server.db.transaction().execute(async (trx) => {
      const stored = await lockReturn(trx, request.params.retNumber, user);
      const step = stored.step_code as LineDecisionStep;
      if (stored.status !== 'W' || !lineDecisionSteps.includes(step)) throw conflict(`Return ${stored.ret_number} is not waiting for line decisions.`);
      const seenStep = request.query.stepCode;
      if (seenStep && seenStep !== step) throw conflict(`Return ${stored.ret_number} is no longer waiting at ${seenStep}: it is at ${step} now.`);
      await assertMayDecide(trx, user, stored.return_id, step);
      assertVersion(stored, request.query.version);
      const lines = await trx.selectFrom('return_items').select(['return_detail_id', 'client_code']).where('return_id', '=', stored.return_id).execute();
      const clients = clientScopeOf(user);
      for (const [i, d] of decisions.entries()) {
        const line = lines.find((l) => l.return_detail_id === d.approvalDetailId);
        if (!line) throw badRequest(`Line ${d.approvalDetailId} is not part of return ${stored.ret_number}.`, `${i}.approvalDetailId`);
        if (clients && !clients.includes(line.client_code)) throw forbidden(`Line ${d.approvalDetailId} belongs to a client you do not represent.`);
      }

      const before = await snapshotOf(trx, stored);
      const after = next(before, { type: 'line.decide', step, decisions: decisions.map((d) => ({ lineId: String(d.approvalDetailId), status: d.status! })) });
      if (!after) throw conflict(`Return ${stored.ret_number} has no line waiting for this decision at ${step}.`);

      await trx
        .insertInto('return_decisions')
        .values(decisions.map((d) => ({ return_id: stored.return_id, return_detail_id: d.approvalDetailId, step_code: step, status: d.status!, remark: d.remark?.trim() || null, user_id: user.userId, user_name: user.userName })))
        .execute();
      const rejected = decisions.filter((d) => d.status === 'R').map((d) => d.approvalDetailId);
      if (rejected.length) await trx.updateTable('return_items').set({ approval_status: 'R' }).where('return_detail_id', 'in', rejected).execute();
      await trx
        .insertInto('return_events')
        .values(decisions.map((d) => ({ return_id: stored.return_id, return_detail_id: d.approvalDetailId, event: 'line.decide', from_step: step, to_step: step, status: d.status!, user_id: user.userId, user_name: user.userName, remark: d.remark?.trim() || null })))
        .execute();

      const now = storedOf(after);
      const version = stored.version + 1;
      await trx
        .updateTable('returns')
        .set({ status: now.status, status_reject: now.statusReject, step_code: now.stepCode, approved_by_anyone: after.context.approvedByAnyone, version, updated_at: new Date() })
        .where('return_id', '=', stored.return_id)
        .execute();
      if (now.stepCode !== step) await enterStep(trx, stored, now.stepCode, now.status, user, request.server.config.publicUrl);
      return { status: 200, message: 'Data has been saved!', data: { retNumber: stored.ret_number, status: now.status, stepCode: now.stepCode, version } };
    });
  },
};
