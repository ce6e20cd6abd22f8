import type { Handlers } from '../../http/handlers.ts';
import type { Database } from '../../db/database.ts';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../http/authenticate.ts';
import { forbidden, Problem, unauthorized } from '../../http/problem.ts';
import { recordAudit } from '../audit/index.ts';
import { recordSecurityEvent, requestOrigin } from '../security/index.ts';
import { spendVerifyTime, verifyPassword } from './passwords.ts';
import { noticeFailedSignIns } from './failedSignInNotice.ts';
import { throttledCheck } from './throttledCheck.ts';
import { twoFactorChallenge } from './twoFactor.ts';
import { accountBySignInName, endSessions } from './userRepository.ts';
import { completeSignIn } from './completeSignIn.ts';
import { beginBrowserSession, cookieSession, endBrowserSession, keepSessionCookies } from './sessions/browserSession.ts';
import { extendBrowserSession } from './sessions/browserSessions.ts';
import { renewalRefusal } from './sessions/pageSession.ts';
import { readCookie } from '../../http/sessionCookies.ts';
import { renewWithProvider } from './oidc/providerRenewal.ts';
import { providerLogoutUrl } from './oidc/providerLogout.ts';
import { refusePasswordSignIn } from './passwordSignInPolicy.ts';

/** The account of a user name, or none: an event never keeps a name no account has (often a mistyped password). */
async function knownAccount(db: Database, userName: string) {
  const user = await accountBySignInName(db, userName);
  return user ? { userId: user.user_id, userName: user.user_name } : null;
}

export const signInHandlers: Pick<Handlers, 'login' | 'refreshToken' | 'logout'> = {
  async login(request, reply) {
    const { db } = request.server;
    const { username, password } = request.body;
    const ip = request.ip;
    const origin = requestOrigin(request);
    const { user, passwordMatches } = await throttledCheck(request, {
      kind: 'login',
      subject: username,
      account: () => knownAccount(db, username),
      check: async () => {
        const user = await accountBySignInName(db, username);
        return { user, passwordMatches: user ? await verifyPassword(user.password_hash, password) : (await spendVerifyTime(password), false) };
      },
      succeeded: (checked) => checked.passwordMatches,
    });
    if (!user || !passwordMatches) {
      // What was typed as an unknown user name is often a password typed in the wrong field: not kept.
      await recordSecurityEvent(db, {
        kind: 'sign-in.failed',
        user: user ? { userId: user.user_id, userName: user.user_name } : null,
        ...origin,
        detail: user ? 'wrong password' : 'unknown user name',
      });
      if (user) {
        await recordAudit(db, { userId: user.user_id, userName: user.user_name, action: 'login.failed', entity: 'user', entityId: String(user.user_id), ip });
        await noticeFailedSignIns(db, user, ip);
      }
      throw unauthorized('The username or password is incorrect.');
    }
    const account = { userId: user.user_id, userName: user.user_name };
    if (user.is_locked || !user.is_active)
      await recordSecurityEvent(db, { kind: 'sign-in.failed', user: account, ...origin, detail: user.is_locked ? 'account locked' : 'account not active' });
    if (user.is_locked) throw forbidden('Your account is locked. Please contact your administrator.');
    if (!user.is_active) {
      throw forbidden(
        user.registration_pending
          ? 'Your account is waiting for activation by an administrator.'
          : 'Your account is not active. Please contact your administrator.',
      );
    }
    await refusePasswordSignIn(request, user);
    const mustReset = user.force_password && user.user_type === 'I';
    const twoFactor = mustReset ? null : await twoFactorChallenge(request, user);
    if (twoFactor) return twoFactor;
    if (!mustReset) await beginBrowserSession(request, reply, { userId: user.user_id, tokenVersion: user.token_version, method: 'password' });
    return completeSignIn(request, user, { event: 'sign-in.succeeded', detail: mustReset ? 'must change the password' : null, mustReset });
  },

  /**
   * Renews the page's access token from its session cookie (with the CSRF value in a header). A
   * session of the identity provider is renewed only while the provider still renews its own.
   */
  async refreshToken(request, reply) {
    const { db, config, tokens } = request.server;
    const session = await cookieSession(request);
    const refusal = await renewalRefusal(request, session);
    if (refusal) {
      await endBrowserSession(request, reply);
      throw unauthorized(refusal);
    }
    if (session.method === 'oidc') await renewWithProvider(request, reply, session);
    await extendBrowserSession(db, session.session_hash, config.sessionIdleHours);
    keepSessionCookies(request, reply);
    const { token, expiresAt } = await tokens.issue(
      { userId: session.user_id, tokenVersion: session.token_version, purpose: 'access' },
      config.accessTokenMinutes,
    );
    return {
      status: 200,
      message: 'Token renewed',
      data: { accessToken: token, forcePassword: 'N', userType: session.user_type, userId: session.user_id, expiresAt: expiresAt.toISOString() },
    };
  },

  /**
   * Signs out everywhere: every token and session of the user ends. The page proves who it is by
   * its access token or by its session cookie (a page whose token ran out still signs out); a
   * session of the identity provider answers the provider's sign-out address to go on to.
   */
  async logout(request, reply) {
    const { db } = request.server;
    const user = await signingOutUser(request);
    const ended = await endBrowserSession(request, reply);
    await db.transaction().execute(async (trx) => {
      await endSessions(trx, user.userId);
      await recordAudit(trx, { userId: user.userId, userName: user.userName, action: 'logout', entity: 'user', entityId: String(user.userId), ip: request.ip });
      await recordSecurityEvent(trx, { kind: 'sessions.ended', user, ...requestOrigin(request), detail: 'signed out (every session)' });
    });
    const logoutUrl = ended?.user_id === user.userId ? await providerLogoutUrl(request, ended) : undefined;
    return { status: 200, message: 'You have been signed out.', ...(logoutUrl ? { logoutUrl } : {}) };
  },
};

/** Who signs out: the user of a good bearer token, else of the session cookie (a token that ran out while the laptop slept). */
async function signingOutUser(request: FastifyRequest): Promise<{ userId: number; userName: string }> {
  if (request.headers.authorization) {
    try {
      const principal = await principalOf(request);
      return { userId: principal.userId, userName: principal.userName };
    } catch (error) {
      if (!(error instanceof Problem && error.status === 401 && readCookie(request, 'session'))) throw error;
    }
  }
  const session = await cookieSession(request);
  return { userId: session.user_id, userName: session.user_name };
}
