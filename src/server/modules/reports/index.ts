/** What other modules use of the reports: the streamed Excel sheet every export writes. */
export { sendSheet, sendWorkbook, type ExcelColumn } from './excel/index.ts';
