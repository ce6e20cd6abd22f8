/** What the approval screens offer the chiefs' screens: a return's header and lines, read-only. */
export { DetailLinesTable } from './DetailLinesTable.tsx';
export { PhotoButton } from './PhotoButton.tsx';
export { ReturnHeaderFields } from './ReturnHeaderFields.tsx';
