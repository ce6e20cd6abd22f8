import { approvalStatusOf, nameOf, pendingProcessNames } from '../../../shared/returnStatus.ts';
import type { ExcelColumn } from './excel/index.ts';
import type { ReportLineRow } from './reportLines.ts';

/** The Excel of Report Details: the list's columns, titled as the screen, in English. */
export const reportLineColumns: readonly ExcelColumn<ReportLineRow>[] = [
  { header: 'APL Return Number', kind: 'text', width: 20, value: (l) => l.ret_number },
  { header: 'Line', kind: 'integer', width: 8, value: (l) => l.line },
  { header: 'RTV Number', kind: 'text', value: (l) => l.rtv_no },
  { header: 'Sales Office', kind: 'text', value: (l) => l.sales_office },
  { header: 'Plant Code', kind: 'text', width: 10, value: (l) => l.plant_code },
  { header: 'Plant Name', kind: 'text', width: 20, value: (l) => l.plant_name },
  { header: 'Customer Code', kind: 'text', value: (l) => l.customer_code },
  { header: 'Customer Name', kind: 'text', width: 30, value: (l) => l.customer_name },
  { header: 'Customer Group 3', kind: 'text', value: (l) => l.customer_group3 },
  { header: 'Invoice Ref Number', kind: 'text', value: (l) => l.invoice_ref_no },
  { header: 'Sales Order Number', kind: 'text', value: (l) => l.so_number },
  { header: 'Invoice Return Number', kind: 'text', value: (l) => l.return_invoice_no },
  { header: 'Reason', kind: 'text', width: 20, value: (l) => l.reason_name },
  { header: 'Created Date', kind: 'dateTime', width: 18, value: (l) => l.created_at },
  { header: 'Status', kind: 'text', width: 12, value: (l) => approvalStatusOf(l.status, l.status_reject).label },
  { header: 'Pending Process', kind: 'text', width: 26, value: (l) => nameOf(pendingProcessNames, l.step_code) },
  { header: 'Client Code', kind: 'text', width: 12, value: (l) => l.client_code },
  { header: 'Client Name', kind: 'text', width: 24, value: (l) => l.client_name },
  { header: 'Material Code', kind: 'text', value: (l) => l.material_code },
  { header: 'Material Name', kind: 'text', width: 36, value: (l) => l.material_name },
  { header: 'PH3', kind: 'text', width: 12, value: (l) => l.ph3 },
  { header: 'Product Type', kind: 'text', width: 12, value: (l) => l.type_prod },
  { header: 'Requested Qty', kind: 'quantity', width: 12, value: (l) => Number(l.qty) },
  { header: 'Base Quantity', kind: 'quantity', width: 12, value: (l) => Number(l.base_qty) },
  { header: 'Return UOM', kind: 'text', width: 10, value: (l) => l.return_uom },
  { header: 'Net Price', kind: 'idr', width: 14, value: (l) => Number(l.net_price) },
  { header: 'Exp Date', kind: 'date', width: 12, value: (l) => l.expired_date },
];
