import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from '../../http/problem.ts';

type Kind = 'login' | 'register' | 'forgot';

/**
 * Attempts are counted in the database, not in memory, so the limits hold across every instance
 * behind the load balancer. Logins count failures per username and per address; registration
 * and reset requests count every attempt per address.
 */
const WINDOW_MINUTES = 15;
const limits: Record<Kind, { perSubject: number; perIp: number; failuresOnly: boolean }> = {
  login: { perSubject: 5, perIp: 30, failuresOnly: true },
  register: { perSubject: 3, perIp: 10, failuresOnly: false },
  forgot: { perSubject: 3, perIp: 10, failuresOnly: false },
};

export async function assertNotThrottled(db: Database, kind: Kind, subject: string, ip: string): Promise<void> {
  const limit = limits[kind];
  const since = sql<Date>`now() - make_interval(mins => ${WINDOW_MINUTES})`;
  const row = await db
    .selectFrom('auth_attempts')
    .select([
      sql<number>`count(*) filter (where lower(subject) = lower(${subject}))::int`.as('bySubject'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('byIp'),
    ])
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .$if(limit.failuresOnly, (qb) => qb.where('succeeded', '=', false))
    .where((eb) => eb.or([eb(sql`lower(subject)`, '=', subject.toLowerCase()), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  if (row.bySubject >= limit.perSubject || row.byIp >= limit.perIp) {
    throw tooManyRequests(`Too many attempts. Please try again in ${WINDOW_MINUTES} minutes.`, WINDOW_MINUTES * 60);
  }
}

export async function recordAttempt(db: Database, kind: Kind, subject: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insertInto('auth_attempts').values({ kind, subject, ip, succeeded }).execute();
}
