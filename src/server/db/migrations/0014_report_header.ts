import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * The Report Header's order (issue 13): every return of the user's plants, newest registered
 * first, paged by keyset on (created_at, return_id). An index in that order lets a page walk
 * back from the newest (or from the cursor) and stop once it has its rows, on the first page as
 * on the deepest, instead of sorting all the returns of the user's plants; the plant is kept in
 * the index so that a return of another plant is passed over without reading its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `create index returns_registered_idx on returns (created_at, return_id) include (plant_code);`);
}
