/**
 * Streamed Excel exports for the report lists (GET /return/detailxlsx, GET /return/xlsx): a sheet
 * defined by its columns, written from batches of rows to the response, every text cell safe.
 */
export { sendSheet, sendWorkbook } from './sendSheet.ts';
export { writeSheet, type ExcelColumn } from './sheetWriter.ts';
