/** What other modules may use of security: recording a security event, and the retention's daily job. */
export { recordSecurityEvent, requestOrigin, type SecurityEventKind } from './securityEvents.ts';
export { isRetention, queueSecurityEventPurge, RETENTION_SETTING, retentionBounds, securityEventJobHandlers } from './retention.ts';
