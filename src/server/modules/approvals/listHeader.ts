import { returnNames } from '../returns/index.ts';

/**
 * The return-header part of a work list row, read from returns r. The names shown beside codes
 * (customer, creator, plant, reason) are looked up for the page's rows only, by scalar
 * subqueries rather than joins: a join enters the planner's search of join orders, and with the
 * lists' own joins and conditions planning took 30 ms of a 31 ms page at a million returns
 * (a lookup is planned on its own, in microseconds).
 */
export const headerColumns = [
  'r.return_id',
  'r.ret_number',
  'r.version',
  'r.invoice_no',
  'r.return_type',
  'r.reason_code',
  returnNames.reason.as('reason_name'),
  'r.customer_code',
  returnNames.customer.as('customer_name'),
  returnNames.creatorUserName.as('user_name'),
  returnNames.creatorFullName.as('full_name'),
  'r.created_at',
  'r.plant_code',
  returnNames.plant.as('plant_name'),
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

/** The header fields as the lists answer them (a list adds its own with withHeaderOf). */
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

/**
 * A list row: the header fields of `r` and the list's own `fields`. Not `{ ...headerOf(r), ... }`:
 * V8 (Node 20) builds an object spread into a literal of many properties about thirty times
 * slower than it assigns them, which was a third of a list page's time in the server.
 */
export function withHeaderOf<Fields extends object>(r: HeaderRow, fields: Fields): ReturnType<typeof headerOf> & Fields {
  return Object.assign(headerOf(r), fields);
}
