import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sendTemplatedEmail } from '../integrations/index.ts';
import { recentFailures } from './throttle.ts';
import { signInLimits } from './throttlePolicy.ts';

/**
 * Tells the user by e-mail when their sign-ins keep failing (once their free attempts are spent),
 * at most once in 15 minutes, so a real user learns that someone guesses their password.
 */
export async function noticeFailedSignIns(db: Database, user: { user_name: string; full_name: string; email: string | null }, ip: string): Promise<void> {
  if (!user.email) return;
  if ((await recentFailures(db, user.user_name)) < signInLimits.freePerPair) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`notice:${user.user_name.toLowerCase()}`}))`.execute(trx);
    const told = await trx
      .selectFrom('email_log')
      .select('email_id')
      .where('template_code', '=', 'SIGN_IN_FAILURES')
      .where('recipient', '=', user.email!)
      .where('created_at', '>', sql<Date>`now() - interval '15 minutes'`)
      .executeTakeFirst();
    if (told) return;
    await sendTemplatedEmail(trx, 'SIGN_IN_FAILURES', user.email!, { fullName: user.full_name, userName: user.user_name, ip });
  });
}
