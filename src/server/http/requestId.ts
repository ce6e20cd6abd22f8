import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

/** What a caller's X-Request-Id may be to be kept: short, printable, no spaces (a proxy's UUID or trace id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it is sane and the caller is a proxy
 * TRUST_PROXY names, else a new UUID. Taken from anyone, an id would let a caller file its
 * requests under another's in the logs and the API log.
 */
export function requestIdsFrom(trustProxy: string | false): (raw: IncomingMessage) => string {
  // The very rule by which Fastify believes a peer's X-Forwarded-For (its `trustProxy` string, compiled alike).
  const isProxy = trustProxy ? compile(trustProxy.split(',').map((entry) => entry.trim())) : () => false;
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    const peer = raw.socket.remoteAddress;
    return typeof given === 'string' && SANE_REQUEST_ID.test(given) && !!peer && isProxy(peer, 0) ? given : randomUUID();
  };
}

const context = new AsyncLocalStorage<string>();

/** The id of the request whose work is running now (the outbox row it queues keeps it); null outside a request. */
export const currentRequestId = (): string | null => context.getStore() ?? null;

/**
 * Every answer carries its request id (X-Request-Id), and the request's work runs with it as
 * the current id: Fastify logs it as `reqId`, and an outbox row queued by the request stores it,
 * so the api_log rows of the job's calls name the request that caused them. The rest of the
 * request's handling continues from `done`, inside the context (a body arriving after the
 * headers keeps it too: tests/api/ops/health.test.ts).
 */
export function carryRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    context.run(request.id, done);
  });
}
