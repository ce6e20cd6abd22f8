/** What Chief Delivery offers Chief Warehouse: a return's lines, and its signed FPRE. */
export { openFpre } from './fpreFiles.ts';
export { ReturnItemsPanel } from './ReturnItemsPanel.tsx';
