import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { Handlers } from '../../../http/handlers.ts';
import { forbidden, unauthorized } from '../../../http/problem.ts';
import { recordSecurityEvent, requestOrigin, type SecurityEventKind } from '../../security/index.ts';
import { twoFactorChallenge } from '../twoFactor.ts';
import { completeSignIn } from '../completeSignIn.ts';
import { beginBrowserSession } from '../sessions/browserSession.ts';
import { clearCookie, readCookie, setCookie } from '../../../http/sessionCookies.ts';
import {
  accountOfClaim,
  bindProviderAccount,
  matchedValue,
  providerAccountOf,
  providerHadSecondFactor,
  requestAccess,
  type ProviderClaims,
} from './oidcAccount.ts';
import { configuredOidc, OIDC_SCOPES, providerOf, redirectUriOf } from './oidcProvider.ts';

/** How long a browser may spend at the provider's sign-in page. */
const ATTEMPT_SECONDS = 600;

/** A sign-in under way, kept sealed in the browser's oidc cookie: binds the provider's answer to this browser. */
interface Attempt {
  state: string;
  nonce: string;
  verifier: string;
  startedAt: number;
}

function attemptOf(request: FastifyRequest): Attempt | null {
  const sealed = readCookie(request, 'oidc');
  const text = sealed ? request.server.sealers.oidcAttempt.open(sealed) : null;
  if (!text) return null;
  const attempt = JSON.parse(text) as Attempt;
  return Date.now() - attempt.startedAt <= ATTEMPT_SECONDS * 1000 ? attempt : null;
}

/** A failed provider sign-in: its security event, and the refusal the sign-in page shows. */
async function failed(request: FastifyRequest, kind: SecurityEventKind, detail: string, user: { userId: number; userName: string } | null = null) {
  await recordSecurityEvent(request.server.db, { kind, user, ...requestOrigin(request), detail });
  return unauthorized(`The sign-in with ${configuredOidc(request.server.config).displayName} did not succeed. Please try again.`);
}

/** What went wrong between the provider's answer and its tokens, as a security event names it. */
function failureOf(error: unknown): { kind: SecurityEventKind; detail: string } {
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    return {
      kind: 'oidc.provider-error',
      detail: `the identity provider answered ${error.error}${error.error_description ? `: ${error.error_description}` : ''}`,
    };
  }
  // openid-client says "invalid response encountered" and keeps what was wrong as the cause.
  const messages: string[] = [];
  for (let at: unknown = error; at instanceof Error && messages.length < 5; at = at.cause) messages.push(at.message);
  const detail = messages.join(': ') || String(error);
  if (/"(state|nonce)"/.test(detail)) return { kind: 'oidc.state-mismatch', detail };
  return { kind: 'oidc.provider-error', detail };
}

/**
 * The ID token's claims, with the UserInfo endpoint's (name, e-mail, user name) beside them: a
 * provider may keep those out of the ID token (oidc-provider does; Entra ID and Keycloak send them).
 */
async function claimsOf(request: FastifyRequest, answer: Awaited<ReturnType<typeof client.authorizationCodeGrant>>): Promise<ProviderClaims | undefined> {
  const idToken = answer.claims() as ProviderClaims | undefined;
  const oidc = configuredOidc(request.server.config);
  if (!idToken || matchedValue(oidc, idToken)) return idToken;
  try {
    const userInfo = await client.fetchUserInfo(await providerOf(oidc), answer.access_token, idToken.sub);
    return { ...userInfo, ...idToken } as ProviderClaims;
  } catch (error) {
    request.log.warn({ err: error }, "the identity provider's UserInfo could not be read");
    return idToken;
  }
}

