import type { components } from '../../../../generated/api.d.ts';
import type { ReportLineRow } from './reportLines.ts';

/** A row of Report Details as the API answers it (spec 000 §3 "Detail list row"). */
export function reportLineOf(l: ReportLineRow): components['schemas']['ReportLineRow'] {
  return {
    returnd_id: l.return_detail_id,
    return_id: l.return_id,
    ret_number: l.ret_number,
    rtv_no: l.rtv_no,
    sales_office: l.sales_office,
    plant_code: l.plant_code,
    plant_name: l.plant_name,
    customer_code: l.customer_code,
    customer_name: l.customer_name,
    invoice_ref_no: l.invoice_ref_no,
    line: l.line,
    soNo: l.so_number,
    invoiceReturnNo: l.return_invoice_no,
    reason_name: l.reason_name,
    created_date: l.created_at.toISOString(),
    status: l.status,
    status_reject: l.status_reject,
    step_code: l.step_code,
    client_code: l.client_code,
    client_name: l.client_name,
    material_code: l.material_code,
    material_name: l.material_name,
    customer_group3: l.customer_group3,
    PH3: l.ph3,
    return_qty: Number(l.qty),
    base_return_qty: Number(l.base_qty),
    return_uom: l.return_uom,
    net_price: Number(l.net_price),
    exp_date: l.expired_date,
    type_prod: l.type_prod,
  };
}
