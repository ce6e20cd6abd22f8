import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How the API's answers may be kept (issue 34). An answer is a user's own data, so by default no
 * cache anywhere keeps it (`no-store`: not the browser's disk, not a proxy's). An operation that
 * openapi.yaml marks `x-cache: revalidate` (menus, catalogues, lookups: the same answer for many
 * requests) is kept by the browser only (`private`) and asked again each time (`no-cache`) with
 * its ETag: an unchanged answer comes back as 304 without a body. The tag is the answer's own
 * digest, so an answer that changed, or another user's answer at the same address, never matches.
 * A handler that set Cache-Control itself (a file, an export) keeps what it set.
 */
export function cacheAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    if (request.routeOptions.config.cache !== 'revalidate' || reply.statusCode !== 200 || typeof payload !== 'string') {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const tag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', tag);
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304).removeHeader('content-type');
    return '';
  });
}

/** If-None-Match names the tag, or any (`*`); weak tags compare as strong ones here (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === tag);
}
