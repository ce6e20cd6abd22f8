import type { CellRichTextValue } from 'exceljs';
import { isBlankDate } from '../../../../shared/format.ts';

/**
 * Values of exported cells in their real Excel types. Text is never a formula: exceljs writes a
 * string as a string cell without a formula, and a value a spreadsheet would take for one when
 * typed or edited (starting with = + - @, a tab or a carriage return: OWASP CSV injection) goes
 * as an inline string (`t="inlineStr"`), the type that is nothing but text. Only those: an
 * inline string costs half as much again to write. Characters XML 1.0 cannot carry become spaces.
 */

// eslint-disable-next-line no-control-regex
const notInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const formulaLike = /^[=+\-@\t\r]/;

/** A text cell: always text, whatever it starts with. */
export function textCell(value: string | null | undefined): string | CellRichTextValue | null {
  if (value === null || value === undefined || value === '') return null;
  const text = value.replace(notInXml, ' ');
  return formulaLike.test(value) ? { richText: [{ text }] } : text;
}

/** Asia/Jakarta keeps UTC+7 all year: its wall-clock time as the UTC fields Excel shows. */
const JAKARTA_MS = 7 * 3_600_000;

/** A calendar date ('YYYY-MM-DD') as an Excel date; placeholders (0001-01-01, 1900-01-01) blank. */
export function dateCell(value: string | null | undefined): Date | null {
  if (isBlankDate(value)) return null;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as an Excel date-time in Jakarta time. */
export function dateTimeCell(value: Date | string | null | undefined): Date | null {
  if (isBlankDate(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime() + JAKARTA_MS);
}

/** A number as a number (quantities, amounts), or blank. */
export function numberCell(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : value;
}
