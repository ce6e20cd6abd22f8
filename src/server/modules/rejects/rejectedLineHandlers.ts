import { sql } from 'kysely';
import { givenBackMessage, regroupProblem, rejectMessages, selectionProblem } from '../../../../machines/rejects/rejectRules.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { listPage } from '../../db/listPage.ts';
import { pageOf } from '../../http/paging.ts';
import { badRequest, conflict } from '../../http/problem.ts';
import { record } from '../returns/lifecycle/index.ts';
import { saveReturnAs } from '../returns/saveReturn.ts';
import { rejectedLineColumns, rejectedLinesOrder, rejectedLinesQuery } from './rejectedLines.ts';


/** Reject Return (spec 002 §2): the list, a new APL return of chosen lines, or back to the customer. */
export const rejectedLineHandlers: Pick<Handlers, 'listRejectedLines' | 'regroupRejectedLines' | 'sendBackToCustomer'> = {
  async listRejectedLines(request) {
    const user = signedInUser(request);
    const q = request.query;
    const filtered = rejectedLinesQuery(request.server.db, user)
      .$if(Boolean(noSpaces(q.retNumber)), (qb) => qb.where('r.ret_number', '=', noSpaces(q.retNumber)!))
      .$if(Boolean(noSpaces(q.invoiceNo)), (qb) => qb.where('r.invoice_no', '=', noSpaces(q.invoiceNo)!))
      .$if(Boolean(q.customerName?.trim()), (qb) => qb.where(sql`lower(c.customer_name)`, 'like', containing(q.customerName!.trim())))
      .$if(Boolean(q.materialCode?.trim()), (qb) => qb.where('ri.material_code', '=', q.materialCode!.trim()))
      .$if(Boolean(q.materialName?.trim()), (qb) => qb.where(sql`lower(ri.material_name)`, 'like', containing(q.materialName!.trim())));
    const { rows, ...page } = await listPage(filtered, pageOf(q), (query) => query.select([...rejectedLineColumns]), { keyset: rejectedLinesOrder, after: q.after });
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
    const lines = await rejectedLinesQuery(db, user)
      .leftJoin('invoice_lines as il', 'il.invoice_line_id', 'ri.invoice_line_id')
      .select([
        ...rejectedLineColumns,
        'r.reason_code',
        'r.remark',
        'r.customer_code_origin',
        'r.distribution_channel',
        'r.transaction_date',
        'r.rtv_no',
        'r.rtv_date',
        'r.rtv_receiving_date',
        'r.remarks_rtv',
        'il.line as invoice_line',
        'ri.net_price',
        'ri.attachment_id',
        'ri.sloc',
      ])
      .where('ri.return_detail_id', 'in', chosen.map((i) => i.returnDetailId))
      .execute();
    const byId = new Map(lines.map((l) => [l.return_detail_id, l]));
    const unknown = chosen.find((item) => !byId.has(item.returnDetailId));
    if (unknown) throw conflict(`Line ${unknown.returnDetailId} is not a rejected line waiting in Reject Return.`);
    const quantities = regroupProblem(chosen.map((item) => ({ qty: item.qty ?? null, requested: Number(byId.get(item.returnDetailId)!.qty) })));
    if (quantities) throw badRequest(rejectMessages[quantities.problem], `items.${quantities.index}.qty`);
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
        const marked = await trx
          .updateTable('return_items')
          .set({ reject_disposition: 'REGROUPED' })
          .where('return_detail_id', 'in', chosen.map((i) => i.returnDetailId))
          .where('reject_disposition', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== chosen.length) throw conflict('A chosen line was regrouped or given back meanwhile.');
      },
    );
  },

  async sendBackToCustomer(request) {
    const user = signedInUser(request);
    const ids = request.body.data;
    if (!ids.length) throw badRequest(rejectMessages.nothingSelected, 'data');
    return request.server.db.transaction().execute(async (trx) => {
      const open = await rejectedLinesQuery(trx, user).select(['ri.return_detail_id', 'ri.return_id']).where('ri.return_detail_id', 'in', ids).forUpdate().execute();
      if (open.length !== new Set(ids).size) throw conflict('A chosen line is not a rejected line waiting in Reject Return.');
      await trx.updateTable('return_items').set({ reject_disposition: 'BACK_TO_CUSTOMER' }).where('return_detail_id', 'in', ids).execute();
      await record(trx, user, open.map((l) => ({ returnId: l.return_id, lineId: l.return_detail_id, event: 'line.backToCustomer', fromStep: 'END', toStep: 'END', status: 'R' })));
      return { status: 200, message: givenBackMessage };
    });
  },
};
