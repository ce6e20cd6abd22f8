import type { components } from '../../../../generated/api.d.ts';
import { leadTimesOf } from '../../../../machines/returns/leadTimes.ts';
import { fareyeLabel } from '../../../shared/returnStatus.ts';
import type { SentSnapshot } from '../returns/index.ts';
import type { headerDetailOf } from './headerDetail.ts';

type Found = NonNullable<Awaited<ReturnType<typeof headerDetailOf>>>;

const instant = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The header-detail view of spec 000 §3, with its field names, from what headerDetailOf read. */
export function headerDetailAnswer({ header: r, events, lines, decisions }: Found, lifecycle: SentSnapshot): components['schemas']['ReturnHeaderDetail'] {
  const named = (event: string) => events.filter((e) => e.event === event);
  const prints = named('fpre.print');
  // Chief Warehouse's last save is its decision (a Not OK sends the return back; the next save decides again).
  const warehouse = named('warehouse.save').at(-1);
  return {
    lifecycle,
    returnId: r.return_id,
    version: r.version,
    ret_number: r.ret_number,
    return_type: r.return_type,
    rtv_no: r.rtv_no,
    rtv_date: r.rtv_date,
    rtv_receiving_date: r.rtv_receiving_date,
    remarks_rtv: r.remarks_rtv,
    po_number: r.po,
    customer_podate: r.customer_po_date,
    invoice_ref_no: r.invoice_no,
    customer_code: r.customer_code,
    customer_name: r.customer_name,
    customer_group3: r.customer_group3,
    address: r.address,
    remarks_return: r.remark,
    status: r.status,
    status_reject: r.status_reject,
    pending_proses: r.step_name,
    pending_user: r.pending_user,
    step_code: r.step_code,
    sales_office: r.sales_office,
    plant_code: r.plant_code,
    plant_name: r.plant_name,
    reason_name: r.reason_name,
    created_username: r.created_user_name,
    created_by_name: r.created_by_name,
    reporter: r.reporter,
    created_date: r.created_at.toISOString(),
    last_printed_datetime: instant(r.last_print_date),
    fpre_upload_time: instant(r.fpre_uploaded_at),
    fpre_attachment_id: r.whole_return ? r.fpre_file_name : null,
    print_status: r.print_status,
    fareye_status: fareyeLabel(r.fareye_status, r.fareye_last_error),
    fareye_last_error: r.fareye_last_error,
    fareye_date: instant(r.fareye_date),
    cd_approval_user: r.cd_user_name,
    hdover_remarks: r.cd_remark,
    cw_approval_datetime: instant(warehouse?.created_at),
    cw_approval_user: warehouse?.user_name ?? null,
    cw_remarks: warehouse?.remark ?? null,
    cw_channel: warehouse?.channel ?? null,
    cw_made_datetime: instant(warehouse?.made_at),
    lead_time: leadTimesOf(events.map((e) => ({ at: e.created_at, fromStep: e.from_step, toStep: e.to_step }))).overall,
    soStatus: r.so_status,
    soLastError: r.so_last_error,
    soNo: r.so_number,
    invoiceReturnNo: r.return_invoice_no,
    soCreateDate: instant(named('salesOrder.created').at(-1)?.created_at),
    remarkRejectSales: named('return.reject').at(-1)?.remark ?? null,
    firstPrintName: prints[0]?.user_name ?? null,
    lastPrintName: prints.at(-1)?.user_name ?? null,
    approvalMaterial: lines.map((l) => ({
      returnDetailId: l.return_detail_id,
      line: l.line,
      materialCode: l.material_code,
      materialName: l.material_name,
      batch: l.batch,
      qty: Number(l.qty),
      returnUom: l.return_uom,
      clientCode: l.client_code,
      approvalStatus: l.approval_status,
      decisions: decisions
        .filter((d) => d.return_detail_id === l.return_detail_id)
        .map((d) => ({ stepCode: d.step_code, status: d.status, userName: d.user_name, decidedAt: d.decided_at.toISOString(), remark: d.remark })),
    })),
  };
}
