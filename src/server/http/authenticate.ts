import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationAccess } from '../../shared/permissions.ts';
import { freshCacheOf } from '../db/freshCache.ts';
import type { Principal } from '../modules/auth/principal.ts';
import { forbidden, unauthorized } from './problem.ts';

/**
 * Runs before validation on every operation: checks the bearer token against the user's current
 * token version and state, then the permission the operation names in openapi.yaml.
 */
export function authenticateFor(permission: OperationAccess) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    request.principal = null;
    if (permission === 'public') return;
    const principal = await principalOf(request);
    // Known before the refusal, so that the refusal is recorded as this user's.
    request.principal = principal;
    if (!holds(principal, permission)) throw forbidden();
  };
}

function holds(principal: Principal, permission: Exclude<OperationAccess, 'public'>): boolean {
  if (permission === 'signedIn') return true;
  const anyOf: readonly string[] = typeof permission === 'string' ? [permission] : permission;
  return anyOf.some((key) => principal.permissions.has(key as never));
}

/**
 * Who signed in, read once until this process writes anything (a sign-out, a lock, a role or
 * scope change all write) or five seconds pass, which bounds how long another instance's lock or
 * sign-out takes to reach this one: a request reads no user row, only its token.
 */
const principals = (request: FastifyRequest) => freshCacheOf<Principal | null>(request.server.db, 'principals', 5000);

/** The user of the request's bearer token, refused as every signed-in operation refuses it. */
export async function principalOf(request: FastifyRequest): Promise<Principal> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('Please sign in first.');
  const claims = await request.server.tokens.verify(match[1]!);
  if (!claims) throw unauthorized();
  const principal = await principals(request).get(String(claims.userId), () => request.server.loadPrincipal(request.server.db, claims.userId));
  if (!principal || principal.tokenVersion !== claims.tokenVersion || !principal.isActive || principal.isLocked) {
    throw unauthorized();
  }
  if (claims.purpose === 'password-reset') throw forbidden('You must change your password before using the application.');
  if (claims.purpose !== 'access') throw forbidden('Please finish signing in with your second factor first.');
  return principal;
}

/** The principal of a handler whose operation is not public. */
export function signedInUser(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
