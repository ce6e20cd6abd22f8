/**
 * The checks of Reject Return (spec 002 §5), in the specification's wording: which rejected lines
 * may go on together, and the reject quantities of a new APL return. The reject flow
 * (rejectFlow.ts) judges with them; the server checks a regroup again with the same messages.
 */
export const rejectMessages = {
  nothingSelected: 'Please select row first',
  qtyMissing: 'Please fill qty first!',
  qtyExceeded: "please don't exceed requested qty",
  invoicesDiffer: 'Please choose the same invoice No!',
} as const;

export type RejectProblem = keyof typeof rejectMessages;

/** What Reject Back To Customer says when the lines were given back (spec 002 §8). */
export const givenBackMessage = 'Data has been back to customer!';

/** A chosen rejected line: lines become one new return only when of one invoice (and one return type). */
export interface ChosenRejectedLine {
  invoiceNo: string | null;
  returnType: string;
}

export function selectionProblem(lines: readonly ChosenRejectedLine[]): RejectProblem | null {
  if (!lines.length) return 'nothingSelected';
  if (new Set(lines.map((l) => `${l.invoiceNo}|${l.returnType}`)).size > 1) return 'invoicesDiffer';
  return null;
}

/** A reject quantity for the new return and the quantity the line requested. */
export interface RegroupQty {
  qty: number | null;
  requested: number;
}

/** Every line its quantity, then none above what it requested; the first offending line. */
export function regroupProblem(lines: readonly RegroupQty[]): { problem: RejectProblem; index: number } | null {
  const missing = lines.findIndex((l) => !(l.qty !== null && l.qty > 0));
  if (missing >= 0) return { problem: 'qtyMissing', index: missing };
  const exceeded = lines.findIndex((l) => l.qty! > l.requested + 1e-9);
  if (exceeded >= 0) return { problem: 'qtyExceeded', index: exceeded };
  return null;
}
