import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Waiting (PENDING) or in hand (RUNNING) outbox rows of one kind, and how long the oldest due one has been due. */
export interface QueueRow {
  kind: string;
  status: 'PENDING' | 'RUNNING';
  jobs: number;
  /** Seconds since the oldest of these rows fell due; null when none is due yet (a retry waiting, a claim held). */
  dueSeconds: number | null;
}

/**
 * The outbox's open work by kind and status, read through the index of open rows. A RUNNING row
 * is due again only when its claim lapsed (its worker died), so "due" counts work nobody is doing.
 */
export async function openOutboxWork(db: Database): Promise<QueueRow[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'kind',
      'status',
      sql<number>`count(*)::int`.as('jobs'),
      sql<number | null>`(extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now())))::float8`.as('dueSeconds'),
    ])
    .where('status', 'in', ['PENDING', 'RUNNING'])
    .groupBy(['kind', 'status'])
    .execute();
  return rows as QueueRow[];
}

/** The outbox rows that gave up (FAILED), by kind. */
export function failedOutboxJobs(db: Database): Promise<{ kind: string; jobs: number }[]> {
  return db
    .selectFrom('outbox')
    .select(['kind', sql<number>`count(*)::int`.as('jobs')])
    .where('status', '=', 'FAILED')
    .groupBy('kind')
    .execute();
}

/** Seconds the oldest due outbox row has waited (0 when nothing is due): the outbox's lag. */
export async function outboxLagSeconds(db: Database): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select(sql<number | null>`(extract(epoch from now() - min(next_attempt_at)))::float8`.as('lag'))
    .where('status', 'in', ['PENDING', 'RUNNING'])
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Math.max(0, row?.lag ?? 0);
}

/** The names of the migrations this database has run. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** One round trip to the database. */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
