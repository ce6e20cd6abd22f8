import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadReplicas } from '../db/readReplicas.ts';
import { currentReadScope, inReadScope } from '../db/readScope.ts';
import { primaryWalPosition, walPositionOf, walPositionText } from '../db/walPosition.ts';
import { readCookie, setCookie } from './sessionCookies.ts';

/** How long a write is remembered: far longer than a replica within READ_MAX_LAG_SECONDS takes to replay it. */
const REMEMBER_SECONDS = 300;
const REMEMBERED_USERS = 10_000;
const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads on replicas without hiding anyone's own work (issue 36). Each request runs in a read scope
 * (db/readScope.ts); an operation that openapi.yaml marks `x-reads-from: replica` reads from a
 * replica chosen for it, one that has replayed the primary's log past the user's last write. That
 * position is taken after every successful write of a signed-in user and kept twice: in the
 * browser's gr-wal cookie (any instance it reaches next knows it) and in this instance's memory by
 * user (for clients without cookies). Everything else reads from the primary.
 */
export function readYourWrites(app: FastifyInstance, replicas: ReadReplicas): void {
  const lastWrites = new Map<number, { position: bigint; until: number }>();

  // The cookie is sealed: a position the server did not give (one far ahead, to push every read of
  // the user onto the primary) is not taken.
  const sealer = app.sealers.walPosition;
  const requiredPosition = (request: FastifyRequest): bigint | null => {
    const sealed = readCookie(request, 'wal');
    const fromCookie = walPositionOf(sealed ? sealer.open(sealed) : null);
    const remembered = request.principal ? lastWrites.get(request.principal.userId) : undefined;
    const fromMemory = remembered && remembered.until > Date.now() ? remembered.position : null;
    if (fromCookie === null) return fromMemory;
    return fromMemory !== null && fromMemory > fromCookie ? fromMemory : fromCookie;
  };

  app.addHook('onRequest', (_request, _reply, done) => inReadScope(done));

  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.routeOptions.config.readsFrom !== 'replica') return;
    const scope = currentReadScope();
    if (scope) scope.replica = await replicas.choose(requiredPosition(request));
  });

  // Where a read that may go to a replica went, for operators and tests: X-Read-From.
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.routeOptions.config.readsFrom === 'replica') reply.header('x-read-from', currentReadScope()?.replica?.name ?? 'primary');
    return payload;
  });

  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (readOnly.has(request.method) || reply.statusCode >= 400 || !request.principal) return payload;
    // The write has committed: failing to learn the position must not answer it as a failure.
    const position = await primaryWalPosition(app.db).catch((error: unknown) => {
      request.log.warn({ err: error }, "the primary's log position could not be read after a write");
      return null;
    });
    if (position === null) return payload;
    if (lastWrites.size >= REMEMBERED_USERS) lastWrites.clear();
    lastWrites.set(request.principal.userId, { position, until: Date.now() + REMEMBER_SECONDS * 1000 });
    setCookie(request, reply, 'wal', sealer.seal(walPositionText(position)), REMEMBER_SECONDS);
    return payload;
  });
}
