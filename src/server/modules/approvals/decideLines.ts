import type { components } from '../../../../generated/api.d.ts';
import { decisionMessages, firstDecisionProblemAt } from '../../../../machines/approvals/decisionRules.ts';
import type { LineDecisionStep } from '../../../../machines/returns/returnLifecycle.ts';
import { decidePermissionOf } from '../../../shared/stepPermissions.ts';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers, RequestOf } from '../../http/handlers.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { apply, clientScopeOf, lockAtStep, type ActionAt, type ReturnKey } from '../returns/index.ts';
import { linesOfReturn, returnsOfLines } from './pendingLines.ts';

/** Line decisions: at the step the return waits at, by its deciders holding that step's permission. */
const lineDecisions: ActionAt = {
  waits: (snapshot) => snapshot.hasTag('lineDecisions'),
  notWaiting: (retNumber) => `Return ${retNumber} is not waiting for line decisions.`,
  mayAct: (user, step) => user.permissions.has(decidePermissionOf[step as LineDecisionStep]),
};

type Decisions = RequestOf<'decideLines'>['body'];

const lineNotFound = (lineId: number) => notFound(`Line ${lineId} was not found.`);
type Saved = components['schemas']['DecisionSaved']['data'];

/** The decision flow's own check (decisionRules.ts), with the field of the first line it fails. */
function checkDecisions(decisions: Decisions): void {
  const refused = firstDecisionProblemAt(decisions.map((d) => ({ status: d.status ?? null, remark: d.remark ?? '' })));
  if (refused) throw badRequest(decisionMessages[refused.problem], `${refused.index}.${refused.problem === 'statusMissing' ? 'status' : 'remark'}`);
}

/**
 * Decisions on lines of one return at the step it waits at (spec 002 §4, §5): checked, then
 * judged and stored by the lifecycle with the return locked, an event per line; a step every
 * active line has decided gives way to the next one, which is assigned and recorded as an event
 * too. `seen` is what the user's screen showed: the return's version and step.
 */
async function decideReturn(
  trx: Database,
  user: Principal,
  key: ReturnKey,
  decisions: Decisions,
  seen: { version?: number; stepCode?: string },
  publicUrl: string,
): Promise<Saved> {
  const loaded = await lockAtStep(trx, user, key, lineDecisions, seen);
  const { row } = loaded;
  const step = loaded.step as LineDecisionStep;
  const lines = await linesOfReturn(trx, row.return_id);
  const clients = clientScopeOf(user);
  for (const [i, d] of decisions.entries()) {
    const line = lines.find((l) => l.return_detail_id === d.approvalDetailId);
    if (!line) throw badRequest(`Line ${d.approvalDetailId} is not part of return ${row.ret_number}.`, `${i}.approvalDetailId`);
    // Another client's line is not found, as in the bulk call: a refusal never says whose a line is.
    if (clients && !clients.includes(line.client_code)) throw lineNotFound(d.approvalDetailId);
  }
  const event = { type: 'line.decide' as const, step, decisions: decisions.map((d) => ({ lineId: String(d.approvalDetailId), status: d.status! })) };
  const lineRemarks = Object.fromEntries(decisions.map((d) => [String(d.approvalDetailId), d.remark?.trim() || null]));
  const now = await apply(trx, loaded, event, user, { lineRemarks, publicUrl });
  return { retNumber: row.ret_number, status: now.status, stepCode: now.stepCode, version: now.version };
}

export const decisionHandlers: Pick<Handlers, 'decideLines' | 'decideLinesOfReturns'> = {
  async decideLines(request) {
    const user = signedInUser(request);
    checkDecisions(request.body);
    const data = await request.server.db
      .transaction()
      .execute((trx) => decideReturn(trx, user, { retNumber: request.params.retNumber }, request.body, request.query, request.server.config.publicUrl));
    return { status: 200, message: 'Data has been saved!', data };
  },

  /**
   * The old client's bulk approval (spec 000 §7, POST /return/approval): decisions on lines of
   * several returns at once, each return decided as by its own approve, all or none.
   */
  async decideLinesOfReturns(request) {
    const user = signedInUser(request);
    const decisions = request.body;
    checkDecisions(decisions);
    return request.server.db.transaction().execute(async (trx) => {
      const owners = await returnsOfLines(
        trx,
        user,
        decisions.map((d) => d.approvalDetailId),
      );
      for (const d of decisions) {
        if (!owners.has(d.approvalDetailId)) throw lineNotFound(d.approvalDetailId);
      }
      // In the order of their ids, so two bulk decisions lock their returns in one order.
      const returnIds = [...new Set(owners.values())].sort((a, b) => a - b);
      const data: Saved[] = [];
      for (const returnId of returnIds) {
        const own = decisions.filter((d) => owners.get(d.approvalDetailId) === returnId);
        data.push(await decideReturn(trx, user, { returnId }, own, {}, request.server.config.publicUrl));
      }
      return { status: 200, message: 'Data has been saved!', data };
    });
  },
};
