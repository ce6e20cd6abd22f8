import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOST_PREFIX, sessionCookieNames } from '../../shared/sessionCookies.ts';

/**
 * The cookies of a browser session. Over HTTPS they carry the `__Host-` prefix (the browser then
 * insists on Secure, Path=/ and no Domain, so no other host of the domain can set or read them);
 * over plain HTTP (a developer's machine, a test) the same names without it.
 * - session: the refresh credential, HttpOnly: no script on the page can read it;
 * - csrf: a value the page's script reads and sends back in `X-CSRF-Token` (a double submit,
 *   checked against the hash the session keeps), which a cross-site form or fetch cannot do;
 * - oidc: a sign-in with the identity provider under way (state, nonce, PKCE verifier), sealed;
 * - wal: where the primary's log stood after this browser's last write (http/readYourWrites.ts).
 * All are SameSite=Strict: no request from another site carries them.
 */
export type CookieKind = keyof typeof sessionCookieNames;

/** Over HTTPS: as the request came, or as the product's public address says (a TLS proxy whose X-Forwarded-Proto is not believed still serves HTTPS). */
const overHttps = (request: FastifyRequest) => request.protocol === 'https' || request.server.config.publicUrl.startsWith('https://');

export function cookieName(request: FastifyRequest, kind: CookieKind): string {
  return overHttps(request) ? `${HOST_PREFIX}${sessionCookieNames[kind]}` : sessionCookieNames[kind];
}

function options(request: FastifyRequest, kind: CookieKind, maxAgeSeconds: number): CookieSerializeOptions {
  return { path: '/', httpOnly: kind !== 'csrf', sameSite: 'strict', secure: overHttps(request), maxAge: maxAgeSeconds };
}

export function readCookie(request: FastifyRequest, kind: CookieKind): string | undefined {
  return request.cookies[cookieName(request, kind)] || undefined;
}

export function setCookie(request: FastifyRequest, reply: FastifyReply, kind: CookieKind, value: string, maxAgeSeconds: number): void {
  reply.setCookie(cookieName(request, kind), value, options(request, kind, maxAgeSeconds));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, kind: CookieKind): void {
  reply.clearCookie(cookieName(request, kind), options(request, kind, 0));
}
