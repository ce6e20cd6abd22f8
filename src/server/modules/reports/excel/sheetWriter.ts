import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { dateCell, dateTimeCell, numberCell, textCell } from './cellValues.ts';

/** How a column's values are written: text, a calendar date, a date-time, a quantity or an IDR amount. */
export type ColumnKind = 'text' | 'date' | 'dateTime' | 'quantity' | 'idr' | 'integer';

/** A column of an exported sheet: its title, its kind and how a row gives its value. */
export interface ExcelColumn<Row> {
  header: string;
  kind: ColumnKind;
  width?: number;
  value: (row: Row) => string | number | Date | null | undefined;
}

const numberFormats: Partial<Record<ColumnKind, string>> = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  quantity: '#,##0.###',
  idr: '#,##0',
  integer: '0',
};

function cellOf(kind: ColumnKind, value: string | number | Date | null | undefined) {
  switch (kind) {
    case 'text':
      return textCell(value === null || value === undefined ? null : String(value));
    case 'date':
      return dateCell(value as string | null | undefined);
    case 'dateTime':
      return dateTimeCell(value as Date | string | null | undefined);
    default:
      return numberCell(value as number | null | undefined);
  }
}

/**
 * Writes one sheet to `output` as an .xlsx workbook, streamed (exceljs' WorkbookWriter): a bold
 * header row, then the rows of each batch as they come, committed at once while the next batch
 * is read, so the server holds two batches and never the whole sheet. Between batches it waits
 * while the reader is behind, so a slow download is not buffered in memory; it stops when the
 * reader went away. Ends `output`; answers how many rows it wrote.
 */
export async function writeSheet<Row>(output: Writable, name: string, columns: readonly ExcelColumn<Row>[], batches: AsyncIterable<Row[]>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width ?? 16, style: numberFormats[c.kind] ? { numFmt: numberFormats[c.kind]! } : {} }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  const iterator = batches[Symbol.asyncIterator]();
  let next = iterator.next();
  for (;;) {
    const { value: rows, done } = await next;
    if (done) break;
    if (output.destroyed) {
      await iterator.return?.();
      break;
    }
    // The next batch is read while this one is written.
    next = iterator.next();
    for (const row of rows) sheet.addRow(columns.map((c) => cellOf(c.kind, c.value(row)))).commit();
    written += rows.length;
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
