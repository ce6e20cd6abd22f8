import type { Database } from '../../db/database.ts';
import { forbidden } from '../../http/problem.ts';
import type { Principal } from '../auth/principal.ts';

const administrators = ['ADMIN', 'ADMINISTRATOR'];

/** ADMIN and ADMINISTRATOR may act on any step (DESIGN §4). */
export const isAdministrator = (user: Principal) => user.roles.some((r) => administrators.includes(r));

/** Only the users assigned to the step when the return entered it decide there, besides administrators. */
export async function assertAssigned(trx: Database, user: Principal, returnId: number, step: string): Promise<void> {
  if (isAdministrator(user)) return;
  const assigned = await trx.selectFrom('return_assignments').select('user_id').where('return_id', '=', returnId).where('step_code', '=', step).where('user_id', '=', user.userId).executeTakeFirst();
  if (!assigned) throw forbidden('You are not assigned to decide this return.');
}
