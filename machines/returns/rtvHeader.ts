/**
 * The RTV header of a With RTV return (spec 001 §2.1, §5.3): what must be filled before it can be
 * saved, in the specification's order, and when the 7–14 days remark is asked for.
 */
export interface RtvHeader {
  rtvNo: string | null;
  rtvDate: string | null;
  rtvReceivingDate: string | null;
  customerCode: string | null;
}

export const rtvHeaderMessages = {
  rtvNoMissing: 'Please Insert RTV Number First!',
  rtvDateMissing: 'Please RTV Date First!',
  receivingDateMissing: 'Please RTV Receiving Date First!',
  customerMissing: 'Please Customer First!',
} as const;

export type RtvHeaderProblem = { code: keyof typeof rtvHeaderMessages; field: keyof RtvHeader };

const blank = (v: string | null) => !v || !v.trim();

export function rtvHeaderProblem(header: RtvHeader): RtvHeaderProblem | null {
  if (blank(header.rtvNo)) return { code: 'rtvNoMissing', field: 'rtvNo' };
  if (blank(header.rtvDate)) return { code: 'rtvDateMissing', field: 'rtvDate' };
  if (blank(header.rtvReceivingDate)) return { code: 'receivingDateMissing', field: 'rtvReceivingDate' };
  if (blank(header.customerCode)) return { code: 'customerMissing', field: 'customerCode' };
  return null;
}

const DAY_MS = 86_400_000;

/** Whole days from the RTV date to its receiving date ('YYYY-MM-DD' both). */
export function daysBetween(from: string, to: string): number {
  return Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The 7–14 days remark is asked for when the two dates are more than 7 whole days apart. */
export function asksSevenDayRemark(rtvDate: string | null, rtvReceivingDate: string | null): boolean {
  return Boolean(rtvDate && rtvReceivingDate) && Math.abs(daysBetween(rtvDate!, rtvReceivingDate!)) > 7;
}
