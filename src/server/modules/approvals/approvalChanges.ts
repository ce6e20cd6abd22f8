import { changeMessages, reassignmentProblem } from '../../../../machines/approvals/approvalChangeRules.ts';
import { deciderPermissionOf } from '../../../shared/stepPermissions.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { badRequest, conflict } from '../../http/problem.ts';
import { loadPrincipal } from '../auth/index.ts';
import { countRework, record } from '../returns/index.ts';
import { moveAssignment, pageOfPending, pendingOf, userIdOf } from './assigneeRepository.ts';

/** Approval Changes (spec 002 §2): a user's pending decisions, moved to another user. */
export const approvalChangeHandlers: Pick<Handlers, 'listReassignableReturns' | 'reassignReturns'> = {
  async listReassignableReturns(request) {
    const user = signedInUser(request);
    const q = request.query;
    if (!q.usernameOld?.trim()) throw badRequest(changeMessages.oldUserFirst, 'usernameOld');
    const page = pageOf(q);
    const oldId = await userIdOf(request.server.db, q.usernameOld);
    if (oldId === null) return { ...page, totalRecord: 0, data: [] };
    const { rows, ...found } = await pageOfPending(request.server.db, user, oldId, q.retNumber, page);
    return {
      ...found,
      data: rows.map((r) => ({ retNumber: r.ret_number, createdDate: r.created_at.toISOString(), stepCode: r.step_code!, plantCode: r.plant_code })),
    };
  },

  async reassignReturns(request) {
    const user = signedInUser(request);
    const { usernameOld, usernameNew, retNumbers } = request.body;
    const refused = reassignmentProblem({ usernameOld, usernameNew, retNumbers });
    if (refused) throw badRequest(changeMessages[refused.problem], refused.field);
    const { db } = request.server;
    // Both names are there: the rules refused a missing one.
    const oldId = await userIdOf(db, usernameOld!);
    const newId = await userIdOf(db, usernameNew!);
    if (oldId === null) throw badRequest(`User ${usernameOld} does not exist.`, 'usernameOld');
    const newUser = newId === null ? null : await loadPrincipal(db, newId);
    if (!newUser || !newUser.isActive || newUser.isLocked) throw badRequest(`User ${usernameNew} does not exist or may not sign in.`, 'usernameNew');
    return db.transaction().execute(async (trx) => {
      const pending = await pendingOf(trx, user, oldId)
        .select(['r.return_id', 'r.ret_number', 'r.step_code', 'r.plant_code'])
        .where('r.ret_number', 'in', retNumbers)
        .forUpdate()
        .execute();
      const missing = retNumbers.filter((n) => !pending.some((p) => p.ret_number === n));
      if (missing.length) throw conflict(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not waiting for ${usernameOld}.`);
      for (const p of pending) {
        const step = p.step_code as keyof typeof deciderPermissionOf;
        if (!newUser.permissions.has(deciderPermissionOf[step]) || !newUser.plants.includes(p.plant_code)) {
          throw badRequest(`${usernameNew} may not decide ${p.ret_number} at ${step}.`, 'usernameNew');
        }
        await moveAssignment(trx, p.return_id, step, oldId, newUser.userId);
        await record(trx, user, [
          { returnId: p.return_id, event: 'assignment.change', fromStep: step, toStep: step, remark: `${usernameOld} → ${usernameNew}` },
        ]);
        await countRework(trx, p.return_id, 'approval_changes');
      }
      return { status: 200, message: 'Data has been saved!' };
    });
  },
};
