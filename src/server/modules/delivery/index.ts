/** What the other modules use of delivery: Chief Warehouse a page's returns' items, the reports the PDF text helpers. */
export { deliveryItemsOf } from './deliveryItems.ts';
export { fitted, wrapped } from './pdfText.ts';
