import type { Database } from '../../db/database.ts';
import { enqueue } from '../../outbox/enqueue.ts';
import { PermanentJobError, type JobHandlers } from '../../outbox/jobs.ts';
import { ErpRefusedError, ErpUnavailableError, type ErpClient, loggedErpClient } from '../integrations/index.ts';
import { apply, load, stillInReturn } from '../returns/index.ts';

export const SALES_ORDER_KIND = 'erp.returnSalesOrder';

/** Queues the return sales order; one key per return and attempt, so a queued order is never doubled. */
export function queueSalesOrder(trx: Database, returnId: number, attempt: number, userId: number) {
  return enqueue(trx, { kind: SALES_ORDER_KIND, payload: { returnId }, idempotencyKey: `return-sales-order:${returnId}:${attempt}`, createdBy: userId });
}

/**
 * Creates a completed return's sales order in the ERP, outside any user's transaction. SAP keys
 * the order by the APL number, so a retry after a lost answer cannot make a second one. A
 * technical failure is retried by the outbox; the last one marks the order FAILED with the
 * error, for Retry Send To SAP.
 */
export function salesOrderJobHandlers(erp: ErpClient): JobHandlers {
  return {
    async [SALES_ORDER_KIND](payload, context) {
      const { returnId } = payload as { returnId: number };
      const { db } = context;
      const r = await db
        .selectFrom('returns')
        .select(['ret_number', 'customer_code', 'plant_code', 'reason_code', 'so_status'])
        .where('return_id', '=', returnId)
        .executeTakeFirst();
      if (!r) throw new PermanentJobError(`Return ${returnId} does not exist.`);
      if (r.so_status !== 'PENDING') return `Return ${r.ret_number} has no sales order waiting to be sent.`;
      const items = await db
        .selectFrom('return_items')
        .select(['line', 'material_code', 'batch', 'qty', 'return_uom', 'actual_qty', 'actual_uom', 'sloc'])
        .where('return_id', '=', returnId)
        .where(stillInReturn('return_items'))
        .orderBy('line')
        .execute();
      const order = {
        retNumber: r.ret_number,
        customerCode: r.customer_code,
        plantCode: r.plant_code,
        reasonCode: r.reason_code,
        items: items.map((i) => ({
          line: i.line,
          materialCode: i.material_code,
          batch: i.batch,
          qty: Number(i.actual_qty ?? i.qty),
          uom: i.actual_uom ?? i.return_uom,
          sloc: i.sloc,
        })),
      };
      try {
        const created = await loggedErpClient(erp, context).createReturnSalesOrder(order);
        await settle(db, returnId, { type: 'salesOrder.created' }, { so_number: created.salesOrderNumber, so_last_error: null }, created.message);
        return created.message;
      } catch (error) {
        // A refused answer or request is final at once (no retry follows): the order waits for Retry Send To SAP.
        if (error instanceof ErpRefusedError || (error instanceof ErpUnavailableError && context.finalAttempt)) {
          await settle(db, returnId, { type: 'salesOrder.failed' }, { so_last_error: error.message }, error.message);
        }
        throw error;
      }
    },
  };
}

/** Records the ERP's answer on the return, if the lifecycle still waits for it. */
async function settle(
  db: Database,
  returnId: number,
  event: { type: 'salesOrder.created' | 'salesOrder.failed' },
  values: { so_number?: string; so_last_error: string | null },
  message: string,
) {
  await db.transaction().execute(async (trx) => {
    const loaded = await load(trx, null, { returnId });
    if (loaded.snapshot.can(event)) await apply(trx, loaded, event, null, { remark: message, set: values });
  });
}
