import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { hashOneTimeToken } from '../tokens.ts';

/**
 * The SQL of browser sessions. The browser holds the session's secret and CSRF value; the table
 * holds only their hashes, so a copy of the database lets nobody in.
 */

export interface NewBrowserSession {
  userId: number;
  tokenVersion: number;
  method: 'password' | 'oidc';
  /** The identity provider's tokens of a sign-in with it: the refresh token sealed, the ID token for its sign-out. */
  provider?: { sealedRefreshToken: string | null; idToken: string | null };
  /** A provider sign-in still owing the product's second factor (secondFactorDone makes it a session). */
  secondFactorPending?: boolean;
}

/** The browsers a user can be signed in on at once. */
const MAX_SESSIONS_PER_USER = 30;

/** How long a sign-in waits for its second factor. */
const PENDING_MINUTES = 15;

/** A new session, valid for `idleHours` from now; the user's expired and ended sessions are cleared on the way. */
export async function insertBrowserSession(db: Database, session: NewBrowserSession, idleHours: number) {
  const secret = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  await db
    .deleteFrom('browser_sessions')
    .where('user_id', '=', session.userId)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', new Date()),
        eb('token_version', '<>', session.tokenVersion),
        // A user signed in on more browsers than anyone uses (a script signing in again and again) keeps the newest.
        eb('session_hash', 'not in', (sub) =>
          sub
            .selectFrom('browser_sessions')
            .select('session_hash')
            .where('user_id', '=', session.userId)
            .orderBy('last_renewed_at', 'desc')
            .limit(MAX_SESSIONS_PER_USER - 1),
        ),
      ]),
    )
    .execute();
  await db
    .insertInto('browser_sessions')
    .values({
      session_hash: hashOneTimeToken(secret),
      user_id: session.userId,
      token_version: session.tokenVersion,
      csrf_hash: hashOneTimeToken(csrf),
      method: session.method,
      expires_at: session.secondFactorPending
        ? sql<Date>`now() + make_interval(mins => ${PENDING_MINUTES})`
        : sql<Date>`now() + make_interval(hours => ${idleHours})`,
      second_factor_pending: session.secondFactorPending ?? false,
      provider_refresh_token: session.provider?.sealedRefreshToken ?? null,
      provider_id_token: session.provider?.idToken ?? null,
      provider_checked_at: session.provider ? sql<Date>`now()` : null,
    })
    .execute();
  return { secret, csrf };
}

/** The session of a cookie's secret while it lasts, with its user as they are now (`pending`: one owing its second factor). */
export function browserSessionOf(db: Database, secret: string, pending = false) {
  return db
    .selectFrom('browser_sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .select([
      's.session_hash',
      's.user_id',
      's.token_version',
      's.csrf_hash',
      's.method',
      's.provider_refresh_token',
      's.provider_id_token',
      's.provider_checked_at',
      'u.user_name',
      'u.user_type',
      'u.is_active',
      'u.is_locked',
      'u.token_version as user_token_version',
    ])
    .where('s.session_hash', '=', hashOneTimeToken(secret))
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.second_factor_pending', '=', pending)
    .executeTakeFirst();
}

export type BrowserSession = NonNullable<Awaited<ReturnType<typeof browserSessionOf>>>;

/** A renewal: the session lasts `idleHours` from now. */
export async function extendBrowserSession(db: Database, sessionHash: string, idleHours: number) {
  await db
    .updateTable('browser_sessions')
    .set({ last_renewed_at: sql<Date>`now()`, expires_at: sql<Date>`now() + make_interval(hours => ${idleHours})` })
    .where('session_hash', '=', sessionHash)
    .execute();
}

/**
 * Claims the next check with the identity provider for a session: true for the one renewal (on any
 * instance) that may spend the refresh token now; false while another did within `seconds`, or
 * spent the token meanwhile.
 */
export async function claimProviderCheck(db: Database, sessionHash: string, refreshToken: string, seconds: number): Promise<boolean> {
  const claimed = await db
    .updateTable('browser_sessions')
    .set({ provider_checked_at: sql<Date>`now()` })
    .where('session_hash', '=', sessionHash)
    .where('provider_refresh_token', '=', refreshToken)
    .where((eb) => eb.or([eb('provider_checked_at', 'is', null), eb('provider_checked_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** The provider's refresh token the session holds now (another renewal may have replaced it). */
export async function providerRefreshTokenOf(db: Database, sessionHash: string): Promise<string | null> {
  const row = await db.selectFrom('browser_sessions').select('provider_refresh_token').where('session_hash', '=', sessionHash).executeTakeFirst();
  return row?.provider_refresh_token ?? null;
}

/**
 * Keeps the provider's new refresh token, only if the session still holds the one that was
 * spent (another renewal of the same session may have won): true when this one was kept.
 */
export async function replaceProviderRefreshToken(db: Database, sessionHash: string, spent: string | null, sealedRefreshToken: string | null) {
  const updated = await db
    .updateTable('browser_sessions')
    .set({ provider_refresh_token: sealedRefreshToken, provider_checked_at: sql<Date>`now()` })
    .where('session_hash', '=', sessionHash)
    .where((eb) => (spent === null ? eb('provider_refresh_token', 'is', null) : eb('provider_refresh_token', '=', spent)))
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function deleteBrowserSession(db: Database, sessionHash: string) {
  await db.deleteFrom('browser_sessions').where('session_hash', '=', sessionHash).execute();
}
