import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * The workflow chart's count of returns in each state ended ones included (issue 12): whether the
 * ERP gave an ended return its invoice tells two of its states apart, so the state index carries it
 * too, and the count of the ended ones (nine in ten returns) is read from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    drop index if exists returns_state_age_idx;
    create index returns_state_age_idx on returns (status, step_code, state_entered_at) include (plant_code, so_status, status_reject, return_invoice_no);
    `,
  );
}
