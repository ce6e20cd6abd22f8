import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../db/database.ts';
import { settingKeys } from '../settings/index.ts';
import { conflict, unauthorized } from '../../http/problem.ts';
import { readSetting } from '../settings/index.ts';
import { recordSecurityEvent, requestOrigin } from '../security/index.ts';
import { hashOneTimeToken, type TokenService } from './tokens.ts';
import { completeSignIn, type SignInUser } from './completeSignIn.ts';
import {
  accountForTwoFactor,
  confirmEnrolment,
  removeTwoFactor,
  rolesOf,
  spendRecoveryCode,
  storePendingSecret,
  takeTimeStep,
  twoFactorOf,
} from './twoFactorRepository.ts';
import { endSessions } from './userRepository.ts';
import { beginAfterSecondFactor } from './sessions/browserSession.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238, with otplib: SHA-1, 6 digits, 30-second steps, as every
 * authenticator app reads them). A right password of an enrolled user answers a short-lived token
 * of purpose 'two-factor' instead of an access token; a code of the app or a recovery code turns
 * it into one. Where the setting two.factor.required is Y, CLIENT users and administrators who
 * have not enrolled enrol with that token before they use the application.
 */

/** The roles for which the setting two.factor.required makes a second factor compulsory. */
export const twoFactorRoles: readonly string[] = ['CLIENT', 'ADMIN', 'ADMINISTRATOR'];
export const TWO_FACTOR_TOKEN_MINUTES = 10;
const ISSUER = 'Goods Return';
const RECOVERY_CODES = 10;
/** Crockford's base 32: no I, L, O or U, which read like 1, 1, 0 and V. 32 divides 256, so a byte's low five bits are uniform. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export type TwoFactorStep = 'verify' | 'enrol';
export type CodeKind = 'code' | 'recovery-code';

export async function isTwoFactorRequired(db: Database, roles: readonly string[]): Promise<boolean> {
  if (!roles.some((role) => twoFactorRoles.includes(role))) return false;
  return (await readSetting(db, settingKeys.twoFactorRequired)) === 'Y';
}

/** The second step a sign-in with the right password still needs, or null for none. */
export async function twoFactorStepOf(db: Database, userId: number): Promise<TwoFactorStep | null> {
  const enrolled = await twoFactorOf(db, userId);
  if (enrolled?.confirmed_at) return 'verify';
  return (await isTwoFactorRequired(db, await rolesOf(db, userId))) ? 'enrol' : null;
}

/** The answer of POST /user/login to a right password when a second step follows, or null when none does. */
export async function twoFactorChallenge(request: FastifyRequest, user: SignInUser) {
  const step = await twoFactorStepOf(request.server.db, user.user_id);
  if (!step) return null;
  const { token, expiresAt } = await request.server.tokens.issue(
    { userId: user.user_id, tokenVersion: user.token_version, purpose: 'two-factor' },
    TWO_FACTOR_TOKEN_MINUTES,
  );
  return {
    status: 200,
    message: step === 'verify' ? 'Please enter the code of your authenticator app.' : 'Please set up two-factor sign-in before using the application.',
    data: {
      accessToken: token,
      forcePassword: 'N' as const,
      userType: user.user_type,
      userId: user.user_id,
      expiresAt: expiresAt.toISOString(),
      twoFactor: step,
    },
  };
}

/** The account a two-factor token stands for, while the token and the account are good. */
export async function accountOfTwoFactorToken(db: Database, tokens: TokenService, twoFactorToken: string) {
  const claims = await tokens.verify(twoFactorToken);
  const account = claims?.purpose === 'two-factor' ? await accountForTwoFactor(db, claims.userId, claims.tokenVersion) : undefined;
  if (!account) throw unauthorized('Your sign-in has expired. Please sign in again.');
  return account;
}

/** The end of a sign-in whose second step passed: an access token, as a sign-in without one answers. */
export async function signedInAnswer(request: FastifyRequest, reply: FastifyReply, account: SignInUser) {
  const byProvider = await beginAfterSecondFactor(request, reply, account);
  return completeSignIn(request, account, { event: byProvider ? 'oidc.succeeded' : 'sign-in.succeeded', detail: 'with a second factor' });
}

/** A new secret, stored pending until a code confirms it, with its otpauth URI and QR code. */
export async function startEnrolment(db: Database, userId: number, userName: string) {
  const secret = generateSecret();
  if (!(await storePendingSecret(db, userId, secret))) throw conflict('Two-factor sign-in is already set up. Turn it off first to set it up again.');
  const otpauthUri = generateURI({ issuer: ISSUER, label: userName, secret });
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
  return { secret, otpauthUri, qrCode };
}

/**
 * Accepts a code of the authenticator app once (its time step, one step either side for clocks
 * that drift, must be later than the last one accepted), or, where `recovery` allows, a recovery
 * code once. Null when neither.
 */
export async function acceptCode(db: Database, userId: number, code: string, recovery: boolean): Promise<CodeKind | null> {
  const twoFactor = await twoFactorOf(db, userId);
  if (!twoFactor) return null;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const result = await verify({ secret: twoFactor.secret, token: digits, epochTolerance: 30, afterTimeStep: twoFactor.last_time_step ?? undefined });
    if (!result.valid || !('timeStep' in result)) return null;
    return (await takeTimeStep(db, userId, result.timeStep)) ? 'code' : null;
  }
  const recoveryCode = normalizeRecoveryCode(code);
  if (!recovery || !twoFactor.confirmed_at || !recoveryCode) return null;
  return (await spendRecoveryCode(db, userId, hashOneTimeToken(recoveryCode))) ? 'recovery-code' : null;
}

/**
 * Ten recovery codes of 16 characters (80 random bits each), shown once. They are stored as
 * SHA-256 hashes: at 80 bits a fast hash cannot be reversed by guessing, so a slow one (argon2)
 * would only cost every sign-in ten verifications; a hash also finds the code by an index.
 */
export async function confirmWithRecoveryCodes(db: Database, userId: number, secret: string): Promise<string[] | null> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  return (await confirmEnrolment(
    db,
    userId,
    secret,
    codes.map((c) => hashOneTimeToken(normalizeRecoveryCode(c)!)),
  ))
    ? codes
    : null;
}

function newRecoveryCode(): string {
  const chars = [...randomBytes(16)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A recovery code as typed (any case, dashes, spaces, I/L for 1, O for 0) in its stored form, or null. */
export function normalizeRecoveryCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(code) ? code : null;
}

/**
 * An administrator's reset for a user who lost the device: the secret and the recovery codes go
 * and the user's sessions end. False when the user had none set up.
 */
export async function resetTwoFactor(db: Database, userId: number): Promise<boolean> {
  const removed = await removeTwoFactor(db, userId);
  if (removed) await endSessions(db, userId);
  return removed;
}

/** A two-factor security event of the user, from this request. */
export function recordTwoFactorEvent(
  db: Database,
  request: FastifyRequest,
  kind: 'two-factor.enrolled' | 'two-factor.succeeded' | 'two-factor.failed' | 'two-factor.recovery-code-used' | 'two-factor.disabled',
  user: { userId: number; userName: string },
  detail?: string,
) {
  return recordSecurityEvent(db, { kind, user, detail: detail ?? null, ...requestOrigin(request) });
}
