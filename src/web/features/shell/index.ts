/** What the shell offers other screens: the language menu, the audit labels, the placeholder of a screen to come. */
export { auditActionLabels } from './auditActionLabels.ts';
export { LanguageMenu } from './LanguageMenu.tsx';
