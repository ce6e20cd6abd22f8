import { lineDecisionSteps, type LineDecisionStep } from '../../../../machines/returns/returnLifecycle.ts';
import type { StepCode } from '../../../../machines/returns/route.ts';
import { decidePermissionOf } from '../../../shared/stepPermissions.ts';
import { todayInJakarta } from '../../../shared/today.ts';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.ts';
import type { Principal } from '../auth/principal.ts';
import { assigneesFor } from '../returns/assignment.ts';
import { next, snapshotOf, storedOf } from './lifecycleSnapshot.ts';

export const decisionMessages = {
  statusMissing: 'Please select approval material status first!',
  remarkMissing: 'Please fill remark reject first!',
} as const;

const administrators = ['ADMIN', 'ADMINISTRATOR'];

/** The return, locked, within the user's plants (and clients, for client users). */
export async function lockReturn(trx: Database, retNumber: string, user: Principal) {
  const row = await trx
    .selectFrom('returns as r')
    .select(['r.return_id', 'r.ret_number', 'r.status', 'r.status_reject', 'r.step_code', 'r.route', 'r.version', 'r.approved_by_anyone', 'r.print_status', 'r.fpre_status', 'r.fpre_uploaded', 'r.fareye_status', 'r.so_status', 'r.return_invoice_no', 'r.customer_code', 'r.plant_code', 'r.reason_code'])
    .where('r.ret_number', '=', retNumber.replace(/\s+/g, ''))
    .where('r.plant_code', 'in', user.plants.length ? user.plants : [''])
    .$if(user.roles.includes('CLIENT'), (qb) =>
      qb.where((eb) => eb.exists(eb.selectFrom('return_items as ri').select('ri.return_detail_id').whereRef('ri.return_id', '=', 'r.return_id').where('ri.client_code', 'in', user.clients.length ? user.clients : ['']))),
    )
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`Return ${retNumber} was not found.`);
  return row;
}

async function assertMayDecide(trx: Database, user: Principal, returnId: number, step: LineDecisionStep) {
  if (!user.permissions.has(decidePermissionOf[step])) throw forbidden('You do not have permission to do this.');
  if (user.roles.some((r) => administrators.includes(r))) return;
  const assigned = await trx.selectFrom('return_assignments').select('user_id').where('return_id', '=', returnId).where('step_code', '=', step).where('user_id', '=', user.userId).executeTakeFirst();
  if (!assigned) throw forbidden('You are not assigned to decide this return.');
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
      await assertMayDecide(trx, user, stored.return_id, step);
      if (request.query.version !== undefined && request.query.version !== stored.version) {
        throw conflict(`Return ${stored.ret_number} was changed by someone else; open it again.`);
      }
      const lineIds = new Set((await trx.selectFrom('return_items').select('return_detail_id').where('return_id', '=', stored.return_id).execute()).map((l) => l.return_detail_id));
      for (const [i, d] of decisions.entries()) {
        if (!lineIds.has(d.approvalDetailId)) throw badRequest(`Line ${d.approvalDetailId} is not part of return ${stored.ret_number}.`, `${i}.approvalDetailId`);
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
      if (now.stepCode !== step) await enterStep(trx, stored, now.stepCode, now.status, user);
      return { status: 200, message: 'Data has been saved!', data: { retNumber: stored.ret_number, status: now.status, stepCode: now.stepCode, version } };
    });
  },
};

/** A step entered: its deciders assigned from today's master data, and an event. */
export async function enterStep(trx: Database, r: { return_id: number; customer_code: string; plant_code: string; step_code: string | null }, step: string | null, status: string, user: Principal) {
  if (step && step !== 'END') {
    const clientCodes = (await trx.selectFrom('return_items').select('client_code').distinct().where('return_id', '=', r.return_id).where('approval_status', 'is', null).execute()).map((c) => c.client_code);
    const assignable = (step === 'QACLIENT' ? 'QAHO' : step) as StepCode;
    const assignees = await assigneesFor(trx, assignable, { customerCode: r.customer_code, plantCode: r.plant_code, clientCodes }, todayInJakarta());
    if (assignees.length) await trx.insertInto('return_assignments').values(assignees.map((user_id) => ({ return_id: r.return_id, step_code: step, user_id }))).onConflict((oc) => oc.doNothing()).execute();
  }
  await trx.insertInto('return_events').values({ return_id: r.return_id, event: 'step.enter', from_step: r.step_code, to_step: step, status, user_id: user.userId, user_name: user.userName }).execute();
}
