import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * The workflow chart's moves in a period (issue 12): the whole-return event rows of a period are
 * found by when they were written, not by reading every return's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `create index return_events_moves_idx on return_events (created_at, return_id) where return_detail_id is null;`);
}
