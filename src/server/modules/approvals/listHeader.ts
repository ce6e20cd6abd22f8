/**
 * The return-header part of an approval list row, read from returns r joined with customers c,
 * plants p, the creator u and the REASON parameter `reason` (joined where the rows are selected:
 * none of them removes a row, so a list's count leaves them out).
 */
export const headerColumns = [
  'r.return_id',
  'r.ret_number',
  'r.version',
  'r.invoice_no',
  'r.return_type',
  'r.reason_code',
  'reason.param_value as reason_name',
  'r.customer_code',
  'c.customer_name',
  'u.user_name',
  'u.full_name',
  'r.created_at',
  'r.plant_code',
  'p.plant_name',
] as const;

interface HeaderRow {
  return_id: number;
  ret_number: string;
  version: number;
  invoice_no: string | null;
  return_type: string;
  reason_code: string | null;
  reason_name: string | null;
  customer_code: string;
  customer_name: string;
  user_name: string;
  full_name: string;
  created_at: Date;
  plant_code: string;
  plant_name: string;
}

/** The header fields as the lists answer them. */
export function headerOf(r: HeaderRow) {
  return {
    returnId: r.return_id,
    retNumber: r.ret_number,
    version: r.version,
    invoiceNo: r.invoice_no,
    returnType: r.return_type,
    reasonCode: r.reason_code,
    reasonName: r.reason_name,
    customerCode: r.customer_code,
    customerName: r.customer_name,
    userName: r.user_name,
    createdByName: r.full_name,
    docDate: r.created_at.toISOString(),
    plantCode: r.plant_code,
    plantName: r.plant_name,
  };
}
