/** The external systems as the domains see them: the ERP, delivery tracking (Fareye) and mail, each behind an interface. */
export * from './erp/erpClient.ts';
export { loggedErpClient } from './erp/loggedErpClient.ts';
export type { FareyeClient, FareyeReturnRequest } from './fareye/fareyeClient.ts';
export { emailPlaceholders, fillTemplate, placeholdersOf, sendTemplatedEmail } from './mail.ts';
