import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/index.ts';
import { recordSecurityEvent, requestOrigin } from '../security/index.ts';
import { markSignedIn } from './userRepository.ts';

/** The account a sign-in ends with, as every way in reads it. */
export interface SignInUser {
  user_id: number;
  user_name: string;
  user_type: 'I' | 'E';
  token_version: number;
}

/** An internal user an administrator reset signs in only to change the password, for this long. */
const FORCED_RESET_MINUTES = 15;

/**
 * The end of every sign-in (the password, the company's account, a second factor after either):
 * the access token (or, where the password must change first, a short one for that alone), the
 * user marked signed in, the security event and the audit row, and the answer POST /user/login
 * gives. The browser session is each way's own (it is begun before or after the second step).
 */
export async function completeSignIn(
  request: FastifyRequest,
  user: SignInUser,
  how: { event: 'sign-in.succeeded' | 'oidc.succeeded'; detail: string | null; mustReset?: boolean },
) {
  const { db, tokens, config } = request.server;
  const mustReset = how.mustReset ?? false;
  const { token, expiresAt } = await tokens.issue(
    { userId: user.user_id, tokenVersion: user.token_version, purpose: mustReset ? 'password-reset' : 'access' },
    mustReset ? FORCED_RESET_MINUTES : config.accessTokenMinutes,
  );
  await markSignedIn(db, user.user_id);
  const account = { userId: user.user_id, userName: user.user_name };
  await recordSecurityEvent(db, { kind: how.event, user: account, ...requestOrigin(request), detail: how.detail });
  await recordAudit(db, { ...account, action: 'login', entity: 'user', entityId: String(user.user_id), ip: request.ip });
  return {
    status: 200,
    message: mustReset ? 'Please change your password before using the application.' : 'Login success',
    data: {
      accessToken: token,
      forcePassword: mustReset ? ('Y' as const) : ('N' as const),
      userType: user.user_type,
      userId: user.user_id,
      expiresAt: expiresAt.toISOString(),
    },
  };
}
