import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Browser sessions (issue 35): the refresh credential lives in an HttpOnly cookie, and the server
 * keeps only its hash with the CSRF value's hash, the user's token version when it began (so
 * "sign out everywhere" and "End sessions" end it too) and, for a sign-in with the company's
 * identity provider, the provider's refresh token (sealed) and ID token for its sign-out. A
 * provider sign-in that still owes the product's second factor waits as a pending session. A user
 * keeps the provider account (issuer and subject) they were first signed in with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create table browser_sessions (
      session_hash text primary key,
      user_id integer not null references users (user_id) on delete cascade,
      token_version integer not null,
      csrf_hash text not null,
      method text not null check (method in ('password', 'oidc')),
      created_at timestamptz not null default now(),
      last_renewed_at timestamptz not null default now(),
      expires_at timestamptz not null,
      provider_refresh_token text,
      provider_id_token text,
      provider_checked_at timestamptz,
      second_factor_pending boolean not null default false
    );
    create index browser_sessions_user_idx on browser_sessions (user_id);
    create index browser_sessions_expires_idx on browser_sessions (expires_at);
    -- The identity provider's account (issuer and subject) a user was first signed in with: later
    -- sign-ins must come from the same account, whatever its user name or e-mail becomes.
    alter table users add column oidc_subject text;
    create unique index users_oidc_subject_key on users (oidc_subject);
    `,
  );
}
