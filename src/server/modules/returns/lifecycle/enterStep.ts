import type { LifecycleEvent } from '../../../../../machines/returns/returnLifecycle.ts';
import { decidingStep, type WaitingStep } from '../../../../../machines/returns/route.ts';
import { todayInJakarta } from '../../../../shared/today.ts';
import type { Database } from '../../../db/database.ts';
import type { Principal } from '../../auth/index.ts';
import { assigneesFor } from '../assignment.ts';
import { assignStep } from './assignStep.ts';
import { stillInReturn } from './columns.ts';
import { record } from './eventRows.ts';

/**
 * What entering a new step means after each event: `assign` its deciders (from today's master
 * data, told by e-mail) and `mark` the hand-over with a step.enter row. Submitting assigns the
 * first step, its own row being the hand-over; a step every line decided and Chief Delivery's
 * approval hand over to the next step (or END). Chief Warehouse's Not OK goes back to the CD
 * deciders already assigned, and the other ends assign nobody.
 */
const entering: Partial<Record<LifecycleEvent['type'], { assign: boolean; mark: boolean }>> = {
  'return.submit': { assign: true, mark: false },
  'line.decide': { assign: true, mark: true },
  'delivery.approve': { assign: true, mark: true },
};

interface Entered {
  event: LifecycleEvent;
  return: { return_id: number; customer_code: string; plant_code: string };
  from: string | null;
  step: string | null;
  status: string;
  actor: Principal | null;
  publicUrl: string | undefined;
}

/** Enters the step a transition moved the return to, as `entering` says for its event. */
export async function enterStep(trx: Database, e: Entered): Promise<void> {
  const how = entering[e.event.type];
  if (!how || e.step === e.from) return;
  const r = e.return;
  if (how.assign && e.step && e.step !== 'END') {
    if (e.publicUrl === undefined) throw new Error(`Entering ${e.step} needs the public URL for the deciders' e-mails.`);
    const clientCodes = (
      await trx.selectFrom('return_items').select('client_code').distinct().where('return_id', '=', r.return_id).where(stillInReturn('return_items')).execute()
    ).map((c) => c.client_code);
    const assignees = await assigneesFor(
      trx,
      decidingStep(e.step as WaitingStep),
      { customerCode: r.customer_code, plantCode: r.plant_code, clientCodes },
      todayInJakarta(),
    );
    await assignStep(trx, r.return_id, e.step, assignees, e.publicUrl);
  }
  if (how.mark) await record(trx, e.actor, [{ returnId: r.return_id, event: 'step.enter', fromStep: e.from, toStep: e.step, status: e.status }]);
}
