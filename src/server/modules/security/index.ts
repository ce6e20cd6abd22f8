/** What other modules may use of security: recording a security event. */
export { recordSecurityEvent, requestOrigin, securityEventKinds, type SecurityEvent, type SecurityEventKind } from './securityEvents.ts';
