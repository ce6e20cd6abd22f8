/** What the other modules use of delivery: the reports the PDF text helpers. */
export { fitted, wrapped } from './pdfText.ts';
