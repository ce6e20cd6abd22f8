import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { sendTemplatedEmail } from '../../integrations/index.ts';
import { stepScreenOf } from '../../../../shared/stepScreens.ts';
import { returnNames, stepTitle } from '../returnNames.ts';

/**
 * Stores the deciders of the step a return enters and tells each by e-mail (template
 * STEP_ASSIGNED, through the e-mail log), in the caller's transaction.
 */
export async function assignStep(trx: Database, returnId: number, step: string, userIds: readonly number[], publicUrl: string): Promise<void> {
  if (!userIds.length) return;
  await trx
    .insertInto('return_assignments')
    .values(userIds.map((user_id) => ({ return_id: returnId, step_code: step, user_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const r = await trx
    .selectFrom('returns as r')
    .select(['r.ret_number', returnNames.customer.as('customer_name'), stepTitle(sql.val(step)).as('step_name')])
    .where('r.return_id', '=', returnId)
    .executeTakeFirstOrThrow();
  const users = await trx.selectFrom('users').select(['full_name', 'email']).where('user_id', 'in', userIds).where('email', 'is not', null).execute();
  for (const u of users) {
    await sendTemplatedEmail(trx, 'STEP_ASSIGNED', u.email!, {
      fullName: u.full_name,
      retNumber: r.ret_number,
      customerName: r.customer_name,
      stepName: r.step_name ?? step,
      link: `${publicUrl}${stepScreenOf(step, r.ret_number)}`,
    });
  }
}
