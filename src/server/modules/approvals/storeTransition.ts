import type { Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ReturnsTable } from '../../db/schema.ts';
import type { Principal } from '../auth/principal.ts';
import { storedOf, type next, type Stored, type StoredReturn } from './lifecycleSnapshot.ts';

type Snapshot = NonNullable<ReturnType<typeof next>>;

export interface TransitionRecord {
  /** The lifecycle event, as the event row names it. */
  event: string;
  remark?: string | null;
  /** The step's own columns written with it (print dates, the decision). */
  set?: Updateable<ReturnsTable>;
}

/**
 * Stores an accepted transition of a locked return: its state and the machine's context as the
 * row keeps them, a new version, and an event row (who, when, from, to). `user` null is the
 * system (an answer of an external service).
 */
export async function storeTransition(trx: Database, stored: StoredReturn, after: Snapshot, user: Principal | null, record: TransitionRecord): Promise<{ now: Stored; version: number }> {
  const now = storedOf(after);
  const version = stored.version + 1;
  const c = after.context;
  await trx
    .updateTable('returns')
    .set({
      ...record.set,
      status: now.status,
      status_reject: now.statusReject,
      step_code: now.stepCode,
      approved_by_anyone: c.approvedByAnyone,
      print_status: c.printStatus,
      fpre_status: c.fpreStatus,
      fpre_uploaded: c.fpreUploaded,
      fareye_status: c.fareye,
      version,
      updated_at: new Date(),
    })
    .where('return_id', '=', stored.return_id)
    .execute();
  await trx
    .insertInto('return_events')
    .values({ return_id: stored.return_id, event: record.event, from_step: stored.step_code, to_step: now.stepCode, status: now.status, user_id: user?.userId ?? null, user_name: user?.userName ?? 'SYSTEM', remark: record.remark ?? null })
    .execute();
  return { now, version };
}
