import type { StepCode } from '../../../../machines/returns/route.ts';
import { todayInJakarta } from '../../../shared/today.ts';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { assigneesFor } from '../returns/assignment.ts';
import { assignStep } from './assignStep.ts';

/** A step entered: its deciders assigned from today's master data and told, and an event. */
export async function enterStep(
  trx: Database,
  r: { return_id: number; customer_code: string; plant_code: string; step_code: string | null },
  step: string | null,
  status: string,
  user: Principal,
  publicUrl: string,
) {
  if (step && step !== 'END') {
    const clientCodes = (await trx.selectFrom('return_items').select('client_code').distinct().where('return_id', '=', r.return_id).where('approval_status', 'is', null).execute()).map((c) => c.client_code);
    const assignable = (step === 'QACLIENT' ? 'QAHO' : step) as StepCode;
    const assignees = await assigneesFor(trx, assignable, { customerCode: r.customer_code, plantCode: r.plant_code, clientCodes }, todayInJakarta());
    await assignStep(trx, r.return_id, step, assignees, publicUrl);
  }
  await trx.insertInto('return_events').values({ return_id: r.return_id, event: 'step.enter', from_step: r.step_code, to_step: step, status, user_id: user.userId, user_name: user.userName }).execute();
}
