import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Report Details (issue 13): the lines of returns newest registration first, read backwards
 * along this index and each return's lines by return_items_return_idx, so a page reads as many
 * returns as it shows instead of sorting every return of the plants. The plant is a key column
 * (not an included one) so that the plant filter is judged in the index, before the row is read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create index returns_created_idx on returns (created_at, return_id, plant_code);
    `,
  );
}
