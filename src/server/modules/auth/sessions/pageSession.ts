import type { FastifyRequest } from 'fastify';
import { passwordSignInAllowed } from '../passwordSignInPolicy.ts';
import { twoFactorStepOf } from '../twoFactor.ts';
import { usable } from './browserSession.ts';
import { browserSessionOf, type BrowserSession } from './browserSessions.ts';
import { readCookie } from '../../../http/sessionCookies.ts';

/**
 * Why a session may no longer be renewed though its user may still use the application: a
 * password session of a user who must now enrol a second factor (it would keep them in without
 * one for as long as they stay active), or whom the administrator has since sent to the company's
 * provider. Null while it may.
 */
export async function renewalRefusal(request: FastifyRequest, session: BrowserSession): Promise<string | null> {
  const { db, config } = request.server;
  if (session.method !== 'password') return null;
  if ((await twoFactorStepOf(db, session.user_id)) === 'enrol') return 'Two-factor sign-in is now required: please sign in again.';
  if (!(await passwordSignInAllowed(db, Boolean(config.oidc), session.user_name))) return `Please sign in with ${config.oidc!.displayName}.`;
  return null;
}

/**
 * The session this request's cookie names while the token renewal would renew it, read without
 * the page's CSRF value and without renewing it: for a page's own address (GET), which only shows
 * what the browser's own page then asks for with it (http/screenPicture.ts). Null otherwise.
 */
export async function pageSession(request: FastifyRequest): Promise<BrowserSession | null> {
  const secret = readCookie(request, 'session');
  const session = secret ? await browserSessionOf(request.server.db, secret) : undefined;
  if (!session || !usable(session)) return null;
  return (await renewalRefusal(request, session)) ? null : session;
}
