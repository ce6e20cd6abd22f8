import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** DRF + a 10-digit sequence (DESIGN §4). */
export async function nextDraftNumber(trx: Database): Promise<string> {
  const { n } = await sql<{ n: number }>`select nextval('draft_number_seq')::int as n`.execute(trx).then((r) => r.rows[0]!);
  return `DRF${String(n).padStart(10, '0')}`;
}

/**
 * APL + plant + two-digit year + a 6-digit sequence per plant and year, e.g. APL100126000042.
 * The counter row is updated inside the submitting transaction, so numbers never repeat and a
 * rolled-back submit gives its number back.
 */
export async function nextReturnNumber(trx: Database, plantCode: string, today: string): Promise<string> {
  const year = Number(today.slice(0, 4));
  const { last_value } = await trx
    .insertInto('return_number_counters')
    .values({ plant_code: plantCode, year, last_value: 1 })
    .onConflict((oc) => oc.columns(['plant_code', 'year']).doUpdateSet({ last_value: sql`return_number_counters.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return `APL${plantCode}${String(year % 100).padStart(2, '0')}${String(last_value).padStart(6, '0')}`;
}
