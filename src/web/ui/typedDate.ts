/**
 * What a user typed into a date input, read as DD/MM/YYYY whatever the interface language (spec
 * 001 §9: "dd/MM/yyyy on entry"). `/`, `.` and `-` separate the parts; eight digits without
 * separators are DDMMYYYY. `incomplete` is a beginning of such a date (still being typed).
 */
export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'date'; iso: string }
  | { kind: 'incomplete' }
  /** Complete, but no such day (31/02/2026) or a year outside 1901–2999. */
  | { kind: 'impossible' }
  | { kind: 'invalid' };

const complete = [/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/, /^(\d{2})(\d{2})(\d{4})$/];
const beginning = [/^\d{1,2}([/.-](\d{1,2}([/.-]\d{0,3})?)?)?$/, /^\d{1,7}$/];

// Years the product's dates live in; 1900-01-01 and earlier are the old system's "no date".
const FIRST_YEAR = 1901;
const LAST_YEAR = 2999;

export function parseTypedDate(typed: string): TypedDate {
  const text = typed.trim();
  if (!text) return { kind: 'empty' };
  const match = complete.map((p) => p.exec(text)).find(Boolean);
  if (!match) return beginning.some((p) => p.test(text)) ? { kind: 'incomplete' } : { kind: 'invalid' };
  const [day, month, year] = match.slice(1, 4).map(Number) as [number, number, number];
  // Date.UTC rolls 31/02 over into March: a real day comes back unchanged.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < FIRST_YEAR || year > LAST_YEAR) return { kind: 'impossible' };
  return { kind: 'date', iso: date.toISOString().slice(0, 10) };
}
