import { convertQty } from '../../../../machines/returns/uom.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, conflict, forbidden } from '../../http/problem.ts';
import { lockReturn } from '../approvals/decideLines.ts';
import { next, snapshotOf, storedOf } from '../approvals/lifecycleSnapshot.ts';
import { altUomsOf } from '../returns/invoiceLineFacts.ts';
import { sql } from 'kysely';
import { queueSalesOrder } from './salesOrderJob.ts';
import { warehouseProblem, type RequestedLine } from '../../../../machines/warehouse/warehouseChecks.ts';

const administrators = ['ADMIN', 'ADMINISTRATOR'];

/**
 * Chief Warehouse's save (spec 002 §2, §5): checked in the specification's order, judged by the
 * lifecycle with the return locked. Not OK goes back to Chief Delivery; OK completes the return
 * with the lines kept, their actual quantities stored, and queues the return sales order.
 */
export const warehouseHandlers: Pick<Handlers, 'saveWarehouse' | 'retrySalesOrder'> = {
  async saveWarehouse(request) {
    const user = signedInUser(request);
    const body = request.body;
    return request.server.db.transaction().execute(async (trx) => {
      const stored = await lockReturn(trx, request.params.retNumber, user);
      if (stored.status !== 'W' || stored.step_code !== 'CW') throw conflict(`Return ${stored.ret_number} is not waiting at Chief Warehouse.`);
      if (!user.roles.some((r) => administrators.includes(r))) {
        const assigned = await trx.selectFrom('return_assignments').select('user_id').where('return_id', '=', stored.return_id).where('step_code', '=', 'CW').where('user_id', '=', user.userId).executeTakeFirst();
        if (!assigned) throw forbidden('You are not assigned to decide this return.');
      }
      if (request.query.version !== undefined && request.query.version !== stored.version) throw conflict(`Return ${stored.ret_number} was changed by someone else; open it again.`);

      const lines = await trx
        .selectFrom('return_items as ri')
        .select(['ri.return_detail_id', 'ri.material_code', 'ri.qty', 'ri.uom', 'ri.return_uom', 'ri.approval_status', altUomsOf(sql.ref('ri.material_code')).as('alt_uoms')])
        .where('ri.return_id', '=', stored.return_id)
        .execute();
      const active = new Map(lines.filter((l) => l.approval_status !== 'R').map((l) => [l.return_detail_id, l]));
      for (const [i, item] of body.items.entries()) {
        if (!active.has(item.approvalDetailId)) throw badRequest(`Line ${item.approvalDetailId} is not an open line of return ${stored.ret_number}.`, `items.${i}.approvalDetailId`);
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
        if (item.status !== 'R' && item.uom && requested.get(item.approvalDetailId)!.inReturnUnit(1, item.uom) === null) {
          throw badRequest(`${item.uom} is not a unit of material ${active.get(item.approvalDetailId)!.material_code}.`, `items.${i}.uom`);
        }
      }

      const rejectedLineIds = body.items.filter((i) => i.status === 'R').map((i) => i.approvalDetailId);
      const after = next(await snapshotOf(trx, stored), { type: 'warehouse.save', fpreStatus: body.fpreStatus!, rejectedLineIds: rejectedLineIds.map(String) });
      if (!after) throw conflict(`Return ${stored.ret_number} is not waiting for this decision at Chief Warehouse.`);

      for (const item of body.items) {
        await trx
          .updateTable('return_items')
          .set(
            item.status === 'R'
              ? { approval_status: 'R', warehouse_remark: item.remark?.trim() || null }
              : { actual_qty: item.qty ?? null, actual_uom: item.uom ?? null, warehouse_remark: item.remark?.trim() || null },
          )
          .where('return_detail_id', '=', item.approvalDetailId)
          .execute();
      }
      const now = storedOf(after);
      const version = stored.version + 1;
      const completed = now.status === 'A' && !now.statusReject;
      await trx
        .updateTable('returns')
        .set({
          status: now.status,
          status_reject: now.statusReject,
          step_code: now.stepCode,
          fpre_status: after.context.fpreStatus,
          fpre_uploaded: after.context.fpreUploaded,
          fpre_doc_remark: body.remark?.trim() || null,
          version,
          updated_at: new Date(),
          ...(completed ? { so_status: 'PENDING' as const, so_attempt: 1 } : {}),
        })
        .where('return_id', '=', stored.return_id)
        .execute();
      await trx
        .insertInto('return_events')
        .values([
          ...rejectedLineIds.map((id) => ({ return_id: stored.return_id, return_detail_id: id, event: 'line.reject', from_step: 'CW', to_step: 'CW', status: 'R', user_id: user.userId, user_name: user.userName, remark: body.items.find((i) => i.approvalDetailId === id)!.remark!.trim() })),
          { return_id: stored.return_id, event: 'warehouse.save', from_step: 'CW', to_step: now.stepCode, status: body.fpreStatus!, user_id: user.userId, user_name: user.userName, remark: body.remark?.trim() || null },
        ])
        .execute();
      if (completed) await queueSalesOrder(trx, stored.return_id, 1, user.userId);
      const message = completed ? 'Data has been saved! The return sales order is being sent to SAP.' : 'Data has been saved!';
      return { status: 200, message, data: { retNumber: stored.ret_number, status: now.status, stepCode: now.stepCode, version } };
    });
  },

  async retrySalesOrder(request) {
    const user = signedInUser(request);
    return request.server.db.transaction().execute(async (trx) => {
      const stored = await lockReturn(trx, request.params.retNumber, user);
      const after = next(await snapshotOf(trx, stored), { type: 'salesOrder.retry' });
      if (!after) throw conflict(`Return ${stored.ret_number} has no failed sales order to send again.`);
      const attempt = await trx
        .updateTable('returns')
        .set({ so_status: 'PENDING', so_last_error: null, so_attempt: sql`so_attempt + 1`, version: stored.version + 1, updated_at: new Date() })
        .where('return_id', '=', stored.return_id)
        .returning('so_attempt')
        .executeTakeFirstOrThrow();
      await trx.insertInto('return_events').values({ return_id: stored.return_id, event: 'salesOrder.retry', from_step: 'END', to_step: 'END', status: 'A', user_id: user.userId, user_name: user.userName }).execute();
      await queueSalesOrder(trx, stored.return_id, attempt.so_attempt, user.userId);
      return { status: 200, message: `Return ${stored.ret_number} is being sent to SAP again.`, data: { retNumber: stored.ret_number, status: 'A' as const, stepCode: 'END', version: stored.version + 1 } };
    });
  },
};
