import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../../http/problem.ts';
import { hashOneTimeToken } from '../tokens.ts';
import { browserSessionOf, deleteBrowserSession, insertBrowserSession, type BrowserSession, type NewBrowserSession } from './browserSessions.ts';
import { clearCookie, readCookie, setCookie } from '../../../http/sessionCookies.ts';

/**
 * A browser's session (DESIGN §6): after a sign-in the server sets the refresh cookie (HttpOnly)
 * and the CSRF cookie; the page keeps its short-lived access token in memory only and renews it
 * with POST /user/token, which reads the cookie and wants the CSRF value back in a header.
 */

/** Begins the session of a completed sign-in: its row, and its two cookies on the answer. */
export async function beginBrowserSession(request: FastifyRequest, reply: FastifyReply, session: NewBrowserSession): Promise<void> {
  const { db, config } = request.server;
  const { secret, csrf } = await insertBrowserSession(db, session, config.sessionIdleHours);
  const seconds = config.sessionIdleHours * 3600;
  setCookie(request, reply, 'session', secret, seconds);
  setCookie(request, reply, 'csrf', csrf, seconds);
}

/**
 * The end of a sign-in whose second factor was just given: the pending session of a provider
 * sign-in in this browser, when there is one for the user, gives its provider tokens to a new
 * session (new secret and CSRF value); otherwise a password session begins. True when it was the provider's.
 */
export async function beginAfterSecondFactor(
  request: FastifyRequest,
  reply: FastifyReply,
  account: { user_id: number; token_version: number },
): Promise<boolean> {
  const { db } = request.server;
  const secret = readCookie(request, 'session');
  const pending = secret ? await browserSessionOf(db, secret, true) : undefined;
  if (pending && pending.user_id === account.user_id && pending.token_version === account.token_version) {
    // A new secret for the session the second factor completes: the pending one's never grants access.
    await deleteBrowserSession(db, pending.session_hash);
    await beginBrowserSession(request, reply, {
      userId: account.user_id,
      tokenVersion: account.token_version,
      method: 'oidc',
      provider: { sealedRefreshToken: pending.provider_refresh_token, idToken: pending.provider_id_token },
    });
    return true;
  }
  await beginBrowserSession(request, reply, { userId: account.user_id, tokenVersion: account.token_version, method: 'password' });
  return false;
}

/**
 * A renewal keeps the cookies as long as the session: they are sent again with its idle time from
 * now (their values unchanged: every tab of the browser holds them).
 */
export function keepSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const seconds = request.server.config.sessionIdleHours * 3600;
  setCookie(request, reply, 'session', readCookie(request, 'session')!, seconds);
  setCookie(request, reply, 'csrf', readCookie(request, 'csrf')!, seconds);
}

const notFromThePage = () => forbidden('This request did not come from the application. Please reload the page.');

/**
 * The double submit: the page read the CSRF cookie and sent it back in X-CSRF-Token, and it is
 * the value this session was given. A browser that names another site as the request's origin
 * (Sec-Fetch-Site) is refused whatever it carries.
 */
function checkCsrf(request: FastifyRequest, session: BrowserSession): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw notFromThePage();
  const sent = request.headers['x-csrf-token'];
  const cookie = readCookie(request, 'csrf');
  if (typeof sent !== 'string' || !cookie || sent !== cookie || hashOneTimeToken(sent) !== session.csrf_hash) throw notFromThePage();
}

/**
 * The session this request's cookie names, sent by the application's own page, whose user may
 * still use it (not signed out everywhere, not locked, not deactivated since); refused otherwise.
 */
export async function cookieSession(request: FastifyRequest): Promise<BrowserSession> {
  const secret = readCookie(request, 'session');
  if (!secret) throw unauthorized('Please sign in first.');
  const session = await browserSessionOf(request.server.db, secret);
  if (!session) throw unauthorized();
  checkCsrf(request, session);
  if (!usable(session)) throw unauthorized();
  return session;
}

/** Not signed out everywhere, locked or deactivated since the session began. */
export const usable = (session: BrowserSession) => session.token_version === session.user_token_version && session.is_active && !session.is_locked;

/** Ends this browser's session, when it has one, and takes its cookies away; the ended session, if any. */
export async function endBrowserSession(request: FastifyRequest, reply: FastifyReply): Promise<BrowserSession | undefined> {
  const secret = readCookie(request, 'session');
  const session = secret ? await browserSessionOf(request.server.db, secret) : undefined;
  if (session) await deleteBrowserSession(request.server.db, session.session_hash);
  clearCookie(request, reply, 'session');
  clearCookie(request, reply, 'csrf');
  return session;
}
