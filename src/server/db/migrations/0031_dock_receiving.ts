import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * The receiving dock (issue 56). A decision the tablet made offline is sent with an idempotency
 * key, and a key seen before is answered as it was the first time: the table keeps each user's
 * keys with what their request asked (its hash) and what it was answered. A warehouse event says
 * where it was made (the dock or the desk) and when the user made it, which for a decision made in
 * a dead zone is earlier than when it arrived (the event's created_at). A counted line may carry
 * the warehouse's photo of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create table idempotent_requests (
      user_id integer not null references users (user_id) on delete cascade,
      idempotency_key text not null,
      operation text not null,
      request_hash text not null,
      answer jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, idempotency_key)
    );
    create index idempotent_requests_created_idx on idempotent_requests (created_at);
    comment on table idempotent_requests is 'A request sent with an Idempotency-Key: what it asked (hash of operation and body) and its answer, so a retry is answered the same and changes nothing (migration 0031).';
    alter table return_events add column channel text check (channel in ('desk', 'dock'));
    alter table return_events add column made_at timestamptz;
    comment on column return_events.channel is 'Where a user made the decision: the desk screen or the receiving dock; null for events before migration 0031 and for the system''s.';
    comment on column return_events.made_at is 'When the user made the decision on their device (a dock decision made offline arrives later, at created_at); null when made as it was sent.';
    alter table return_items add column warehouse_photo_id integer references attachments (attachment_id);
    comment on column return_items.warehouse_photo_id is 'The photo the warehouse took of the line as it arrived (the dock), or null.';
    `,
  );
}
