import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Report Details and Reject Return find lines by part of their material's name
 * (`lower(material_name) like '%…%'`). A list walks its lines newest first and stops at a page,
 * which is quick for a common word and reads every line of the plants searched for a rare one or
 * none (at 100,000 returns 150–290 ms, ten times that at a million).
 *
 * - A trigram index finds the lines that can match from the index instead (a name no line holds:
 *   0.7 ms).
 * - Statistics of the lowercased name tell the planner how many lines a word matches: without them
 *   it guessed a few dozen for every word, and read 6,867 lines of "ranitidine" through the
 *   index (42 ms) where the walk reads 131 returns' lines (1.9 ms). Its most common values are
 *   kept for 500 names, so that a name of a few lines in a hundred is still known as such. (The
 *   planner reads the index's statistics of the expression instead: migration 0024.)
 *
 * Building the index holds off saves of lines while it runs (tens of seconds at three million
 * lines): an operator upgrading a large database builds it beforehand without that lock, under
 * the same name, which this migration then leaves as it is (docs/operations.md, "Upgrading").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create extension if not exists pg_trgm;
    create index if not exists return_items_material_name_trgm_idx on return_items using gin (lower(material_name) gin_trgm_ops);
    create statistics if not exists return_items_material_name_stats on (lower(material_name)) from return_items;
    alter statistics return_items_material_name_stats set statistics 500;
    analyze return_items;
    `,
  );
}
