import { givenBackMessage, regroupProblem, rejectMessages, selectionProblem } from '../../../../machines/rejects/rejectRules.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { badRequest, conflict } from '../../http/problem.ts';
import { assertWholeUnits, record, saveReturnAs } from '../returns/index.ts';
import { lockWaitingLines, regroupSources, rejectedLinesPage, settleRejectedLines } from './rejectedLineRepository.ts';

/** Reject Return (spec 002 §2): the list, a new APL return of chosen lines, or back to the customer. */
export const rejectedLineHandlers: Pick<Handlers, 'listRejectedLines' | 'regroupRejectedLines' | 'sendBackToCustomer'> = {
  async listRejectedLines(request) {
    const user = signedInUser(request);
    const q = request.query;
    const { rows, ...page } = await rejectedLinesPage(request.server.db, user, q, pageOf(q));
    return {
      ...page,
      data: rows.map((l) => ({
        returnDetailId: l.return_detail_id,
        retNumber: l.ret_number,
        invoiceNo: l.invoice_no,
        returnType: l.return_type,
        customerCode: l.customer_code,
        customerName: l.customer_name,
        plantCode: l.plant_code,
        line: l.line,
        materialCode: l.material_code,
        materialName: l.material_name,
        batch: l.batch,
        expiredDate: l.expired_date,
        qty: Number(l.qty),
        returnUom: l.return_uom,
        nonFraction: l.non_fraction ? ('Y' as const) : ('N' as const),
        rejectRemark: l.warehouse_remark,
      })),
    };
  },

  async regroupRejectedLines(request) {
    const user = signedInUser(request);
    const chosen = request.body.items;
    if (!chosen.length) throw badRequest(rejectMessages.nothingSelected, 'items');
    const { db } = request.server;
    const lines = await regroupSources(
      db,
      user,
      chosen.map((i) => i.returnDetailId),
    );
    const byId = new Map(lines.map((l) => [l.return_detail_id, l]));
    const unknown = chosen.find((item) => !byId.has(item.returnDetailId));
    if (unknown) throw conflict(`Line ${unknown.returnDetailId} is not a rejected line waiting in Reject Return.`);
    const quantities = regroupProblem(chosen.map((item) => ({ qty: item.qty ?? null, requested: Number(byId.get(item.returnDetailId)!.qty) })));
    if (quantities) throw badRequest(rejectMessages[quantities.problem], `items.${quantities.index}.qty`);
    for (const [i, item] of chosen.entries()) assertWholeUnits(item.qty!, byId.get(item.returnDetailId)!.non_fraction, `items.${i}.qty`);
    const selection = selectionProblem(lines.map((l) => ({ invoiceNo: l.invoice_no, returnType: l.return_type })));
    if (selection) throw badRequest(rejectMessages[selection], 'items');
    const first = lines[0]!;
    return saveReturnAs(
      db,
      user,
      request.server.config.publicUrl,
      {
        returnType: first.return_type,
        draft: false,
        invoiceNo: first.invoice_no,
        transactionDate: first.transaction_date,
        rtvNo: first.rtv_no,
        rtvDate: first.rtv_date,
        rtvReceivingDate: first.rtv_receiving_date,
        remarksRtv: first.remarks_rtv,
        customerCode: first.customer_code,
        customerCodeOrigin: first.customer_code_origin,
        distributionChannel: first.distribution_channel,
        reasonCode: first.reason_code,
        remark: request.body.remark?.trim() || first.remark,
        items: chosen.map((item, i) => {
          const l = byId.get(item.returnDetailId)!;
          return {
            line: l.invoice_line,
            invoiceNo: l.invoice_line === null ? null : l.invoice_no,
            materialCode: l.material_code,
            batch: l.batch,
            returnUom: l.return_uom,
            qty: item.qty!,
            netPrice: l.invoice_line === null ? Number(l.net_price) : null,
            attachmentId: l.attachment_id,
            sloc: l.sloc,
            oldReturnDetailId: l.return_detail_id,
            uuid: `regroup-${i}`,
          };
        }),
      },
      null,
      async (trx) => {
        const settled = await settleRejectedLines(
          trx,
          chosen.map((i) => i.returnDetailId),
          'REGROUPED',
        );
        if (settled !== chosen.length) throw conflict('A chosen line was regrouped or given back meanwhile.');
      },
    );
  },

  async sendBackToCustomer(request) {
    const user = signedInUser(request);
    const ids = request.body.data;
    if (!ids.length) throw badRequest(rejectMessages.nothingSelected, 'data');
    return request.server.db.transaction().execute(async (trx) => {
      const open = await lockWaitingLines(trx, user, ids);
      if (open.length !== new Set(ids).size) throw conflict('A chosen line is not a rejected line waiting in Reject Return.');
      await settleRejectedLines(trx, ids, 'BACK_TO_CUSTOMER');
      await record(
        trx,
        user,
        open.map((l) => ({ returnId: l.return_id, lineId: l.return_detail_id, event: 'line.backToCustomer', fromStep: 'END', toStep: 'END', status: 'R' })),
      );
      return { status: 200, message: givenBackMessage };
    });
  },
};
