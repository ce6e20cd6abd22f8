import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { lifecycleColumns, returnNames, snapshotOf, stillInReturn, wholeReturns } from '../returns/index.ts';
import type { FpreFormData, FpreFormLine } from './fpreForm.ts';

/** The specification's refusals of printing (spec 000 §5), word for word. */
export const formMessages = {
  notPrintable: 'Some selected items cannot be printed (invalid Pending Process).',
  draft: 'Cannot Printed , To be create I Return',
  nothingSelected: 'Please select row first',
} as const;

async function activeLinesOf(db: Database, returnIds: number[]): Promise<Map<number, FpreFormLine[]>> {
  const rows = await db
    .selectFrom('return_items')
    .select(['return_id', 'line', 'material_code', 'material_name', 'batch', 'expired_date', 'qty', 'return_uom', 'remark'])
    .where('return_id', 'in', returnIds)
    .where(stillInReturn('return_items'))
    .orderBy('return_id')
    .orderBy('line')
    .orderBy('return_detail_id')
    .execute();
  const byReturn = new Map<number, FpreFormLine[]>();
  for (const r of rows) {
    const list = byReturn.get(r.return_id) ?? byReturn.set(r.return_id, []).get(r.return_id)!;
    list.push({
      line: r.line,
      materialCode: r.material_code,
      materialName: r.material_name,
      batch: r.batch,
      expiredDate: r.expired_date,
      qty: Number(r.qty),
      returnUom: r.return_uom,
      remark: r.remark,
    });
  }
  return byReturn;
}

/**
 * The form data of each return in the order asked, when the user may print them all: the
 * permission, each return within the user's scope and seen whole (404; a client user never prints
 * another client's lines) and at a step the lifecycle tags
 * printable, CD, CW or END (409 with the specification's message). The first refusal refuses
 * the whole request; with `named`, its message names the return. Reading marks nothing printed.
 */
export async function loadFpreForms(db: Database, user: Principal, retNumbers: readonly string[], named: boolean): Promise<FpreFormData[]> {
  const rows = await wholeReturns(db, user)
    .select([
      ...lifecycleColumns,
      'r.invoice_no',
      'r.created_at',
      'r.reason_code',
      returnNames.reason.as('reason_name'),
      // Names of the return's own customer and plant, which foreign keys keep there.
      returnNames.customer.as('customer_name'),
      returnNames.customerAddress.as('address'),
      returnNames.plant.as('plant_name'),
      'r.last_print_date',
    ])
    .where('r.ret_number', 'in', retNumbers)
    .execute();
  const byNumber = new Map(rows.map((r) => [r.ret_number, r]));
  const refusal = (retNumber: string, message: string) => conflict(named ? `${message} (${retNumber})` : message, named ? 'id' : undefined);
  for (const retNumber of retNumbers) {
    const r = byNumber.get(retNumber);
    if (!r) throw notFound(`Return ${retNumber} was not found.`);
    const snapshot = await snapshotOf(db, r);
    if (snapshot.matches('draft')) throw refusal(retNumber, formMessages.draft);
    if (!snapshot.can({ type: 'fpre.print' })) throw refusal(retNumber, formMessages.notPrintable);
  }
  const lines = await activeLinesOf(
    db,
    rows.map((r) => r.return_id),
  );
  return retNumbers.map((retNumber) => {
    const r = byNumber.get(retNumber)!;
    return {
      retNumber: r.ret_number,
      invoiceNo: r.invoice_no,
      docDate: r.created_at,
      reasonCode: r.reason_code,
      reasonName: r.reason_name,
      customerCode: r.customer_code,
      customerName: r.customer_name,
      address: r.address,
      plantCode: r.plant_code,
      plantName: r.plant_name,
      printDate: r.last_print_date,
      lines: lines.get(r.return_id) ?? [],
    };
  });
}
