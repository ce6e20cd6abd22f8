import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from '../../http/problem.ts';
import { waitBeforeCode, waitBeforeSignIn, waitBeforeRequest, type AttemptCounts } from './throttlePolicy.ts';

export type AttemptKind = 'login' | 'register' | 'forgot' | 'two-factor';

/** Sign-in and two-factor codes count failures and wait by the sign-in policy; requests count every attempt. */
const countsFailures = (kind: AttemptKind) => kind === 'login' || kind === 'two-factor';

/**
 * Attempts are counted in the database, not in memory, so the limits hold across every instance
 * behind the load balancer. An attempt is reserved before the password is checked, under
 * transaction-scoped advisory locks on its subject and its address: parallel attempts are
 * counted one after another, so thirty at once cannot pass a limit of five.
 */
export async function reserveAttempt(db: Database, kind: AttemptKind, subject: string, ip: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Always subject first, then address: two attempts never wait for each other in a cycle.
    await sql`select pg_advisory_xact_lock(hashtext(${`${kind}:subject:${subject.toLowerCase()}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${`${kind}:ip:${ip}`}))`.execute(trx);
    const counts = await countsOf(trx, kind, subject, ip);
    const waitSeconds = kind === 'two-factor' ? waitBeforeCode(counts) : kind === 'login' ? waitBeforeSignIn(counts) : waitBeforeRequest(counts);
    if (waitSeconds > 0) throw tooManyRequests(`Too many attempts. Please try again in ${inWords(waitSeconds)}.`, waitSeconds);
    const { attempt_id } = await trx
      .insertInto('auth_attempts')
      .values({ kind, subject, ip, succeeded: false })
      .returning('attempt_id')
      .executeTakeFirstOrThrow();
    return attempt_id;
  });
}

/** The outcome of a reserved attempt: until it is known, the attempt counts as a failure. */
export async function settleAttempt(db: Database, attemptId: number, succeeded: boolean): Promise<void> {
  if (succeeded) await db.updateTable('auth_attempts').set({ succeeded: true }).where('attempt_id', '=', attemptId).execute();
}

/** The user's failed sign-ins in the last window, from any address (for the notice to the user). */
export async function recentFailures(db: Database, subject: string): Promise<number> {
  const row = await db
    .selectFrom('auth_attempts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('kind', '=', 'login')
    .where(sql`lower(subject)`, '=', subject.toLowerCase())
    .where('succeeded', '=', false)
    .where('created_at', '>', sql<Date>`now() - interval '15 minutes'`)
    .executeTakeFirstOrThrow();
  return row.n;
}

async function countsOf(trx: Database, kind: AttemptKind, subject: string, ip: string): Promise<AttemptCounts> {
  const lower = subject.toLowerCase();
  const failuresOnly = countsFailures(kind);
  const result = await sql<AttemptCounts>`
    with mine as (
      select ip, succeeded, created_at from auth_attempts
      where kind = ${kind} and lower(subject) = ${lower} and created_at > now() - interval '90 days'
    ),
    pair_success as (select max(created_at) as at from mine where ip = ${ip} and succeeded)
    select
      (select count(*)::int from mine where ip = ${ip} and not succeeded and created_at > now() - interval '1 day'
         and created_at > coalesce((select at from pair_success), '-infinity')) as "pairFailures",
      (select extract(epoch from now() - max(created_at))::float8 from mine where ip = ${ip} and not succeeded) as "secondsSincePairFailure",
      (select count(*)::int from mine where created_at > now() - interval '15 minutes' and (not ${failuresOnly}::boolean or not succeeded)) as "subjectAttempts",
      (select extract(epoch from now() - max(created_at))::float8 from mine where not succeeded) as "secondsSinceSubjectFailure",
      exists (select 1 from mine where ip = ${ip} and succeeded) as "knownAddress",
      (select count(*)::int from auth_attempts
         where kind = ${kind} and ip = ${ip} and created_at > now() - interval '15 minutes' and (not ${failuresOnly}::boolean or not succeeded)) as "addressAttempts",
      (select extract(epoch from now() - max(created_at))::float8 from auth_attempts
         where kind = ${kind} and ip = ${ip} and not succeeded) as "secondsSinceAddressFailure"
  `.execute(trx);
  return result.rows[0]!;
}

function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
