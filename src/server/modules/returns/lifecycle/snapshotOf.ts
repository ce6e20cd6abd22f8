import type { Database } from '../../../db/database.ts';
import { conflict } from '../../../http/problem.ts';
import { inconsistencyOf } from './consistency.ts';
import { rebuild, type Snapshot, type StoredState } from './rowMapping.ts';

/** A return row as the rebuild reads it. */
export interface StoredReturn extends StoredState {
  return_id: number;
  ret_number: string;
}

/**
 * The lifecycle snapshots of stored returns, rebuilt from their rows, their lines and the lines'
 * decisions (two queries, whatever the number of returns): what the machine judges the next event
 * against, and what the screens ask what to offer. A row no lifecycle state matches is refused
 * (409), never handed to the machine.
 */
export async function snapshotsOf(db: Database, returns: readonly StoredReturn[]): Promise<Map<number, Snapshot>> {
  for (const r of returns) {
    const why = inconsistencyOf(r);
    if (why) throw conflict(`Return ${r.ret_number} is in an inconsistent state (${why}); nothing can be done with it until an administrator corrects it.`);
  }
  const ids = returns.map((r) => r.return_id);
  if (!ids.length) return new Map();
  const lines = await db.selectFrom('return_items').select(['return_id', 'return_detail_id', 'approval_status']).where('return_id', 'in', ids).execute();
  const decisions = await db.selectFrom('return_decisions').select(['return_detail_id', 'step_code', 'status']).where('return_id', 'in', ids).execute();
  return new Map(
    returns.map((r) => [
      r.return_id,
      rebuild(
        r,
        lines
          .filter((l) => l.return_id === r.return_id)
          .map((l) => ({
            lineId: String(l.return_detail_id),
            approval_status: l.approval_status,
            decisions: Object.fromEntries(decisions.filter((d) => d.return_detail_id === l.return_detail_id).map((d) => [d.step_code, d.status])),
          })),
      ),
    ]),
  );
}

/** The lifecycle snapshot of one stored return (snapshotsOf). */
export async function snapshotOf(db: Database, r: StoredReturn): Promise<Snapshot> {
  return (await snapshotsOf(db, [r])).get(r.return_id)!;
}
