/** What the approval screens offer the chiefs' screens and the reports: a return's header and lines, read-only, a photo, a requested quantity and its change. */
export { DetailLinesTable } from './DetailLinesTable.tsx';
export { LineSummary } from './LineSummary.tsx';
export { PhotoButton } from './PhotoButton.tsx';
export { RequestedQtyCell } from './RequestedQtyCell.tsx';
export { ReturnHeaderFields } from './ReturnHeaderFields.tsx';
