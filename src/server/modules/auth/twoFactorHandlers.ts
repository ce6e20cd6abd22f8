import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/handlers.ts';
import { signedInUser } from '../../http/authenticate.ts';
import { badRequest, conflict, unauthorized } from '../../http/problem.ts';
import { verifyPassword } from './passwords.ts';
import { throttledCheck } from './throttledCheck.ts';
import {
  acceptCode,
  accountOfTwoFactorToken,
  confirmWithRecoveryCodes,
  isTwoFactorRequired,
  recordTwoFactorEvent,
  signedInAnswer,
  startEnrolment,
  twoFactorStepOf,
  type CodeKind,
} from './twoFactor.ts';
import { passwordHashOf, recoveryCodesLeft, removeTwoFactor, twoFactorOf } from './twoFactorRepository.ts';

interface Someone {
  userId: number;
  userName: string;
}

/** A code tried under the sign-in throttle (kind 'two-factor'), a failure recorded as a security event. */
async function tryCode(request: FastifyRequest, user: Someone, code: string, recovery: boolean): Promise<CodeKind | null> {
  const { db } = request.server;
  const used = await throttledCheck(request, {
    kind: 'two-factor',
    subject: user.userName,
    account: async () => user,
    check: () => acceptCode(db, user.userId, code, recovery),
    succeeded: (kind) => kind !== null,
  });
  if (!used) await recordTwoFactorEvent(db, request, 'two-factor.failed', user);
  return used;
}

/** The pending enrolment confirmed by a first code of the app: the recovery codes, shown this once. */
async function confirmEnrolment(request: FastifyRequest, user: Someone, code: string): Promise<string[]> {
  const { db } = request.server;
  const pending = await twoFactorOf(db, user.userId);
  if (!pending || pending.confirmed_at) throw conflict('No set-up of two-factor sign-in is under way. Please start again.');
  if (!(await tryCode(request, user, code, false))) throw badRequest('The code is incorrect. Check the time of your device and try again.', 'code');
  return db.transaction().execute(async (trx) => {
    // The secret the code was checked against: another start (a second tab) may have replaced it.
    const codes = await confirmWithRecoveryCodes(trx, user.userId, pending.secret);
    if (!codes) throw conflict('The set-up was started again meanwhile. Please scan the new QR code and enter its code.');
    await recordTwoFactorEvent(trx, request, 'two-factor.enrolled', user);
    return codes;
  });
}

const tokenAccount = async (request: FastifyRequest, twoFactorToken: string) => {
  const account = await accountOfTwoFactorToken(request.server.db, request.server.tokens, twoFactorToken);
  return { account, user: { userId: account.user_id, userName: account.user_name } };
};

/**
 * The sign-in's own set-up is only for a user who must enrol and has not: a token taken before
 * the user turned two-factor off, or of a user who has it, cannot put another device in its place.
 */
async function enrollingAccount(request: FastifyRequest, twoFactorToken: string) {
  const found = await tokenAccount(request, twoFactorToken);
  if ((await twoFactorStepOf(request.server.db, found.user.userId)) !== 'enrol')
    throw conflict('Two-factor sign-in needs no set-up now. Please sign in again.');
  return found;
}

const enrolledMessage = 'Two-factor sign-in is set up. Keep your recovery codes in a safe place: each works once, and they are not shown again.';

export const twoFactorHandlers: Pick<
  Handlers,
  | 'verifyTwoFactor'
  | 'startSignInTwoFactorEnrolment'
  | 'confirmSignInTwoFactorEnrolment'
  | 'getMyTwoFactor'
  | 'startTwoFactorEnrolment'
  | 'confirmTwoFactorEnrolment'
  | 'disableTwoFactor'
> = {
  async verifyTwoFactor(request, reply) {
    const { db } = request.server;
    const { account, user } = await tokenAccount(request, request.body.twoFactorToken);
    if (!(await twoFactorOf(db, account.user_id))?.confirmed_at) throw conflict('Two-factor sign-in is not set up for this account. Please sign in again.');
    const used = await tryCode(request, user, request.body.code, true);
    if (!used) throw unauthorized('The code is incorrect.');
    if (used === 'recovery-code')
      await recordTwoFactorEvent(db, request, 'two-factor.recovery-code-used', user, `${await recoveryCodesLeft(db, user.userId)} left`);
    await recordTwoFactorEvent(db, request, 'two-factor.succeeded', user, used);
    return signedInAnswer(request, reply, account);
  },

  async startSignInTwoFactorEnrolment(request) {
    const { account, user } = await enrollingAccount(request, request.body.twoFactorToken);
    return startEnrolment(request.server.db, user.userId, account.user_name);
  },

  async confirmSignInTwoFactorEnrolment(request, reply) {
    const { account, user } = await enrollingAccount(request, request.body.twoFactorToken);
    const recoveryCodes = await confirmEnrolment(request, user, request.body.code);
    const { data } = await signedInAnswer(request, reply, account);
    return { status: 200, message: enrolledMessage, recoveryCodes, data };
  },

  async getMyTwoFactor(request) {
    const principal = signedInUser(request);
    const { db } = request.server;
    const twoFactor = await twoFactorOf(db, principal.userId);
    const enabledAt = twoFactor?.confirmed_at;
    return {
      enabled: Boolean(enabledAt),
      required: await isTwoFactorRequired(db, principal.roles),
      ...(enabledAt ? { enabledAt: enabledAt.toISOString() } : {}),
      recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(db, principal.userId) : 0,
    };
  },

  async startTwoFactorEnrolment(request) {
    const principal = signedInUser(request);
    return startEnrolment(request.server.db, principal.userId, principal.userName);
  },

  async confirmTwoFactorEnrolment(request) {
    const principal = signedInUser(request);
    const recoveryCodes = await confirmEnrolment(request, principal, request.body.code);
    return { status: 200, message: enrolledMessage, recoveryCodes };
  },

  async disableTwoFactor(request) {
    const principal = signedInUser(request);
    const { db } = request.server;
    const { password, code } = request.body;
    if (!password && !code) throw badRequest('Enter your password or a code of your authenticator app.', 'password');
    if (!(await twoFactorOf(db, principal.userId))?.confirmed_at) throw conflict('Two-factor sign-in is not set up.');
    if (await isTwoFactorRequired(db, principal.roles)) throw conflict('Two-factor sign-in is required for your account; it cannot be turned off.');
    if (code) {
      if (!(await tryCode(request, principal, code, true))) throw badRequest('The code is incorrect.', 'code');
    } else {
      // A password is guessed like one at sign-in: it counts as a sign-in attempt.
      const matches = await throttledCheck(request, {
        kind: 'login',
        subject: principal.userName,
        account: async () => principal,
        check: async () => verifyPassword((await passwordHashOf(db, principal.userId)) ?? '', password!),
        succeeded: (matched) => matched,
      });
      if (!matches) {
        await recordTwoFactorEvent(db, request, 'two-factor.failed', principal, 'password');
        throw badRequest('The password is incorrect.', 'password');
      }
    }
    await db.transaction().execute(async (trx) => {
      await removeTwoFactor(trx, principal.userId);
      await recordTwoFactorEvent(trx, request, 'two-factor.disabled', principal);
    });
    return { status: 200, message: 'Two-factor sign-in is turned off.' };
  },
};
