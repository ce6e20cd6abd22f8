import type { Database } from '../../../db/database.ts';
import { forbidden } from '../../../http/problem.ts';
import type { Principal } from '../../auth/index.ts';

/**
 * The user may act on any step, not only where assigned, and upload an FPRE past waiting delivery
 * tracking: the permission `approvals.anyStep` (ADMIN and ADMINISTRATOR by default, DESIGN §4).
 */
export const actsOnAnyStep = (user: Principal) => user.permissions.has('approvals.anyStep');

/** Only the users assigned to the step when the return entered it decide there, besides those who act on any step. */
export async function assertAssigned(trx: Database, user: Principal, returnId: number, step: string): Promise<void> {
  if (actsOnAnyStep(user)) return;
  const assigned = await trx
    .selectFrom('return_assignments')
    .select('user_id')
    .where('return_id', '=', returnId)
    .where('step_code', '=', step)
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (!assigned) throw forbidden('You are not assigned to decide this return.');
}
