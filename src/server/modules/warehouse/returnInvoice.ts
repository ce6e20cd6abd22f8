import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { conflict } from '../../http/problem.ts';
import { enqueue } from '../../outbox/enqueue.ts';
import { jobSettled, openJobFor } from '../../outbox/jobState.ts';
import { PermanentJobError, type JobHandlers } from '../../outbox/jobs.ts';
import { erpCircuitReason, type ErpClient, loggedErpClient } from '../integrations/index.ts';
import { apply, assertAccepts, load } from '../returns/index.ts';
import { invoiceStateOf, salesOrderOf } from './warehouseRepository.ts';

export const RETURN_INVOICE_KIND = 'erp.returnInvoice';

/** How long Get Invoice waits for the worker's answer before it says SAP is still being asked. */
const ANSWER_WAIT_MS = 5000;

/**
 * Get Invoice (spec 000 §4, §8): queues the ERP look-up while the lifecycle waits for the invoice,
 * then waits a little for the worker, so the answer usually carries the invoice return number.
 */
export const returnInvoiceHandlers: Pick<Handlers, 'getReturnInvoice'> = {
  async getReturnInvoice(request) {
    const user = signedInUser(request);
    const { db, outbox } = request.server;
    const asked = await db.transaction().execute(async (trx) => {
      const loaded = await load(trx, user, { returnId: request.params.id });
      const stored = loaded.row;
      if (stored.return_invoice_no) throw conflict(`Return ${stored.ret_number} is already invoiced: your Invoice return number : ${stored.return_invoice_no}`);
      assertAccepts(loaded, { type: 'invoice.found' });
      // A look-up still under way is the one to wait for; a finished one that found nothing is asked again.
      const jobId =
        (await openJobFor(trx, RETURN_INVOICE_KIND, stored.return_id)) ??
        (await enqueue(trx, {
          kind: RETURN_INVOICE_KIND,
          payload: { returnId: stored.return_id },
          idempotencyKey: `return-invoice:${stored.return_id}:${randomUUID()}`,
          createdBy: user.userId,
        }));
      return { stored, jobId };
    });
    outbox.wake();
    if (outbox.polling) await jobSettled(db, asked.jobId, ANSWER_WAIT_MS);
    const now = await invoiceStateOf(db, asked.stored.return_id);
    // While SAP is not being called, "not billed yet" would be a guess: the reason is said instead.
    const circuit = request.server.erp.circuit.state();
    const notYet = circuit.refusing
      ? `${erpCircuitReason(circuit)} Please try again later.`
      : `SAP has not billed the sales order of ${now.ret_number} yet. Please try again later.`;
    return {
      status: 200,
      message: now.return_invoice_no ? `Data has been saved! Your Invoice return number : ${now.return_invoice_no}` : notYet,
      data: { retNumber: now.ret_number, status: now.status, stepCode: now.step_code, version: now.version, invoiceReturnNo: now.return_invoice_no },
    };
  },
};

/** Looks the return invoice up in the ERP and records it when SAP has billed the order. */
export function returnInvoiceJobHandlers(erp: ErpClient): JobHandlers {
  return {
    async [RETURN_INVOICE_KIND](payload, context) {
      const { returnId } = payload as { returnId: number };
      const r = await salesOrderOf(context.db, returnId);
      if (!r?.so_number) throw new PermanentJobError(`Return ${returnId} has no sales order.`);
      const answer = await loggedErpClient(erp, context).findReturnInvoice(r.so_number);
      if (answer.invoiceNumber) await recordInvoice(context.db, returnId, answer.invoiceNumber, answer.message);
      return answer.message;
    },
  };
}

/** Records the invoice through the lifecycle, if it still waits for one. */
async function recordInvoice(db: Database, returnId: number, invoiceNumber: string, message: string) {
  await db.transaction().execute(async (trx) => {
    const loaded = await load(trx, null, { returnId });
    const event = { type: 'invoice.found' as const };
    if (loaded.snapshot.can(event)) await apply(trx, loaded, event, null, { remark: message, set: { return_invoice_no: invoiceNumber } });
  });
}
