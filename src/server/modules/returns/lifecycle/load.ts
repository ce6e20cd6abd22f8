import type { Database } from '../../../db/database.ts';
import { notFound } from '../../../http/problem.ts';
import type { Principal } from '../../auth/index.ts';
import { scopedReturns } from '../returnScope.ts';
import { lifecycleColumns } from './columns.ts';
import type { Snapshot } from './rowMapping.ts';
import { snapshotOf } from './snapshotOf.ts';
import { withoutSpaces } from '../../../../shared/codes.ts';

/** Which return: by its number (the approval screens) or its id (the return document). */
export type ReturnKey = { retNumber: string } | { returnId: number };

async function lockedRow(trx: Database, user: Principal | null, key: ReturnKey) {
  const returns = user ? scopedReturns(trx, user) : trx.selectFrom('returns as r');
  const query = returns.select(lifecycleColumns).forUpdate();
  if ('returnId' in key) return query.where('r.return_id', '=', key.returnId).executeTakeFirst();
  return query.where('r.ret_number', '=', withoutSpaces(key.retNumber)).executeTakeFirst();
}

export type LifecycleRow = NonNullable<Awaited<ReturnType<typeof lockedRow>>>;

/** A return locked for a transition, with the snapshot its rows keep. */
export interface Loaded {
  row: LifecycleRow;
  snapshot: Snapshot;
}

/**
 * Locks the return (FOR UPDATE) within the user's scope (plants, and clients for client users;
 * `user` null is the system, which sees every return) and rebuilds its snapshot.
 */
export async function load(trx: Database, user: Principal | null, key: ReturnKey): Promise<Loaded> {
  const row = await lockedRow(trx, user, key);
  if (!row) throw notFound('returnId' in key ? 'The return was not found.' : `Return ${key.retNumber} was not found.`);
  return { row, snapshot: await snapshotOf(trx, row) };
}
