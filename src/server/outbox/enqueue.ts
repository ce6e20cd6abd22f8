import type { Kysely } from 'kysely';
import type { DB } from '../../../generated/database.ts';
import { currentRequestId } from '../http/requestId.ts';

export interface NewJob {
  kind: string;
  payload: unknown;
  /** The same key twice is the same job: the second enqueue returns the first row. */
  idempotencyKey: string;
  createdBy: number | null;
}

/**
 * Queues work for the worker, in the caller's transaction (pass the transaction), so the work
 * exists exactly when the caller's change does. The row keeps the id of the request being served,
 * if any. Returns the outbox id.
 */
export async function enqueue(db: Kysely<DB>, job: NewJob): Promise<number> {
  const inserted = await db
    .insertInto('outbox')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      idempotency_key: job.idempotencyKey,
      created_by: job.createdBy,
      request_id: currentRequestId(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('outbox_id')
    .executeTakeFirst();
  if (inserted) return inserted.outbox_id;
  const existing = await db.selectFrom('outbox').select('outbox_id').where('idempotency_key', '=', job.idempotencyKey).executeTakeFirstOrThrow();
  return existing.outbox_id;
}
