import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * The dashboard's New Registration table (issue 13): returns waiting in the chain that no one has
 * approved yet, newest first. A return leaves it at its first approval, so the index holds only
 * the few that are new, in the table's order, and the card's count reads it alone. The per-step
 * counters read returns_state_age_idx (0013).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create index returns_new_registration_idx on returns (submitted_at, return_id) include (plant_code, step_code) where status = 'W' and not approved_by_anyone;
    `,
  );
}
