import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { Problem } from './problem.ts';

const keyReused = () =>
  new Problem(422, 'Unprocessable Content', 'This Idempotency-Key was sent before with another request: make a new key for a new decision.', 'Idempotency-Key');

/** What a request asks, as one hash: its operation, address and body; a retry of it hashes the same. */
const requestHash = (operation: string, request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([operation, request.params, request.query, request.body]))
    .digest('base64url');

/**
 * Runs `answer` once per Idempotency-Key of a user (issue 56: the dock retries after a lost
 * answer, and sends what it decided offline). Inside the request's transaction, the key is taken
 * first: a retry while the first is still running waits on the key's row (PostgreSQL's unique
 * index) and then reads the answer it committed; a first attempt that failed rolled its key back
 * with everything else, so the retry runs afresh. The same key with another request is refused.
 * Without a key, `answer` runs as it is.
 */
export async function onceForKey<T>(trx: Database, request: FastifyRequest, userId: number, operation: string, answer: () => Promise<T>): Promise<T> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return answer();
  const hash = requestHash(operation, request);
  const taken = await trx
    .insertInto('idempotent_requests')
    .values({ user_id: userId, idempotency_key: key, operation, request_hash: hash })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!taken) {
    const first = await trx
      .selectFrom('idempotent_requests')
      .select(['request_hash', 'answer'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    if (first.request_hash !== hash || first.answer === null) throw keyReused();
    return first.answer as T;
  }
  const result = await answer();
  await trx
    .updateTable('idempotent_requests')
    .set({ answer: JSON.stringify(result) })
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .execute();
  return result;
}

/** How long a key is answered: a tablet sends what it kept offline within days, never weeks. */
const keptDays = 30;

/** Forgets keys older than that (the daily retention job); the number forgotten. */
export async function forgetOldKeys(db: Database, now = new Date()): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('idempotent_requests')
    .where('created_at', '<', new Date(now.getTime() - keptDays * 86_400_000))
    .executeTakeFirst();
  return Number(numDeletedRows);
}
