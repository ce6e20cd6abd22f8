/** What other modules use of the reports: the streamed Excel sheet every export writes. */
export { sendSheet, type ExcelColumn } from './excel/index.ts';
