import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { maskedLinks } from './secrets.ts';

/** A request as the log writes it (Fastify's own fields), its address's secrets masked. */
export function loggedRequest(request: FastifyRequest) {
  return { method: request.method, url: maskedLinks(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** The logger options with the request serialiser that masks secrets: a reset link's token never reaches the log. */
export function withMaskedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggedRequest as never } };
}
