import { randomBytes, createHash } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Database } from '../../db/database.ts';

const ISSUER = 'goods-return';
const AUDIENCE = 'goods-return-web';

/**
 * What a token is good for: everything the user may do, only setting a new password, or only the
 * second step of a sign-in (a two-factor code, or enrolling when two-factor sign-in is required).
 */
export type TokenPurpose = 'access' | 'password-reset' | 'two-factor';
const purposes: readonly unknown[] = ['access', 'password-reset', 'two-factor'] satisfies TokenPurpose[];

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  purpose: TokenPurpose;
}

export interface TokenService {
  issue(claims: TokenClaims, minutes: number): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid token, or null for an expired, tampered or foreign one. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** How many verified tokens are remembered; a full memory starts afresh. */
const REMEMBERED_TOKENS = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // A token's signature and claims never change: one verified is remembered until it expires, so
  // a request does not verify again what the last one did (the web crypto call is a tenth of a
  // signed-in request). Whether its user may still use it is checked on every request (authenticate.ts).
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    async issue(claims, minutes) {
      const expiresAt = new Date(Date.now() + minutes * 60_000);
      const token = await new SignJWT({ tv: claims.tokenVersion, pur: claims.purpose })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
        const userId = Number(payload.sub);
        const purpose = payload.pur as TokenPurpose;
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
        if (!purposes.includes(purpose)) return null;
        const claims: TokenClaims = { userId, tokenVersion: payload.tv, purpose };
        if (verified.size >= REMEMBERED_TOKENS) verified.clear();
        verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when set, else one generated on first start and kept in the
 * database, so every instance on the same database signs and verifies alike.
 */
export async function resolveSigningSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ secret_name: 'jwt', secret_value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('secret_name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('secret_value').where('secret_name', '=', 'jwt').executeTakeFirstOrThrow();
  return row.secret_value;
}

/** One-time tokens (password-reset links): random, stored only as a hash. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
