import { sql, type Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Security events (issue 15, item 4): sign-ins, throttling, two-factor, password, permission and
 * session changes, refused access. Append-only: a trigger refuses every change and every removal
 * but the retention's, which says so in its own transaction (`security.retention` set locally).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement of its own: its body holds semicolons, which execScript splits at.
  await sql
    .raw(
      `
    create function security_events_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('security.retention', true) = 'on' then
        return old;
      end if;
      raise exception 'security events are append-only';
    end $$`,
    )
    .execute(db);
  await execScript(
    db,
    `
    create table security_events (
      event_id integer generated always as identity primary key,
      occurred_at timestamptz not null default now(),
      kind text not null,
      user_id integer,
      user_name text,
      actor_id integer,
      actor_name text,
      ip text,
      request_id text,
      detail text
    );
    create index security_events_occurred_idx on security_events (occurred_at desc, event_id desc);
    create index security_events_user_idx on security_events (lower(user_name), occurred_at desc);
    create index security_events_kind_idx on security_events (kind, occurred_at desc);

    create trigger security_events_append_only before update or delete on security_events
      for each row execute function security_events_append_only();
    create trigger security_events_not_truncated before truncate on security_events
      for each statement execute function security_events_append_only();
    `,
  );
}
