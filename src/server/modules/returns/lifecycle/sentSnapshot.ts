import type { Database } from '../../../db/database.ts';
import type { Principal } from '../../auth/index.ts';
import { clientScopeOf } from '../returnScope.ts';
import { sentSnapshot, type SentSnapshot, type Snapshot } from './rowMapping.ts';
import { snapshotsOfRows, storedLinesOf, type StoredLineCells, type StoredReturn, type StoredReturnWithLines } from './snapshotOf.ts';

/**
 * What a user is sent of a return's lifecycle. The machine judges a return by all its lines, but
 * a client user sees only the lines of their clients (DESIGN §6, scopedLines): their copy of the
 * snapshot leaves the other clients' lines out, decisions and all. Every answer that carries a
 * snapshot builds it here, so none can carry another client's decisions.
 */
function hiddenFrom(user: Principal, lines: readonly StoredLineCells[]): Set<string> {
  const clients = clientScopeOf(user);
  if (clients === null) return new Set();
  return new Set(lines.filter(([, , , client]) => !clients.includes(client ?? '')).map(([lineId]) => String(lineId)));
}

/** The snapshots of a page's rows read with their lines (storedLinesColumn), as `user` is sent them. */
export function sentSnapshotsOfRows(user: Principal, returns: readonly StoredReturnWithLines[]): Map<number, SentSnapshot> {
  const snapshots = snapshotsOfRows(returns);
  return new Map(returns.map((r) => [r.return_id, sentSnapshot(snapshots.get(r.return_id)!, hiddenFrom(user, r.stored_lines))]));
}

/** The snapshots of stored returns, as `user` is sent them (one query for their lines). */
export async function sentSnapshotsOf(db: Database, user: Principal, returns: readonly StoredReturn[]): Promise<Map<number, SentSnapshot>> {
  const linesOf = await storedLinesOf(
    db,
    returns.map((r) => r.return_id),
  );
  return sentSnapshotsOfRows(
    user,
    returns.map((r) => ({ ...r, stored_lines: linesOf.get(r.return_id) ?? [] })),
  );
}

/** A snapshot the user's own action just made (apply), as they are sent it; a query only for a client user. */
export async function sentSnapshotAfter(db: Database, user: Principal, returnId: number, snapshot: Snapshot): Promise<SentSnapshot> {
  if (clientScopeOf(user) === null) return sentSnapshot(snapshot, new Set());
  const lines = (await storedLinesOf(db, [returnId])).get(returnId) ?? [];
  return sentSnapshot(snapshot, hiddenFrom(user, lines));
}
