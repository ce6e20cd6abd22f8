/** What other modules may use of admin: the audit trail, settings and the registrations waiting. */
export { recordAudit } from './auditLog.ts';
export { readSetting } from './settings.ts';
export { countPendingRegistrations } from './adminRepository.ts';
