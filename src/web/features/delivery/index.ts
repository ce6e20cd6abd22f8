/** What Chief Delivery offers the other screens: a return's lines, its signed FPRE, and printing FPRE forms (Report Header). */
export { openFpre } from './fpreFiles.ts';
export { ReturnItemsPanel } from './ReturnItemsPanel.tsx';
export { usePrintForms } from './usePrintForms.ts';
