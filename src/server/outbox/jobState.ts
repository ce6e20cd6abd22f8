import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** A job of `kind` about the return that is still waiting or running, if any. */
export async function openJobFor(db: Database, kind: string, returnId: number): Promise<number | null> {
  const running = await db
    .selectFrom('outbox')
    .select('outbox_id')
    .where('kind', '=', kind)
    .where(sql`payload->>'returnId'`, '=', String(returnId))
    .where('status', 'in', ['PENDING', 'RUNNING'])
    .executeTakeFirst();
  return running?.outbox_id ?? null;
}

/** Waits until the job is done or failed, or `ms` passed; the job goes on either way. */
export async function jobSettled(db: Database, jobId: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const job = await db.selectFrom('outbox').select('status').where('outbox_id', '=', jobId).executeTakeFirst();
    if (!job || job.status === 'DONE' || job.status === 'FAILED') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A job by id if it is of one of `kinds`, with what a screen following it shows. */
export function jobOfKinds(db: Database, jobId: number, kinds: readonly string[]) {
  return db
    .selectFrom('outbox')
    .select(['outbox_id', 'status', 'progress', 'attempts', 'last_error', 'result_message', 'created_by'])
    .where('outbox_id', '=', jobId)
    .where('kind', 'in', kinds)
    .executeTakeFirst();
}
