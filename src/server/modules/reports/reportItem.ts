import { remainingCrpDays } from '../../../../machines/returns/crp.ts';
import type { components } from '../../../../generated/api.d.ts';
import { todayInJakarta } from '../../../shared/today.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/problem.ts';
import { availableQtyOf } from '../approvals/index.ts';
import type { Principal } from '../auth/index.ts';
import { returnLeadTimes, sentSnapshotsOf } from '../returns/index.ts';
import { itemReportLineOf, lineDecisionsOf, warehouseEventsOf } from './reportItemRepository.ts';
import { lineFieldsOf } from './reportLineRow.ts';

export type ReportItem = components['schemas']['ReportItem'];

type Decision = Awaited<ReturnType<typeof lineDecisionsOf>>[number];
type Block = { user: string | null; time: string | null; status: 'A' | 'R' | null; remarks: string | null };

const noBlock: Block = { user: null, time: null, status: null, remarks: null };
const blockOf = (d: { user_name: string | null; created_at?: Date; decided_at?: Date; status: string | null; remark: string | null } | undefined): Block =>
  d ? { user: d.user_name, time: (d.decided_at ?? d.created_at)!.toISOString(), status: d.status as 'A' | 'R', remarks: d.remark } : noBlock;

/**
 * Chief Warehouse's block for the line: its reject of the line when it rejected it (with the
 * line's remark), else its last save of the return (FPRE OK or Not OK, with the save's remark).
 */
function warehouseBlock(events: Awaited<ReturnType<typeof warehouseEventsOf>>): Block {
  return blockOf(events.find((e) => e.event === 'line.reject') ?? events.find((e) => e.event === 'warehouse.save'));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The item report of a line in the user's scope (404 outside it): every field of spec 000 §3's return detail record. */
export async function loadReportItem(db: Database, user: Principal, lineId: number): Promise<ReportItem> {
  const l = await itemReportLineOf(db, user, lineId);
  if (!l) throw notFound('The return line was not found.');
  const [decisions, warehouse, lead, lifecycle, available] = await Promise.all([
    lineDecisionsOf(db, lineId),
    warehouseEventsOf(db, l.return_id, lineId),
    returnLeadTimes(db, l.return_id),
    sentSnapshotsOf(db, user, [l]),
    availableQtyOf(db, l),
  ]);
  const at = (step: Decision['step_code']) => blockOf(decisions.find((d) => d.step_code === step));
  const [sales, brqa, client, qaho, qaClient, cw] = [at('SALES'), at('BRQA'), at('CLIENT'), at('QAHO'), at('QACLIENT'), warehouseBlock(warehouse)];
  const crp = l.crp_before === null ? null : { crpBefore: l.crp_before, crpAfter: l.crp_after ?? 0 };
  return {
    ...lineFieldsOf(l),
    version: l.version,
    lifecycle: lifecycle.get(l.return_id)!,
    rtv_date: l.rtv_date,
    rtv_receiving_date: l.rtv_receiving_date,
    sales_office: l.sales_office,
    plant_name: l.plant_name,
    customer_name: l.customer_name,
    create_datetime: l.created_at.toISOString(),
    client_name: l.client_name,
    material_remarks: l.material_remarks,
    division: l.division,
    non_fraction: l.non_fraction ? 'Y' : 'N',
    actual_qty: l.actual_qty === null ? null : Number(l.actual_qty),
    actual_uom: l.actual_uom,
    available_qty: available,
    batch: l.batch,
    sloc: l.sloc,
    temp: l.temperature,
    lt_sales: lead.sales,
    lt_client: lead.client,
    lt_cd: lead.cd,
    lt_cw: lead.cw,
    overall_leadtime: lead.overall,
    attachment_id: l.attachment_id,
    warehouse_photo_id: l.warehouse_photo_id,
    material_status: l.approval_status === 'R' || l.status === 'R' ? 'R' : l.status,
    crp_before: l.crp_before,
    crp_after: l.crp_after,
    crprgp: l.crprgp as ReportItem['crprgp'],
    nra: l.nra ? 'Y' : 'N',
    remaing: remainingCrpDays(crp, l.expired_date, todayInJakarta()),
    last_printed_datetime: iso(l.last_print_date),
    sales_approval_user: sales.user,
    sales_approval_time: sales.time,
    sales_approval_status: sales.status,
    sales_remarks: sales.remarks,
    approvalBRQA_user_name: brqa.user,
    approvalBRQA_date: brqa.time,
    approvalBRQA: brqa.status,
    approvalBRQA_remarks: brqa.remarks,
    client_approval_user: client.user,
    client_approval_time: client.time,
    client_approval_status: client.status,
    client_remarks: client.remarks,
    approvalQAHO_user_name: qaho.user,
    approvalQAHO_date: qaho.time,
    approvalQAHO: qaho.status,
    approvalQAHO_remarks: qaho.remarks,
    approvalQACLIENT_user_name: qaClient.user,
    approvalQACLIENT_date: qaClient.time,
    approvalQACLIENT: qaClient.status,
    approvalQACLIENT_remarks: qaClient.remarks,
    cw_approval_user: cw.user,
    cw_approval_time: cw.time,
    cw_approval_status: cw.status,
    cw_remarks: cw.remarks,
  };
}
