import { fareyeOperations } from '../../../../generated/fareyeOperations.ts';
import type { Database } from '../../db/database.ts';
import { enqueue } from '../../outbox/enqueue.ts';
import { PermanentJobError, type JobContext, type JobHandlers } from '../../outbox/jobs.ts';
import { apply, load, stillInReturn } from '../returns/index.ts';
import type { FareyeClient, FareyeReturnRequest } from '../integrations/index.ts';

export const fareyeKind = 'fareye.post';

interface FareyePayload {
  returnId: number;
}

/**
 * Queues the delivery-tracking request of a return in the caller's transaction; `version` is the
 * return's version after the print or retry that asks, so each asking is its own job.
 */
export function queueFareye(trx: Database, returnId: number, version: number, userId: number): Promise<number> {
  return enqueue(trx, {
    kind: fareyeKind,
    payload: { returnId } satisfies FareyePayload,
    idempotencyKey: `${fareyeKind}:${returnId}:${version}`,
    createdBy: userId,
  });
}

async function requestOf(db: Database, returnId: number): Promise<FareyeReturnRequest> {
  const r = await db
    .selectFrom('returns as r')
    .innerJoin('customers as c', 'c.customer_code', 'r.customer_code')
    .select(['r.ret_number', 'r.plant_code', 'r.customer_code', 'c.customer_name', 'r.first_print_date'])
    .where('r.return_id', '=', returnId)
    .executeTakeFirst();
  if (!r?.first_print_date) throw new PermanentJobError(`Return ${returnId} does not exist or was never printed.`);
  const items = await db
    .selectFrom('return_items')
    .select(['line', 'material_code', 'material_name', 'batch', 'qty', 'return_uom'])
    .where('return_id', '=', returnId)
    .where(stillInReturn('return_items'))
    .orderBy('line')
    .execute();
  return {
    retNumber: r.ret_number,
    plantCode: r.plant_code,
    customerCode: r.customer_code,
    customerName: r.customer_name,
    printDate: r.first_print_date.toISOString(),
    items: items.map((i) => ({
      line: i.line,
      materialCode: i.material_code,
      materialName: i.material_name,
      batch: i.batch,
      qty: Number(i.qty),
      uom: i.return_uom,
    })),
  };
}

/** Records the answer through the lifecycle; an answer it no longer expects is only logged. */
async function recordAnswer(db: Database, returnId: number, answer: { status: 'SENT' | 'ERROR'; message: string; error: string | null }): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const loaded = await load(trx, null, { returnId });
    const event = { type: 'fareye.answer' as const, status: answer.status };
    if (!loaded.snapshot.can(event)) return `Return ${loaded.row.ret_number} no longer waits for delivery tracking; the answer was not recorded.`;
    await apply(trx, loaded, event, null, { remark: answer.message, set: { fareye_date: new Date(), fareye_last_error: answer.error } });
    return answer.message;
  });
}

/**
 * Posts the request. A failure is retried by the worker while attempts remain (the status stays
 * Waiting); the last failed attempt, or a refusal no retry can mend, records ERROR with the
 * error, for "Retry Post Fareye".
 */
async function postFareye(fareye: FareyeClient, payload: FareyePayload, context: JobContext): Promise<string> {
  const request = await requestOf(context.db, payload.returnId);
  let answer;
  try {
    const { method, path } = fareyeOperations.postReturnRequest;
    answer = await context.call({ system: 'FAREYE', operation: 'postReturnRequest', method, url: `${fareye.baseUrl}${path}`, request }, () =>
      fareye.postReturnRequest(request),
    );
  } catch (error) {
    // A refused answer or request ends the job at once (no retry follows): the return shows it, for "Retry Post Fareye".
    if (context.finalAttempt || error instanceof PermanentJobError) {
      const message = error instanceof Error ? error.message : String(error);
      await recordAnswer(context.db, payload.returnId, { status: 'ERROR', message, error: message });
    }
    throw error;
  }
  return recordAnswer(context.db, payload.returnId, { status: 'SENT', message: `${answer.message} Reference ${answer.referenceNumber}.`, error: null });
}

/** The outbox handlers of Chief Delivery. */
export function deliveryJobHandlers(fareye: FareyeClient): JobHandlers {
  return {
    [fareyeKind]: (payload, context) => postFareye(fareye, payload as FareyePayload, context),
  };
}
