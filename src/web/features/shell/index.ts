/** What the shell offers other screens: the audit labels, a menu entry's title in the user's language. */
export { auditActionLabels } from './auditActionLabels.ts';
export { useMenuLabel } from './useMenuLabel.ts';
export { Forbidden } from './Forbidden.tsx';
export { ScreenTakenOver } from './ScreenTakenOver.tsx';
