import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { conflict } from '../../../http/problem.ts';
import { inconsistencyOf } from './consistency.ts';
import { rebuild, type Snapshot, type StoredLine, type StoredState } from './rowMapping.ts';

/** A return row as the rebuild reads it. */
export interface StoredReturn extends StoredState {
  return_id: number;
  ret_number: string;
}

/** A line as `storedLinesColumn` reads it: its id, its approval status, its decisions by step and its client (whose users may see it). */
export type StoredLineCells = [
  lineId: number,
  approvalStatus: StoredLine['approval_status'],
  decisions: StoredLine['decisions'] | null,
  clientCode: string | null,
];

/** A return row read with `storedLinesColumn`: everything its snapshot is rebuilt from. */
export interface StoredReturnWithLines extends StoredReturn {
  stored_lines: StoredLineCells[];
}

/**
 * The lines of return `r` and their decisions as one JSON value, for a page's query to select
 * beside `snapshotColumns`: the page's snapshots then need no query of their own (snapshotsOfRows).
 */
export const storedLinesColumn = sql<
  StoredLineCells[]
>`(select coalesce(json_agg(json_build_array(sl.return_detail_id, sl.approval_status, (select json_object_agg(sd.step_code, sd.status) from return_decisions as sd where sd.return_detail_id = sl.return_detail_id), sl.client_code)), '[]'::json) from return_items as sl where sl.return_id = r.return_id)`.as(
  'stored_lines',
);

/** A row no lifecycle state matches is refused (409), never handed to the machine. */
function assertConsistent(returns: readonly StoredReturn[]): void {
  for (const r of returns) {
    const why = inconsistencyOf(r);
    if (why) throw conflict(`Return ${r.ret_number} is in an inconsistent state (${why}); nothing can be done with it until an administrator corrects it.`);
  }
}

const rebuiltWith = (r: StoredReturn, lines: readonly StoredLineCells[]): Snapshot =>
  rebuild(
    r,
    lines.map(([lineId, approvalStatus, decisions]) => ({ lineId: String(lineId), approval_status: approvalStatus, decisions: decisions ?? {} })),
  );

/** The snapshots of returns read with their lines (storedLinesColumn): no query. */
export function snapshotsOfRows(returns: readonly StoredReturnWithLines[]): Map<number, Snapshot> {
  assertConsistent(returns);
  return new Map(returns.map((r) => [r.return_id, rebuiltWith(r, r.stored_lines)]));
}

/** The lines of stored returns (storedLinesColumn), one query whatever their number. */
export async function storedLinesOf(db: Database, returnIds: readonly number[]): Promise<Map<number, StoredLineCells[]>> {
  if (!returnIds.length) return new Map();
  const read = await db.selectFrom('returns as r').select(['r.return_id', storedLinesColumn]).where('r.return_id', 'in', returnIds).execute();
  return new Map(read.map((l) => [l.return_id, l.stored_lines]));
}

/**
 * The lifecycle snapshots of stored returns, rebuilt from their rows, their lines and the lines'
 * decisions (one query, whatever the number of returns): what the machine judges the next event
 * against. A page's query can select the lines itself (storedLinesColumn, snapshotsOfRows) and
 * spare this one; what a user is sent is cut to their scope (sentSnapshot.ts).
 */
export async function snapshotsOf(db: Database, returns: readonly StoredReturn[]): Promise<Map<number, Snapshot>> {
  assertConsistent(returns);
  const linesOf = await storedLinesOf(
    db,
    returns.map((r) => r.return_id),
  );
  return new Map(returns.map((r) => [r.return_id, rebuiltWith(r, linesOf.get(r.return_id) ?? [])]));
}

/** The lifecycle snapshot of one stored return (snapshotsOf). */
export async function snapshotOf(db: Database, r: StoredReturn): Promise<Snapshot> {
  return (await snapshotsOf(db, [r])).get(r.return_id)!;
}
