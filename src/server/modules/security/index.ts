/** What other modules may use of security: recording a security event, and the retention's daily job. */
export { recordSecurityEvent, requestOrigin, type SecurityEventKind } from './securityEvents.ts';
export { isRetention, queueSecurityEventPurge, retentionBounds, securityEventJobHandlers } from './retention.ts';
export { recordRefusal } from './refusals.ts';
