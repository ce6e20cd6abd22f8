import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { Database } from '../../db/database.ts';
import type { components } from '../../../../generated/api.d.ts';
import type { Principal } from '../auth/index.ts';
import { notFound } from '../../http/problem.ts';
import { apply, load, sentSnapshotsOfRows } from './lifecycle/index.ts';
import { round3 } from './invoiceLineFacts.ts';
import { documentHeader, documentLines } from './documentRepository.ts';
import { leadTimesOfEvents } from './returnLeadTimes.ts';

type ReturnDocument = components['schemas']['ReturnDocument'];

const yn = (v: boolean) => (v ? ('Y' as const) : ('N' as const));

/** A return with its lines as the user may see it (the contract's ReturnDocument); 404 when out of the user's scope. */
export async function returnDocumentOf(db: Database, user: Principal, returnId: number): Promise<ReturnDocument> {
  // Both scoped to the user: the lines are read beside the header, and are none when it is not found.
  const [r, items] = await Promise.all([documentHeader(db, user, returnId), documentLines(db, user, returnId)]);
  if (!r) throw notFound('The return was not found.');
  const leadTimes = leadTimesOfEvents(r.step_events);
  return {
    lifecycle: sentSnapshotsOfRows(user, [r]).get(r.return_id)!,
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
    leadTimes,
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
}

export const returnDocumentHandlers: Pick<Handlers, 'getReturn' | 'deleteReturn'> = {
  getReturn: (request) => returnDocumentOf(request.server.db, signedInUser(request), request.params.id),

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
