import { convertQty } from '../../../../machines/returns/uom.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { onceForKey } from '../../http/idempotentRequest.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/problem.ts';
import { apply, assertAccepts, assertWholeUnits, load, lockAtStep, type ActionAt, type MadeAt, type Snapshot } from '../returns/index.ts';
import { erpCircuitReason } from '../integrations/index.ts';
import { queueSalesOrder } from './salesOrderJob.ts';
import { ownAttachments, salesOrderAttemptOf, storeWarehouseCount, warehouseLinesOf } from './warehouseRepository.ts';
import { warehouseProblem, type RequestedLine } from '../../../../machines/warehouse/warehouseChecks.ts';

/** A device's clock may run a little ahead of the server's; a decision later than that is refused. */
const clockSkewMs = 5 * 60_000;

/** Where the decision was made and, for the dock's made offline, when: never later than now. */
function madeOf(body: { channel?: 'desk' | 'dock'; madeAt?: string }): MadeAt {
  if (body.madeAt === undefined) return { channel: body.channel ?? 'desk' };
  const at = new Date(body.madeAt);
  if (at.getTime() > Date.now() + clockSkewMs) throw badRequest(`The decision's time is in the future: check the device's clock.`, 'madeAt');
  return { channel: body.channel ?? 'desk', at };
}

/** A line's photo is one the user uploaded: an attachment id of someone else's file names nothing. */
async function assertOwnPhotos(trx: Database, userId: number, items: readonly { photoId?: number | null }[]) {
  const ids = items.map((i) => i.photoId).filter((id): id is number => typeof id === 'number');
  if (!ids.length) return;
  const own = await ownAttachments(trx, userId, ids);

  const index = items.findIndex((i) => typeof i.photoId === 'number' && !own.has(i.photoId));
  if (index >= 0) throw badRequest(`Photo ${items[index]!.photoId} is not one you uploaded.`, `items.${index}.photoId`);
}

/**
 * Chief Warehouse's save (spec 002 §2, §5): checked in the specification's order, judged by the
 * lifecycle with the return locked. Not OK goes back to Chief Delivery; OK completes the return
 * with the lines kept, their actual quantities stored, and queues the return sales order. The
 * dock's decisions come with an Idempotency-Key: a retry is answered as the first time.
 */
/** Chief Warehouse's save: on a return waiting at CW, by its assignees there. */
const atWarehouse: ActionAt = {
  waits: (snapshot) => snapshot.matches({ inProgress: 'warehouse' }),
  notWaiting: (retNumber) => `Return ${retNumber} is not waiting at Chief Warehouse.`,
  step: 'CW',
};

export const warehouseHandlers: Pick<Handlers, 'saveWarehouse' | 'retrySalesOrder'> = {
  async saveWarehouse(request) {
    const user = signedInUser(request);
    const body = request.body;
    const made = madeOf(body);
    return request.server.db.transaction().execute((trx) =>
      onceForKey(trx, request, user.userId, 'saveWarehouse', async () => {
        const loaded = await lockAtStep(trx, user, { retNumber: request.params.retNumber }, atWarehouse, { version: request.query.version });
        const { row } = loaded;

        const lines = await warehouseLinesOf(trx, row.return_id);
        const active = new Map(lines.filter((l) => l.approval_status !== 'R').map((l) => [l.return_detail_id, l]));
        for (const [i, item] of body.items.entries()) {
          if (!active.has(item.approvalDetailId))
            throw badRequest(`Line ${item.approvalDetailId} is not an open line of return ${row.ret_number}.`, `items.${i}.approvalDetailId`);
        }
        const requested = new Map<number, RequestedLine>(
          [...active.values()].map((l) => [
            l.return_detail_id,
            { qty: Number(l.qty), returnUom: l.return_uom, inReturnUnit: (qty: number, uom: string) => convertQty(qty, uom, l.return_uom, l.uom, l.alt_uoms) },
          ]),
        );
        const problem = warehouseProblem(body, requested);
        if (problem) throw badRequest(problem.detail, problem.field);
        for (const [i, item] of body.items.entries()) {
          const line = active.get(item.approvalDetailId)!;
          // The requested quantity as it was accepted is always a count the warehouse may confirm.
          const asRequested = item.qty === Number(line.qty) && (item.uom ?? line.return_uom) === line.return_uom;
          if (item.status !== 'R' && item.qty != null && !asRequested) assertWholeUnits(item.qty, line.non_fraction, `items.${i}.qty`);
          if (item.status !== 'R' && item.uom && requested.get(item.approvalDetailId)!.inReturnUnit(1, item.uom) === null) {
            throw badRequest(`${item.uom} is not a unit of material ${active.get(item.approvalDetailId)!.material_code}.`, `items.${i}.uom`);
          }
        }

        const rejectedLineIds = body.items.filter((i) => i.status === 'R').map((i) => String(i.approvalDetailId));
        const event = { type: 'warehouse.save' as const, fpreStatus: body.fpreStatus!, rejectedLineIds };
        assertAccepts(loaded, event);
        await assertOwnPhotos(trx, user.userId, body.items);
        for (const item of body.items) await storeWarehouseCount(trx, item);
        const lineRemarks = Object.fromEntries(body.items.filter((i) => i.status === 'R').map((i) => [String(i.approvalDetailId), i.remark!.trim()]));
        const remark = body.remark?.trim() || null;
        // A completed return waits for its first sales order attempt.
        const set = (after: Snapshot) => ({ fpre_doc_remark: remark, ...(after.matches('completed') ? { so_attempt: 1 } : {}) });
        const now = await apply(trx, loaded, event, user, { remark, lineRemarks, set, made });
        const completed = now.snapshot.matches('completed');
        if (completed) await queueSalesOrder(trx, row.return_id, 1, user.userId);
        const message = completed ? 'Data has been saved! The return sales order is being sent to SAP.' : 'Data has been saved!';
        return { status: 200, message, data: { retNumber: row.ret_number, status: now.status, stepCode: now.stepCode, version: now.version } };
      }),
    );
  },

  async retrySalesOrder(request) {
    const user = signedInUser(request);
    return request.server.db.transaction().execute(async (trx) => {
      const loaded = await load(trx, user, { retNumber: request.params.retNumber });
      const { row } = loaded;
      const so_attempt = await salesOrderAttemptOf(trx, row.return_id);
      const now = await apply(trx, loaded, { type: 'salesOrder.retry' }, user, { set: { so_last_error: null, so_attempt: so_attempt + 1 } });
      await queueSalesOrder(trx, row.return_id, so_attempt + 1, user.userId);
      const circuit = request.server.erp.circuit.state();
      const note = circuit.refusing ? ` ${erpCircuitReason(circuit)} The order goes as soon as SAP answers again.` : '';
      return {
        status: 200,
        message: `Return ${row.ret_number} is being sent to SAP again.${note}`,
        data: { retNumber: row.ret_number, status: now.status, stepCode: now.stepCode, version: now.version },
      };
    });
  },
};
