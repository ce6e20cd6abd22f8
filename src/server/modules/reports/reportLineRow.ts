import type { components } from '../../../../generated/api.d.ts';
import type { ReportLineRow } from './reportLines.ts';

/** What a row of Report Details and the item report both read of a line and its return. */
interface LineColumns {
  return_detail_id: number;
  return_id: number;
  ret_number: string;
  rtv_no: string | null;
  plant_code: string;
  customer_code: string;
  invoice_ref_no: string | null;
  line: number;
  so_number: string | null;
  return_invoice_no: string | null;
  reason_name: string | null;
  status: 'D' | 'W' | 'A' | 'R';
  status_reject: boolean;
  step_code: string | null;
  client_code: string;
  material_code: string;
  material_name: string;
  ph3: string | null;
  qty: number;
  base_qty: number;
  return_uom: string;
  /** The material's base unit, which base_qty counts in. */
  uom: string;
  net_price: number;
  expired_date: string | null;
  type_prod: string | null;
}

/** The fields of spec 000 §3 that the detail list row and the item report share, in their names. */
export function lineFieldsOf(l: LineColumns) {
  return {
    returnd_id: l.return_detail_id,
    return_id: l.return_id,
    ret_number: l.ret_number,
    rtv_no: l.rtv_no,
    plant_code: l.plant_code,
    customer_code: l.customer_code,
    invoice_ref_no: l.invoice_ref_no,
    line: l.line,
    soNo: l.so_number,
    invoiceReturnNo: l.return_invoice_no,
    reason_name: l.reason_name,
    status: l.status,
    status_reject: l.status_reject,
    step_code: l.step_code,
    client_code: l.client_code,
    material_code: l.material_code,
    material_name: l.material_name,
    PH3: l.ph3,
    return_qty: Number(l.qty),
    base_return_qty: Number(l.base_qty),
    return_uom: l.return_uom,
    base_uom: l.uom,
    net_price: Number(l.net_price),
    exp_date: l.expired_date,
    type_prod: l.type_prod,
  };
}

/** A row of Report Details as the API answers it (spec 000 §3 "Detail list row"). */
export function reportLineOf(l: ReportLineRow): components['schemas']['ReportLineRow'] {
  // Assigned, not spread: see withHeaderOf (approvals/listHeader.ts).
  return Object.assign(lineFieldsOf(l), {
    sales_office: l.sales_office,
    plant_name: l.plant_name,
    customer_name: l.customer_name,
    customer_group3: l.customer_group3,
    created_date: l.created_at.toISOString(),
    client_name: l.client_name,
  });
}
