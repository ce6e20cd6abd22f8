/** What other modules may use of the audit trail: recording a change in its transaction. */
export { recordAudit } from './auditLog.ts';
