import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * The outbox (work for external systems, written in the caller's transaction and delivered by
 * the worker) and the link from each logged external call to the outbox row it served.
 * Sales service gains masterdata.synch in databases seeded before the default matrix gave it
 * (a fresh database has no roles yet here and gets it from the seed); this runs once, so an
 * administrator's later change stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create table outbox (
      outbox_id bigserial primary key,
      kind text not null,
      payload jsonb not null default '{}',
      idempotency_key text not null unique,
      status text not null default 'PENDING' check (status in ('PENDING', 'RUNNING', 'DONE', 'FAILED')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      result_message text,
      progress integer not null default 0 check (progress between 0 and 100),
      created_by integer references users on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index outbox_due_idx on outbox (next_attempt_at) where status in ('PENDING', 'RUNNING');
    create index outbox_created_by_idx on outbox (created_by, created_at desc);
    alter table api_log add column outbox_id bigint references outbox on delete set null;
    create index api_log_outbox_idx on api_log (outbox_id);
    insert into role_permissions (role_id, permission_key)
      select r.role_id, p.permission_key from roles r join permissions p on p.permission_key = 'masterdata.synch'
      where r.role_name = 'SALES_SERVICE'
      on conflict do nothing;
  `,
  );
}
