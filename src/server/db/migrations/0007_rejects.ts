import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/** What became of a line Chief Warehouse rejected: regrouped into a new return, or back to the customer. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table return_items add column reject_disposition text check (reject_disposition in ('REGROUPED', 'BACK_TO_CUSTOMER'));
    create index return_items_old_detail_idx on return_items (old_return_detail_id);
    `,
  );
}
