import type { FastifyRequest } from 'fastify';
import { recordSecurityEvent, requestOrigin } from './securityEvents.ts';

/** A signed-in user refused an operation or another plant's or client's data: a security event. */
export async function recordRefusal(request: FastifyRequest, { userId, userName }: { userId: number; userName: string }, detail: string) {
  try {
    await recordSecurityEvent(request.server.db, {
      kind: 'access.refused',
      user: { userId, userName },
      ...requestOrigin(request),
      detail: `${request.method} ${request.routeOptions.url ?? request.url}: ${detail}`,
    });
  } catch (error) {
    // The refusal stands whether or not it could be recorded.
    request.log.error({ err: error }, 'The refusal could not be recorded as a security event.');
  }
}
