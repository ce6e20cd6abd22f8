/** What other modules may use of security: recording a security event, and the retention's daily job. */
export { recordSecurityEvent, requestOrigin, type SecurityEvent, type SecurityEventKind } from './securityEvents.ts';
export { queueSecurityEventPurge, RETENTION_SETTING, securityEventJobHandlers } from './retention.ts';
