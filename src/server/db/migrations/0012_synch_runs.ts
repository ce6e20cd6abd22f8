import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * What the Synchronisation screen shows of a job's run (issue 11): when its first attempt was
 * claimed (created_at is when it was queued, updated_at when it last changed, so when it ended),
 * and how many rows its handler really inserted or changed (null for kinds that do not count).
 * Each synch kind's latest job is read by kind, newest first, among every job of the outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table outbox add column started_at timestamptz;
    alter table outbox add column rows_changed integer check (rows_changed >= 0);
    create index outbox_kind_idx on outbox (kind, outbox_id desc);
  `,
  );
}
