import type { Database } from '../../db/database.ts';
import type { JobHandlers } from '../../outbox/jobs.ts';
import { enqueue } from '../../outbox/enqueue.ts';
import { readSetting, settingKeys } from '../settings/index.ts';
import { purgeSecurityEvents } from './securityEvents.ts';
import { forgetOldKeys } from '../../http/idempotentRequest.ts';

export const SECURITY_EVENT_PURGE_KIND = 'securityEvents.purge';

/** The setting administrators change: how many days security events are kept. */
export const RETENTION_SETTING = settingKeys.securityEventRetentionDays;
const DEFAULT_RETENTION_DAYS = 365;

/**
 * Kept at least 90 days and at most ten years: a retention of a day would let the next purge
 * remove what the table keeps to be read, the change of the setting included.
 */
export const retentionBounds = { min: 90, max: 3650 } as const;

export const isRetention = (days: number) => Number.isInteger(days) && days >= retentionBounds.min && days <= retentionBounds.max;

/** The retention in days: the setting when it is within the bounds, else a year. */
export async function retentionDays(db: Database): Promise<number> {
  const days = Number(await readSetting(db, RETENTION_SETTING));
  return isRetention(days) ? days : DEFAULT_RETENTION_DAYS;
}

/** The purge of the day `now` falls in: one job per day, however many instances ask. */
export function queueSecurityEventPurge(db: Database, now = Date.now()): Promise<number> {
  const day = new Date(now).toISOString().slice(0, 10);
  return enqueue(db, { kind: SECURITY_EVENT_PURGE_KIND, payload: {}, idempotencyKey: `${SECURITY_EVENT_PURGE_KIND}:${day}`, createdBy: null });
}

export const securityEventJobHandlers: JobHandlers = {
  async [SECURITY_EVENT_PURGE_KIND](_payload, context) {
    const days = await retentionDays(context.db);
    const removed = await purgeSecurityEvents(context.db, days);
    // The day's one housekeeping job also forgets the idempotency keys no device will send again.
    const keys = await forgetOldKeys(context.db);
    return `Security events older than ${days} days removed: ${removed}. Idempotency keys forgotten: ${keys}.`;
  },
};
