import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';

/** What an administrative change did: the values before it and after it (null when created or removed). */
export interface Change {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** The audit detail of a change: `{"before": …, "after": …}` as JSON, which the audit list shows. */
export const changeDetail = (change: Pick<Change, 'before' | 'after'>) => JSON.stringify({ before: change.before ?? null, after: change.after ?? null });

/** One administrative change into the audit trail, inside the transaction that made it. */
export function auditChange(db: Database, actor: Principal, ip: string, change: Change): Promise<void> {
  return recordAudit(db, {
    userId: actor.userId,
    userName: actor.userName,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    detail: changeDetail(change),
    ip,
  });
}

/** Many changes of one request (an upload) in one insert. */
export async function auditChanges(db: Database, actor: Principal, ip: string, changes: readonly Change[]): Promise<void> {
  for (let i = 0; i < changes.length; i += 500) {
    await db
      .insertInto('audit_events')
      .values(
        changes.slice(i, i + 500).map((change) => ({
          user_id: actor.userId,
          user_name: actor.userName,
          action: change.action,
          entity: change.entity,
          entity_id: change.entityId,
          detail: changeDetail(change),
          ip,
        })),
      )
      .execute();
  }
}
