import { approvalStatusOf, fareyeLabel, nameOf, pendingProcessNames, reportPrintOf, returnTypeNames, soStatusOf } from '../../../shared/returnStatus.ts';
import type { ExcelColumn } from './excel/index.ts';
import type { HeaderRow } from './headerRow.ts';

/**
 * The Excel of the Report Header: the list's columns (spec 000 §3 "Return header (list row)")
 * titled as the screen, in English, with the statuses as the screen labels them, and the return's
 * remarks.
 */
export const headerSheetColumns: readonly ExcelColumn<HeaderRow>[] = [
  { header: 'Return Number', kind: 'text', width: 20, value: (r) => r.ret_number },
  { header: 'Type Return', kind: 'text', width: 14, value: (r) => nameOf(returnTypeNames, r.return_type) },
  { header: 'Status', kind: 'text', width: 12, value: (r) => approvalStatusOf(r.status, r.status_reject).label },
  { header: 'Pending Process', kind: 'text', width: 26, value: (r) => nameOf(pendingProcessNames, r.step_code) },
  { header: 'Pending User', kind: 'text', width: 24, value: (r) => r.pending_user },
  { header: 'Invoice Ref Number', kind: 'text', value: (r) => r.invoice_no },
  { header: 'Customer Code', kind: 'text', value: (r) => r.customer_code },
  { header: 'Customer Name', kind: 'text', width: 30, value: (r) => r.customer_name },
  { header: 'Customer Group 3', kind: 'text', value: (r) => r.customer_group3 },
  { header: 'Address', kind: 'text', width: 30, value: (r) => r.address },
  { header: 'Reason Code', kind: 'text', width: 10, value: (r) => r.reason_code },
  { header: 'Reason', kind: 'text', width: 20, value: (r) => r.reason_name },
  { header: 'Remarks', kind: 'text', width: 30, value: (r) => r.remark },
  { header: 'Sales Office', kind: 'text', value: (r) => r.sales_office },
  { header: 'Plant Code', kind: 'text', width: 10, value: (r) => r.plant_code },
  { header: 'Plant Name', kind: 'text', width: 20, value: (r) => r.plant_name },
  { header: 'Created By', kind: 'text', width: 24, value: (r) => r.created_by_name },
  { header: 'Created Date', kind: 'dateTime', width: 18, value: (r) => r.created_at },
  { header: 'Items', kind: 'integer', width: 8, value: (r) => r.items },
  { header: 'RTV Number', kind: 'text', value: (r) => r.rtv_no },
  { header: 'RTV Date', kind: 'date', width: 12, value: (r) => r.rtv_date },
  { header: 'Print Status', kind: 'text', width: 12, value: (r) => reportPrintOf(r.print_status).label },
  { header: 'First Print Date', kind: 'dateTime', width: 18, value: (r) => r.first_print_date },
  { header: 'Fareye Status', kind: 'text', width: 18, value: (r) => fareyeLabel(r.fareye_status, r.fareye_last_error) },
  { header: 'Fareye Date Time', kind: 'dateTime', width: 18, value: (r) => r.fareye_date },
  { header: 'Fareye Last Error', kind: 'text', width: 30, value: (r) => r.fareye_last_error },
  { header: 'Last Approval User', kind: 'text', value: (r) => r.last_approval_user },
  { header: 'Last Approval Date', kind: 'dateTime', width: 18, value: (r) => r.last_approval_date },
  { header: 'SO Number', kind: 'text', value: (r) => r.so_number },
  { header: 'Invoice Return Number', kind: 'text', value: (r) => r.return_invoice_no },
  { header: 'SO Status', kind: 'text', width: 10, value: (r) => soStatusOf(r.so_status).label },
  { header: 'SO Last Error', kind: 'text', width: 30, value: (r) => r.so_last_error },
];
