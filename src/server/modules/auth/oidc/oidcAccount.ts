import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { OidcConfig } from '../../../config.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { recordAudit } from '../../audit/index.ts';
import { hashPassword } from '../passwords.ts';
import { takenNames } from '../userRepository.ts';

/** What the product reads of the provider's ID token. */
export interface ProviderClaims {
  iss?: unknown;
  sub: string;
  preferred_username?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  amr?: unknown;
}

/**
 * The value of the claim users are matched by (OIDC_USER_CLAIM), or null when the provider did not
 * send it; an e-mail address only when the provider says it verified it (a user who could set an
 * address of someone else's at the provider must not become them here).
 */
export function matchedValue(oidc: OidcConfig, claims: ProviderClaims): string | null {
  if (oidc.userClaim === 'email' && claims.email_verified !== true) return null;
  const value = claims[oidc.userClaim];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The provider's account, which never changes: its issuer and subject. */
export const providerAccountOf = (oidc: OidcConfig, claims: ProviderClaims): string =>
  `${typeof claims.iss === 'string' ? claims.iss : oidc.issuer} ${claims.sub}`;

/**
 * Ties the user to the provider's account at their first sign-in with it; afterwards only that
 * account signs them in (a user name or e-mail the provider lets change cannot move to another).
 * False when the user is tied to another account.
 */
export async function bindProviderAccount(db: Database, userId: number, bound: string | null, account: string): Promise<boolean> {
  if (bound !== null) return bound === account;
  const tied = await db.updateTable('users').set({ oidc_subject: account }).where('user_id', '=', userId).where('oidc_subject', 'is', null).executeTakeFirst();
  return tied.numUpdatedRows > 0n;
}

/** The product user the claim names: by user name, or by e-mail address (without case, as users type them). */
export function accountOfClaim(db: Database, oidc: OidcConfig, value: string) {
  const column = oidc.userClaim === 'email' ? 'email' : 'user_name';
  return db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'user_type', 'is_active', 'is_locked', 'registration_pending', 'token_version', 'oidc_subject'])
    .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase())
    .executeTakeFirst();
}

/**
 * A staff member the provider knows and the product does not: a registration request an
 * administrator can accept (Administration → Users, as a registration from the sign-up page),
 * without a usable password (they sign in with the provider), tied to the provider account that
 * asked. Nothing is added when the name or
 * the e-mail address is taken, or a request is waiting already. True when one was added.
 */
export async function requestAccess(db: Database, oidc: OidcConfig, value: string, claims: ProviderClaims, ip: string): Promise<boolean> {
  const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email : oidc.userClaim === 'email' ? value : null;
  const userName = value;
  const fullName = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : userName;
  const taken = await takenNames(db, userName, email ?? '');
  if (taken.userName || taken.email) return false;
  // Nobody knows this password: the account signs in with the provider, or after an administrator sets one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    await db.transaction().execute(async (trx) => {
      const { user_id } = await trx
        .insertInto('users')
        .values({
          user_name: userName,
          full_name: fullName,
          email,
          password_hash: passwordHash,
          is_active: false,
          registration_pending: true,
          oidc_subject: providerAccountOf(oidc, claims),
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { userId: user_id, userName, action: 'register', entity: 'user', entityId: String(user_id), ip });
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** RFC 8176 methods that are a factor beside a password: something held or something one is. */
const secondFactorMethods = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms', 'tel', 'sc', 'fpt', 'face', 'iris', 'retina', 'vbm']);

/**
 * Whether the provider's ID token says the user gave a second factor (its `amr`: "mfa", or a
 * method held or inherent, never knowledge alone such as "kba"). Such a user is not asked for the
 * product's own second factor again. Only the signed ID token counts, not UserInfo.
 */
export function providerHadSecondFactor(idToken: ProviderClaims): boolean {
  const amr = Array.isArray(idToken.amr) ? idToken.amr.filter((method): method is string => typeof method === 'string') : [];
  return amr.some((method) => secondFactorMethods.has(method));
}
