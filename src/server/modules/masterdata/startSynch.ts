import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from '../../http/authenticate.ts';
import { conflict } from '../../http/problem.ts';
import { enqueue } from '../../outbox/enqueue.ts';
import { synchCatalogue, synchKinds, type SynchKey } from './synchKinds.ts';

/** "A CRP RGP synchronisation …", "An NRAX synchronisation …". */
function alreadyRunning(key: SynchKey): string {
  const title = synchCatalogue.find((c) => c.key === key)?.title ?? key;
  const article = /^[aeiouAEIOU]|^N[A-Z]/.test(title) ? 'An' : 'A';
  return `${article} ${title} synchronisation is already running; wait for it to finish.`;
}

/**
 * Queues the pull and answers 202 with the job to follow; the worker is woken to start now. One
 * job of a kind at a time: while one waits or runs, another is refused with 409. The check and
 * the insert hold a transaction-scoped advisory lock on the kind, so two requests at once (on any
 * instance) cannot both find none and both queue one.
 */
export async function startSynch(request: FastifyRequest, reply: FastifyReply, key: SynchKey, payload: object) {
  const user = signedInUser(request);
  const kind = synchKinds[key];
  const jobId = await request.server.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`outbox:${kind}`}))`.execute(trx);
    const open = await trx.selectFrom('outbox').select('outbox_id').where('kind', '=', kind).where('status', 'in', ['PENDING', 'RUNNING']).executeTakeFirst();
    if (open) return null;
    // Every request is its own job: the kind's lock, not the key, keeps a second one out.
    return enqueue(trx, { kind, payload, idempotencyKey: `${kind}:${randomUUID()}`, createdBy: user.userId });
  });
  if (jobId === null) throw conflict(alreadyRunning(key));
  request.server.outbox.wake();
  reply.code(202);
  return { status: 202, message: 'Synchronisation started.', data: { jobId } };
}
