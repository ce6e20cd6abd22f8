import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { Problem, unauthorized } from '../../../http/problem.ts';
import { recordSecurityEvent, requestOrigin } from '../../security/index.ts';
import { endBrowserSession } from '../sessions/browserSession.ts';
import { claimProviderCheck, providerRefreshTokenOf, replaceProviderRefreshToken, type BrowserSession } from '../sessions/browserSessions.ts';
import { providerOf } from './oidcProvider.ts';

/** A check with the provider covers renewals in the next half minute (two tabs renewing at once ask it once). */
const RECHECK_SECONDS = 30;

/**
 * A session begun with the company's identity provider is renewed only while the provider still
 * renews its own: its refresh token is spent at the provider's token endpoint on each renewal.
 * When the provider refuses (the account was disabled, the grant revoked, the provider session
 * ended) the product's session ends too, so a leaver loses access within one access token's
 * lifetime. A provider that cannot be reached holds the renewal back (503) without ending the
 * session. One renewal at a time spends the token, on whatever instance (claimed in the session's
 * row): the provider may rotate it, and spending the old one twice would make it revoke the grant.
 */
export async function renewWithProvider(request: FastifyRequest, reply: FastifyReply, session: BrowserSession): Promise<void> {
  const sealed = session.provider_refresh_token;
  if (!sealed) return;
  if (session.provider_checked_at && Date.now() - session.provider_checked_at.getTime() < RECHECK_SECONDS * 1000) return;
  if (!(await claimProviderCheck(request.server.db, session.session_hash, sealed, RECHECK_SECONDS))) return;
  try {
    await checkWithProvider(request, session, sealed);
  } catch (error) {
    if (error instanceof Problem && error.status === 401) await endBrowserSession(request, reply);
    throw error;
  }
}

async function checkWithProvider(request: FastifyRequest, session: BrowserSession, sealed: string): Promise<void> {
  const { db, config, sealers } = request.server;
  const refreshToken = sealers.providerTokens.open(sealed);
  const user = { userId: session.user_id, userName: session.user_name };
  const refused = async (detail: string) => {
    await recordSecurityEvent(db, { kind: 'oidc.refused', user, ...requestOrigin(request), detail });
    return unauthorized('Your company account no longer signs you in. Please sign in again.');
  };
  if (!refreshToken || !config.oidc) throw await refused('the session cannot be renewed with the identity provider');
  let answer;
  try {
    answer = await client.refreshTokenGrant(await providerOf(config.oidc), refreshToken);
  } catch (error) {
    if (error instanceof client.ResponseBodyError) {
      // A token another renewal rotated meanwhile is no verdict on the account.
      if ((await providerRefreshTokenOf(db, session.session_hash)) !== sealed) return;
      throw await refused(`the identity provider refused the renewal: ${error.error}`);
    }
    request.log.warn({ err: error }, 'the identity provider could not be reached to renew a session');
    await recordSecurityEvent(db, {
      kind: 'oidc.provider-error',
      user,
      ...requestOrigin(request),
      detail: 'the identity provider could not be reached to renew the session',
    });
    throw new Problem(503, 'Service Unavailable', 'The company sign-in service cannot be reached. Please try again shortly.');
  }
  const next = answer.refresh_token ? sealers.providerTokens.seal(answer.refresh_token) : sealed;
  await replaceProviderRefreshToken(db, session.session_hash, sealed, next);
}
