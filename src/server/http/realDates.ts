import type { Ajv } from 'ajv';

/**
 * What `format: date` means to the server: a calendar date (YYYY-MM-DD) that exists, from year 1
 * on. ajv-formats takes year 0, which PostgreSQL refuses (it has no year 0) with an error that
 * would answer 500; standard JSON Schema has no keyword for a least date, so the contract says
 * `format: date` and this format holds the bound.
 */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** Makes `format: date` of `ajv` mean a real date from year 1 on. */
export function holdRealDates(ajv: Pick<Ajv, 'addFormat'>): void {
  ajv.addFormat('date', { type: 'string', validate: isRealDate });
}
