/** What the shell offers other screens: the language menu, the audit labels, a menu entry's title in the user's language. */
export { auditActionLabels } from './auditActionLabels.ts';
export { LanguageMenu } from './LanguageMenu.tsx';
export { useMenuLabel } from './useMenuLabel.ts';
