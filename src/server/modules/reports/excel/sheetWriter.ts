import type { Writable } from 'node:stream';
import { cellXml, columnLetters, escapeXml, textCell, type CellValue, type ColumnKind } from './cells.ts';
import { zipStream } from './zipStream.ts';
import { cellStyle, contentTypes, packageRelationships, sheetEnd, sheetPart, sheetStart, styles, workbook, workbookRelationships } from './workbookParts.ts';

/** A column of an exported sheet: its title, its kind and how a row gives its value. */
export interface ExcelColumn<Row> {
  header: string;
  kind: ColumnKind;
  width?: number;
  value: (row: Row) => CellValue;
}

/** Rows are handed to the compressor in pieces of about this many characters. */
const PIECE = 64 * 1024;

/** A sheet of an export: its name, its columns and its rows in batches. */
export interface Sheet<Row> {
  name: string;
  columns: readonly ExcelColumn<Row>[];
  batches: AsyncIterable<Row[]>;
}

/**
 * Writes `sheets` to `output` as an .xlsx workbook, streamed: each a bold header row, then the
 * rows of each batch as they come, while the next batch is read, so the server holds two batches
 * and never the whole sheet. It waits while the reader is behind, so a slow download is not
 * buffered in memory, and stops when the reader went away. Ends `output`; answers how many rows
 * it wrote.
 *
 * The sheet's XML is written here rather than through exceljs' streaming writer, which spent
 * two thirds of an export's time on its per-cell model and styles (docs/decisions.md).
 */
// Each sheet has rows of its own kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function writeWorkbook(output: Writable, sheets: readonly Sheet<any>[]): Promise<number> {
  const zip = zipStream(output);
  await zip.add('[Content_Types].xml', contentTypes(sheets.length));
  await zip.add('_rels/.rels', packageRelationships);
  await zip.add('xl/workbook.xml', workbook(sheets.map((s) => escapeXml(s.name))));
  await zip.add('xl/_rels/workbook.xml.rels', workbookRelationships(sheets.length));
  await zip.add('xl/styles.xml', styles);
  let written = 0;
  for (const [i, s] of sheets.entries()) written += await writeRows(zip, output, sheetPart(i + 1), s);
  await zip.close();
  output.end();
  return written;
}

/** Writes one sheet as a workbook (writeWorkbook). */
export const writeSheet = <Row>(output: Writable, name: string, columns: readonly ExcelColumn<Row>[], batches: AsyncIterable<Row[]>) =>
  writeWorkbook(output, [{ name, columns, batches }]);

async function writeRows<Row>(zip: ReturnType<typeof zipStream>, output: Writable, part: string, { columns, batches }: Sheet<Row>): Promise<number> {
  const sheet = await zip.open(part);
  const letters = columns.map((_, i) => columnLetters(i));
  let piece =
    sheetStart(columns.map((c) => c.width ?? 16)) +
    `<row r="1">${columns.map((c, i) => textCell(`${letters[i]}1`, c.header, cellStyle.header)).join('')}</row>`;
  let rowNumber = 1;
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
    for (const row of rows) {
      rowNumber += 1;
      piece += `<row r="${rowNumber}">`;
      for (let i = 0; i < columns.length; i++) piece += cellXml(columns[i]!.kind, letters[i]! + rowNumber, columns[i]!.value(row));
      piece += '</row>';
      if (piece.length >= PIECE) {
        await sheet.write(piece);
        piece = '';
      }
    }
  }
  await sheet.write(piece + sheetEnd);
  await sheet.close();
  return rowNumber - 1;
}
