/** The external systems as the domains see them: the ERP, delivery tracking (Fareye) and mail, each behind an interface. */
export * from './erp/erpClient.ts';
export { loggedErpClient } from './erp/loggedErpClient.ts';
export { erpCircuitReason } from './erp/erpCircuit.ts';
export type { FareyeClient, FareyeReturnRequest } from './fareye/fareyeClient.ts';
export { emailPlaceholders, fillTemplate, placeholdersOf } from './mail/templates.ts';
export { MAIL_KIND, sendTemplatedEmail } from './mail/templatedEmail.ts';
export { mailJobHandlers, mailRetryPolicy } from './mail/mailJob.ts';
export { logOnlyTransport, smtpTransport, type MailTransport } from './mail/mailTransport.ts';
export { resendEmail } from './mail/resendEmail.ts';
