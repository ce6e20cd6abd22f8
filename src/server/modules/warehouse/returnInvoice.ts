import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { conflict, notFound } from '../../http/problem.ts';
import { enqueue } from '../../outbox/enqueue.ts';
import { PermanentJobError, type JobHandlers } from '../../outbox/jobs.ts';
import type { ErpClient } from '../integrations/erp/erpClient.ts';
import { loggedErpClient } from '../integrations/erp/loggedErpClient.ts';
import { lockedColumns } from '../approvals/decideLines.ts';
import { next, snapshotOf } from '../approvals/lifecycleSnapshot.ts';
import { plantScopeOf } from '../approvals/returnScope.ts';

export const RETURN_INVOICE_KIND = 'erp.returnInvoice';

/** Get Invoice (spec 000 §4): queues the ERP look-up while the lifecycle waits for the invoice. */
export const returnInvoiceHandlers: Pick<Handlers, 'getReturnInvoice'> = {
  async getReturnInvoice(request) {
    const user = signedInUser(request);
    return request.server.db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('returns as r')
        .select([...lockedColumns, 'r.so_number'])
        .where('r.return_id', '=', request.params.id)
        .where('r.plant_code', 'in', plantScopeOf(user))
        .forUpdate()
        .executeTakeFirst();
      if (!stored) throw notFound('The return was not found.');
      if (!(await snapshotOf(trx, stored)).can({ type: 'invoice.found' })) throw conflict(`Return ${stored.ret_number} has no sales order waiting for its invoice.`);
      await enqueue(trx, { kind: RETURN_INVOICE_KIND, payload: { returnId: stored.return_id }, idempotencyKey: `return-invoice:${stored.return_id}:${stored.version}`, createdBy: user.userId });
      return { status: 200, message: `Asking SAP for the return invoice of ${stored.ret_number}.`, data: { retNumber: stored.ret_number, status: stored.status, stepCode: stored.step_code, version: stored.version } };
    });
  },
};

/** Looks the return invoice up in the ERP and records it when SAP has billed the order. */
export function returnInvoiceJobHandlers(erp: ErpClient): JobHandlers {
  return {
    async [RETURN_INVOICE_KIND](payload, context) {
      const { returnId } = payload as { returnId: number };
      const r = await context.db.selectFrom('returns').select(['ret_number', 'so_number']).where('return_id', '=', returnId).executeTakeFirst();
      if (!r?.so_number) throw new PermanentJobError(`Return ${returnId} has no sales order.`);
      const answer = await loggedErpClient(erp, context).findReturnInvoice(r.so_number);
      if (answer.invoiceNumber) await record(context.db, returnId, answer.invoiceNumber, answer.message);
      return answer.message;
    },
  };
}

async function record(db: Database, returnId: number, invoiceNumber: string, message: string) {
  await db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('returns as r').select(lockedColumns).where('r.return_id', '=', returnId).forUpdate().executeTakeFirstOrThrow();
    if (!next(await snapshotOf(trx, stored), { type: 'invoice.found' })) return;
    await trx.updateTable('returns').set({ return_invoice_no: invoiceNumber, version: stored.version + 1, updated_at: new Date() }).where('return_id', '=', returnId).execute();
    await trx.insertInto('return_events').values({ return_id: returnId, event: 'invoice.found', from_step: 'END', to_step: 'END', status: 'A', user_name: 'SYSTEM', remark: message }).execute();
  });
}
