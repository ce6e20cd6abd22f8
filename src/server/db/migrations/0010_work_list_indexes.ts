import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Indexes in the work lists' own order (issue 10). Every work list reads the returns waiting at
 * its steps, oldest submitted first (approvals, Chief Delivery), so an index of only the waiting
 * returns in that order lets a page read its rows and stop, on the first page as on the deepest
 * (keyset paging), instead of sorting every waiting return of the step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create index returns_waiting_idx on returns (step_code, submitted_at, return_id) include (plant_code) where status = 'W';
    create index return_assignments_step_user_idx on return_assignments (step_code, user_id, return_id);
    `,
  );
}