export const oidcHandlers: Pick<Handlers, 'getSignInOptions' | 'startOidcSignIn' | 'finishOidcSignIn'> = {
  async getSignInOptions(request) {
    const { oidc } = request.server.config;
    return oidc ? { provider: { displayName: oidc.displayName } } : {};
  },

  /** The provider's sign-in address with a fresh state, nonce and PKCE challenge, which the oidc cookie keeps. */
  async startOidcSignIn(request, reply) {
    const { config, sealers } = request.server;
    const oidc = configuredOidc(config);
    let provider;
    try {
      provider = await providerOf(oidc);
    } catch (error) {
      request.log.warn({ err: error }, 'the identity provider could not be reached');
      await recordSecurityEvent(request.server.db, {
        kind: 'oidc.provider-error',
        user: null,
        ...requestOrigin(request),
        detail: 'the identity provider could not be reached',
      });
      throw unauthorized(`The sign-in with ${oidc.displayName} is not available right now. Please try again shortly.`);
    }
    const attempt: Attempt = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier(), startedAt: Date.now() };
    setCookie(request, reply, 'oidc', sealers.oidcAttempt.seal(JSON.stringify(attempt)), ATTEMPT_SECONDS);
    const url = client.buildAuthorizationUrl(provider, {
      redirect_uri: redirectUriOf(config),
      scope: OIDC_SCOPES,
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(attempt.verifier),
      code_challenge_method: 'S256',
    });
    return { authorizationUrl: url.href };
  },

  /**
   * The provider sent the browser back to the sign-in page, which hands over what it brought (the
   * query of its address). The code is exchanged for tokens (with the PKCE verifier, the state and
   * the nonce of this browser's attempt, spent once); the user the claim names signs in as with a
   * password: the same refusals, the same second step unless the provider asked for a second factor.
   */
  async finishOidcSignIn(request, reply) {
    const { db, config, sealers } = request.server;
    const oidc = configuredOidc(config);
    const attempt = attemptOf(request);
    clearCookie(request, reply, 'oidc');
    if (!attempt) throw await failed(request, 'oidc.state-mismatch', 'no sign-in was under way in this browser, or it took too long');
    const callback = new URL(redirectUriOf(config));
    callback.search = request.body.callback;
    let answer;
    try {
      answer = await client.authorizationCodeGrant(await providerOf(oidc), callback, {
        pkceCodeVerifier: attempt.verifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      const { kind, detail } = failureOf(error);
      request.log.warn({ err: error }, 'a sign-in with the identity provider failed');
      throw await failed(request, kind, detail);
    }
    const claims = await claimsOf(request, answer);
    const value = claims ? matchedValue(oidc, claims) : null;
    if (!claims || !value) throw await failed(request, 'oidc.provider-error', `the identity provider sent no ${oidc.userClaim}`);
    const origin = requestOrigin(request);
    const user = await accountOfClaim(db, oidc, value);
    if (!user) {
      const requested = await requestAccess(db, oidc, value, claims, request.ip);
      await recordSecurityEvent(db, {
        kind: 'oidc.unknown-user',
        user: null,
        ...origin,
        detail: `${oidc.userClaim} ${value}${requested ? ': access requested' : ''}`,
      });
      throw forbidden('Your company account is not a user of this application yet. An administrator has been asked to give you access.');
    }
    const account = { userId: user.user_id, userName: user.user_name };
    if (user.is_locked || !user.is_active) {
      await recordSecurityEvent(db, { kind: 'oidc.refused', user: account, ...origin, detail: user.is_locked ? 'account locked' : 'account not active' });
      if (user.is_locked) throw forbidden('Your account is locked. Please contact your administrator.');
      throw forbidden(
        user.registration_pending
          ? 'Your account is waiting for activation by an administrator.'
          : 'Your account is not active. Please contact your administrator.',
      );
    }
    if (!(await bindProviderAccount(db, user.user_id, user.oidc_subject, providerAccountOf(oidc, claims)))) {
      await recordSecurityEvent(db, {
        kind: 'oidc.refused',
        user: account,
        ...origin,
        detail: `another company account (${providerAccountOf(oidc, claims)}) than the one the user is linked to`,
      });
      throw forbidden('Your account is linked to another company account. Please contact your administrator.');
    }
    const provider = { sealedRefreshToken: answer.refresh_token ? sealers.providerTokens.seal(answer.refresh_token) : null, idToken: answer.id_token ?? null };
    const session = { userId: user.user_id, tokenVersion: user.token_version, method: 'oidc' as const, provider };
    const idToken = answer.claims() as ProviderClaims | undefined;
    const secondFactorAtProvider = idToken ? providerHadSecondFactor(idToken) : false;
    const challenge = secondFactorAtProvider ? null : await twoFactorChallenge(request, user);
    if (challenge) {
      await beginBrowserSession(request, reply, { ...session, secondFactorPending: true });
      return { ...challenge, data: { ...challenge.data, userName: user.user_name } };
    }
    await beginBrowserSession(request, reply, session);
    const signedIn = await completeSignIn(request, user, {
      event: 'oidc.succeeded',
      detail: secondFactorAtProvider ? 'the provider asked for a second factor' : null,
    });
    return { ...signedIn, data: { ...signedIn.data, userName: user.user_name } };
  },
};
