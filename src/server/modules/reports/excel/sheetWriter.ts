import type { Writable } from 'node:stream';
import { cellXml, columnLetters, escapeXml, textCell, type CellValue, type ColumnKind } from './cells.ts';
import { zipStream } from './zipStream.ts';
import { cellStyle, contentTypes, packageRelationships, SHEET_PART, sheetEnd, sheetStart, styles, workbook, workbookRelationships } from './workbookParts.ts';

/** A column of an exported sheet: its title, its kind and how a row gives its value. */
export interface ExcelColumn<Row> {
  header: string;
  kind: ColumnKind;
  width?: number;
  value: (row: Row) => CellValue;
}

/** Rows are handed to the compressor in pieces of about this many characters. */
const PIECE = 64 * 1024;

/**
 * Writes one sheet to `output` as an .xlsx workbook, streamed: a bold header row, then the rows
 * of each batch as they come, while the next batch is read, so the server holds two batches and
 * never the whole sheet. It waits while the reader is behind, so a slow download is not buffered
 * in memory, and stops when the reader went away. Ends `output`; answers how many rows it wrote.
 *
 * The sheet's XML is written here rather than through exceljs' streaming writer, which spent
 * two thirds of an export's time on its per-cell model and styles (docs/decisions.md).
 */
export async function writeSheet<Row>(output: Writable, name: string, columns: readonly ExcelColumn<Row>[], batches: AsyncIterable<Row[]>): Promise<number> {
  const zip = zipStream(output);
  await zip.add('[Content_Types].xml', contentTypes);
  await zip.add('_rels/.rels', packageRelationships);
  await zip.add('xl/workbook.xml', workbook(escapeXml(name)));
  await zip.add('xl/_rels/workbook.xml.rels', workbookRelationships);
  await zip.add('xl/styles.xml', styles);

  const sheet = await zip.open(SHEET_PART);
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
  await zip.close();
  output.end();
  return rowNumber - 1;
}
