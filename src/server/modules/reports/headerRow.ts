import type { components } from '../../../../generated/api.d.ts';
import { fareyeLabel } from '../../../shared/returnStatus.ts';
import type { SentSnapshot } from '../returns/index.ts';
import type { reportHeaderPage } from './reportHeaderList.ts';

/** A Report Header row as the repository reads it (headerColumns.ts); a page's rows also bring their lines. */
export type HeaderRow = Omit<Awaited<ReturnType<typeof reportHeaderPage>>['rows'][number], 'stored_lines'>;

const instant = (d: Date | null) => d?.toISOString() ?? null;

/** The row as the API answers it (ReportHeaderRow), with the snapshot the screen asks what to offer. */
export function headerRowOf(r: HeaderRow, lifecycle: SentSnapshot): components['schemas']['ReportHeaderRow'] {
  return {
    lifecycle,
    returnId: r.return_id,
    retNumber: r.ret_number,
    version: r.version,
    returnType: r.return_type,
    soNo: r.so_number,
    invoiceNoSap: r.return_invoice_no,
    rtvNo: r.rtv_no,
    rtvDate: r.rtv_date,
    salesOffice: r.sales_office,
    plantCode: r.plant_code,
    plantName: r.plant_name,
    reasonCode: r.reason_code,
    reasonName: r.reason_name,
    createdUserName: r.created_user_name,
    createdByName: r.created_by_name,
    createdDate: r.created_at.toISOString(),
    invoiceNo: r.invoice_no,
    customerCode: r.customer_code,
    customerName: r.customer_name,
    customerGroup3: r.customer_group3,
    address: r.address,
    approvalStatus: r.status,
    statusReject: r.status_reject,
    stepCode: r.step_code,
    stepName: r.step_name,
    pendingUser: r.pending_user,
    fareyeStatus: fareyeLabel(r.fareye_status, r.fareye_last_error),
    fareyeLastError: r.fareye_last_error,
    FareyeDate: instant(r.fareye_date),
    firstPrintDate: instant(r.first_print_date),
    printStatus: r.print_status,
    lastApprovalUser: r.last_approval_user,
    lastApprovalDate: instant(r.last_approval_date),
    soStatus: r.so_status,
    soLastError: r.so_last_error,
    items: r.items,
    wholeReturn: r.whole_return,
  };
}
