import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * What Chief Delivery records: the signed FPRE (one per return, in the database like photos, with
 * its sniffed type and size), the last print, the delivery-tracking answer and the step's
 * decision on the whole return.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create table fpre_documents (
      return_id integer primary key references returns on delete cascade,
      file_name text not null,
      content_type text not null,
      size integer not null,
      content bytea not null,
      uploaded_by integer not null references users,
      uploaded_by_name text not null,
      uploaded_at timestamptz not null default now()
    );
    alter table returns add column last_print_date timestamptz;
    alter table returns add column fareye_date timestamptz;
    alter table returns add column fareye_last_error text;
    alter table returns add column cd_status char(1) check (cd_status in ('A', 'R'));
    alter table returns add column cd_remark text;
    alter table returns add column cd_user_name text;
    alter table returns add column cd_decided_at timestamptz;
    `,
  );
}
