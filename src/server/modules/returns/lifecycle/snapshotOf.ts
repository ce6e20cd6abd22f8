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
 * The lifecycle snapshot of a stored return, rebuilt from its row, its lines and their decisions:
 * what the machine judges the next event against, and what the screens ask what to offer. A row
 * no lifecycle state matches is refused (409), never handed to the machine.
 */
export async function snapshotOf(db: Database, r: StoredReturn): Promise<Snapshot> {
  const why = inconsistencyOf(r);
  if (why) throw conflict(`Return ${r.ret_number} is in an inconsistent state (${why}); nothing can be done with it until an administrator corrects it.`);
  const lines = await db.selectFrom('return_items').select(['return_detail_id', 'approval_status']).where('return_id', '=', r.return_id).execute();
  const decisions = await db.selectFrom('return_decisions').select(['return_detail_id', 'step_code', 'status']).where('return_id', '=', r.return_id).execute();
  return rebuild(
    r,
    lines.map((l) => ({
      lineId: String(l.return_detail_id),
      approval_status: l.approval_status,
      decisions: Object.fromEntries(decisions.filter((d) => d.return_detail_id === l.return_detail_id).map((d) => [d.step_code, d.status])),
    })),
  );
}
