import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * The columns the code always kept to a short list say so to the database too: a check constraint
 * refuses any other value, and the generated types (scripts/databaseTypes.ts) read each list from
 * its constraint, as they read every other column from the migrated schema. What a table or a
 * column is for, where its name does not say it, is the database's comment on it (the types carry
 * the columns' comments).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table returns add constraint returns_print_status_check check (print_status in ('Y', 'N'));
    alter table users add constraint users_language_check check (language in ('en', 'de', 'es', 'fr', 'ja', 'zh'));
    alter table users add constraint users_color_scheme_check check (color_scheme in ('light', 'dark', 'auto'));
    comment on table browser_sessions is 'A browser''s signed-in session: the refresh cookie''s hash and what renewing it needs (migration 0027).';
    comment on table user_two_factor is 'A user''s TOTP secret: pending until a first code confirms it (confirmed_at).';
    comment on table two_factor_recovery_codes is 'One-time recovery codes, as SHA-256 hashes; used_at once spent.';
    comment on table sap_invoices_old is 'An old SAP invoice line, as SAP exported it (read-only).';
    comment on table sap_taxes_old is 'An old SAP tax invoice line (e-Faktur), as SAP exported it (read-only).';
    comment on table line_steps is 'A line''s stay at one step of the process (machines/returns/processSteps.ts names the steps).';
    comment on table line_paths is 'A line''s whole way through the process and its rework.';
    comment on column users.delivery_filters is 'Chief Delivery''s last search (JSON of DeliveryFilters), or null.';
    comment on column users.oidc_subject is 'The identity provider''s account ("issuer subject") the user was first signed in with, or null (migration 0027).';
    comment on column email_templates.language is 'The language of this version of the template; one version per code and language.';
    comment on column email_log.message_id is 'The Message-ID the mail server accepted it under (SENT).';
    comment on column api_log.outbox_id is 'The outbox row whose delivery made the call; null for calls made outside the outbox.';
    comment on column api_log.request_id is 'The request that queued the call''s outbox row (its X-Request-Id); null for work no request asked for.';
    comment on column outbox.next_attempt_at is 'When a PENDING row is due; for a RUNNING row, when its claim lapses (the worker died).';
    comment on column outbox.started_at is 'When the first attempt was claimed; null while the job waits for its first.';
    comment on column outbox.rows_changed is 'How many rows the handler really inserted or changed; null for kinds that do not count.';
    comment on column outbox.request_id is 'The id of the request that queued the row; null when no request did (the service-level sweep).';
    comment on column security_events.user_id is 'Whom the event is about (the user signing in, the user whose password or sessions changed).';
    comment on column security_events.actor_id is 'Who did it when not the user themself (an administrator).';
    comment on column browser_sessions.provider_refresh_token is 'The identity provider''s refresh token, sealed with the server''s secret (sealed.ts).';
    comment on column browser_sessions.second_factor_pending is 'A provider sign-in waiting for the product''s second factor: not renewable until it is given.';
    comment on column user_two_factor.last_time_step is 'The time step of the last code accepted: a code of that step or an earlier one is refused.';
    comment on column materials.principal_approval is 'The principal must approve returns of it: the CLIENT step joins the route.';
    comment on column returns.fpre_uploaded_at is 'When the signed FPRE now stored was uploaded (fpre_documents.uploaded_at), for Chief Warehouse''s order.';
    comment on column returns.state_entered_at is 'When the return entered the lifecycle state it is in (the workflow chart''s ages).';
    comment on column returns.fareye_date is 'When delivery tracking last answered.';
    comment on column returns.fareye_last_error is 'Its last error; for an irrelevant request, why ("Plant 1003 is not go live").';
    comment on column line_steps.left_at is 'Null while the line waits at the step.';
    comment on column line_steps.next_step is 'The step it left for; REGROUPED for a rejected line regrouped into a new return.';
    comment on column line_paths.path is 'Its steps in order, joined by ''>''.';
    comment on column line_paths.ended_at is 'Null while the line still waits at a step.';
    comment on column line_paths.needs_client is 'A line of its return brought the client to the route when it was submitted.';
    `,
  );
}
