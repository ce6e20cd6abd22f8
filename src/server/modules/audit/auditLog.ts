import type { Database } from '../../db/database.ts';

export interface AuditEntry {
  userId: number | null;
  userName: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: string | null;
  ip?: string | null;
}

/** One row of the audit trail; called inside the transaction of the change it records. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      user_id: entry.userId,
      user_name: entry.userName,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      detail: entry.detail ?? null,
      ip: entry.ip ?? null,
    })
    .execute();
}
