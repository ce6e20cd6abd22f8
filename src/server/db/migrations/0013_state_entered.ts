import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * When each return entered the lifecycle state it is in (issue 12): the workflow chart's ages in
 * a state are read from it, by an index per state, instead of from the return's events. The
 * lifecycle's one writer (returns/lifecycle/store.ts) moves it with every change of state; a
 * return of before this knows it from its last whole-return event, else its submission.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table returns add column state_entered_at timestamptz not null default now();
    update returns r set state_entered_at = coalesce(
      (select max(e.created_at) from return_events e where e.return_id = r.return_id and e.return_detail_id is null),
      r.submitted_at, r.created_at);
    create index returns_state_age_idx on returns (status, step_code, state_entered_at) include (plant_code, so_status, status_reject);
    `,
  );
}
