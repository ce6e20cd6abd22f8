import { sql } from 'kysely';
import { leadTimesOf } from '../../../../machines/returns/leadTimes.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { notFound } from '../../http/problem.ts';
import { apply, load, snapshotOf } from './lifecycle/index.ts';
import { scopedLines, scopedReturns } from './returnScope.ts';
import { altUomsOf, round3 } from './invoiceLineFacts.ts';
import { availableBaseOf } from './availableQuantity.ts';

const yn = (v: boolean) => (v ? ('Y' as const) : ('N' as const));

export const returnDocumentHandlers: Pick<Handlers, 'getReturn' | 'deleteReturn'> = {
  async getReturn(request) {
    const user = signedInUser(request);
    const { db } = request.server;
    const r = await scopedReturns(db, user)
      .where('r.return_id', '=', request.params.id)
      .innerJoin('customers as c', 'c.customer_code', 'r.customer_code')
      .innerJoin('plants as p', 'p.plant_code', 'r.plant_code')
      .innerJoin('users as u', 'u.user_id', 'r.created_by')
      .leftJoin('params as reason', (join) => join.on('reason.param_group_id', '=', 'REASON').onRef('reason.param_code', '=', 'r.reason_code'))
      .selectAll('r')
      .select(['c.customer_name', 'p.plant_name', 'u.user_name as created_user_name', 'u.full_name as created_by_name', 'reason.param_value as reason_name'])
      .executeTakeFirst();
    if (!r) throw notFound('The return was not found.');
    // A client user sees only the lines of their own clients, as in the lists.
    const items = await scopedLines(db, user)
      .innerJoin('clients as cl', 'cl.client_code', 'ri.client_code')
      .leftJoin('invoice_lines as il', 'il.invoice_line_id', 'ri.invoice_line_id')
      .leftJoin('materials as m', 'm.material_code', 'ri.material_code')
      .selectAll('ri')
      .select([
        'cl.client_name',
        'il.invoice_no',
        sql<boolean>`coalesce(m.principal_approval, false)`.as('principal_approval'),
        altUomsOf(sql.ref('ri.material_code')).as('alt_uoms'),
        sql<number | null>`case when il.invoice_line_id is null then null else ${availableBaseOf('il', { returnOf: sql.ref('ri.return_id') })} * ri.qty / ri.base_qty end`.as('available_qty'),
      ])
      .where('ri.return_id', '=', r.return_id)
      .orderBy('ri.line')
      .orderBy('ri.return_detail_id')
      .execute();
    const stepEvents = await db.selectFrom('return_events').select(['created_at', 'from_step', 'to_step']).where('return_id', '=', r.return_id).execute();
    const lifecycle = await snapshotOf(db, r);
    return {
      lifecycle: { value: lifecycle.value, context: { ...lifecycle.context } },
      returnId: r.return_id,
      retNumber: r.ret_number,
      returnType: r.return_type,
      dataSource: r.data_source,
      draft: r.status === 'D',
      status: r.status,
      statusReject: r.status_reject,
      stepCode: r.step_code,
      route: r.route,
      version: r.version,
      invoiceNo: r.invoice_no,
      taxInvoiceNo: r.tax_invoice_no,
      transactionDate: r.transaction_date,
      customerCode: r.customer_code,
      customerName: r.customer_name,
      customerCodeOld: r.customer_code_old,
      customerCodeOrigin: r.customer_code_origin,
      distributionChannel: r.distribution_channel,
      plantCode: r.plant_code,
      plantName: r.plant_name,
      plantCodeOld: r.plant_code_old,
      po: r.po,
      customerPODate: r.customer_po_date,
      reasonCode: r.reason_code,
      reasonName: r.reason_name,
      remark: r.remark,
      reporter: r.reporter,
      rtvNo: r.rtv_no,
      rtvDate: r.rtv_date,
      rtvReceivingDate: r.rtv_receiving_date,
      remarksRtv: r.remarks_rtv,
      taxToNPWP: r.tax_to_npwp,
      isBm: yn(r.is_bm),
      addLine: yn(r.add_line),
      isChanges: yn(r.is_changes),
      printStatus: r.print_status,
      soNo: r.so_number,
      soStatus: r.so_status,
      invoiceReturnNo: r.return_invoice_no,
      soLastError: r.so_last_error,
      createdUserName: r.created_user_name,
      createdByName: r.created_by_name,
      createdDate: r.created_at.toISOString(),
      leadTimes: leadTimesOf(stepEvents.map((e) => ({ at: e.created_at, fromStep: e.from_step, toStep: e.to_step }))),
      items: items.map((i) => ({
        returnDetailId: i.return_detail_id,
        line: i.line,
        lineOld: i.line_old,
        uuid: i.uuid,
        invoiceNo: i.invoice_no,
        materialCode: i.material_code,
        materialCodeOld: i.material_code_old,
        materialName: i.material_name,
        batch: i.batch,
        batchOld: i.batch_old,
        expiredDate: i.expired_date,
        uom: i.uom,
        returnUom: i.return_uom,
        altUom: i.alt_uoms,
        qty: Number(i.qty),
        baseQty: Number(i.base_qty),
        availableQty: i.available_qty === null ? null : round3(i.available_qty),
        netPrice: Number(i.net_price),
        netPriceOld: i.net_price_old === null ? null : Number(i.net_price_old),
        nra: yn(i.nra),
        crprgp: i.crprgp,
        nonFraction: yn(i.non_fraction),
        principalApproval: i.principal_approval,
        clientCode: i.client_code,
        clientName: i.client_name,
        division: i.division,
        rayonType: i.rayon_type,
        sloc: i.sloc,
        attachmentId: i.attachment_id,
        remark: i.remark,
        materialRemarks: i.material_remarks,
        addLine: yn(i.add_line),
        oldReturnDetailId: i.old_return_detail_id,
        approvalStatus: i.approval_status,
      })),
    };
  },

  async deleteReturn(request) {
    const user = signedInUser(request);
    const { db } = request.server;
    return db.transaction().execute(async (trx) => {
      const loaded = await load(trx, user, { returnId: request.params.id });
      await apply(trx, loaded, { type: 'return.delete' }, user);
      return { status: 200, message: `Draft ${loaded.row.ret_number} has been deleted.` };
    });
  },
};
