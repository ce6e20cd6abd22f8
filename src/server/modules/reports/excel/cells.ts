import { cellStyle } from './workbookParts.ts';

/**
 * Cells of an exported sheet as XML, each value in its real Excel type: text as text, dates and
 * date-times as serial numbers shown through a date format, quantities and amounts as numbers.
 * A blank value is no cell at all.
 *
 * Text is never a formula: a plain string is a string cell (`t="str"`) without a formula, and a
 * value a spreadsheet would take for one when typed or edited (starting with = + - @, a tab or a
 * carriage return: OWASP CSV injection) goes as an inline string (`t="inlineStr"`), the type that
 * is nothing but text. Characters XML 1.0 cannot carry become spaces.
 */

/** How a column's values are written: text, a calendar date, a date-time, a quantity or an IDR amount. */
export type ColumnKind = 'text' | 'date' | 'dateTime' | 'quantity' | 'idr' | 'integer';

export type CellValue = string | number | Date | null | undefined;

// eslint-disable-next-line no-control-regex
const notInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const formulaLike = /^[=+\-@\t\r]/;
const markup = /[&<>"]/;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data (and attribute values). */
export function escapeXml(text: string): string {
  const clean = text.replace(notInXml, ' ');
  return markup.test(clean) ? clean.replace(/[&<>"]/g, (c) => entities[c]!) : clean;
}

/** A text cell: always text, whatever it starts with. */
export function textCell(ref: string, value: string, style: number = cellStyle.plain): string {
  if (value === '') return '';
  const s = style === cellStyle.plain ? '' : ` s="${style}"`;
  const text = escapeXml(value);
  return formulaLike.test(value)
    ? `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
    : `<c r="${ref}"${s} t="str"><v>${text}</v></c>`;
}

/** Excel counts days from 1899-12-30 (its 1900 leap-year quirk included): 25569 is 1970-01-01. */
const EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;
/** Asia/Jakarta keeps UTC+7 all year: its wall-clock time as the serial Excel shows. */
const JAKARTA_MS = 7 * 3_600_000;

const numberCell = (ref: string, value: number, style: number) => `<c r="${ref}" s="${style}"><v>${value}</v></c>`;

/**
 * Excel's first day is 1900-01-01: anything before the next day is blank, which is also what the
 * old system's placeholder dates (0001-01-01, 1900-01-01; `isBlankDate`) show as.
 */
const FIRST_DAY = Date.UTC(1900, 0, 2);

const serialOf = (at: number) => (Number.isNaN(at) || at < FIRST_DAY ? null : at / DAY_MS + EPOCH_DAYS);

/** A calendar date ('YYYY-MM-DD') as a day number, or blank. */
export function dateSerial(value: string | Date): number | null {
  return serialOf(Date.parse(`${typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)}T00:00:00Z`));
}

/** An instant as a day number with its time of day in Jakarta, or blank. */
export function dateTimeSerial(value: Date | string): number | null {
  const at = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return at < FIRST_DAY ? null : serialOf(at + JAKARTA_MS);
}

/** The cell `ref` of a column of `kind` holding `value`, or '' when blank. */
export function cellXml(kind: ColumnKind, ref: string, value: CellValue): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'text':
      return textCell(ref, String(value));
    case 'date': {
      const serial = dateSerial(value as string | Date);
      return serial === null ? '' : numberCell(ref, serial, cellStyle.date);
    }
    case 'dateTime': {
      const serial = dateTimeSerial(value as Date | string);
      return serial === null ? '' : numberCell(ref, serial, cellStyle.dateTime);
    }
    default:
      return typeof value === 'number' && Number.isFinite(value) ? numberCell(ref, value, cellStyle[kind]) : '';
  }
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
