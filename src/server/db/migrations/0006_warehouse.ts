import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * What Chief Warehouse records (actual quantity, unit and remark per line; the FPRE document's
 * remark) and the end of the chain: the return sales order in the ERP and its return invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table return_items add column actual_qty numeric(14, 3);
    alter table return_items add column actual_uom text;
    alter table return_items add column warehouse_remark text;
    alter table returns add column fpre_doc_remark text;
    alter table returns add column so_status text check (so_status in ('PENDING', 'SUCCESS', 'FAILED'));
    alter table returns add column so_number text;
    alter table returns add column so_last_error text;
    alter table returns add column so_attempt integer not null default 0;
    alter table returns add column return_invoice_no text;
    `,
  );
}
