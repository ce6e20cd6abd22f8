import type { Database } from '../../../db/database.ts';
import { conflict } from '../../../http/problem.ts';
import type { ReturnHeader } from './columns.ts';
import type { Loaded } from './load.ts';

/**
 * A draft's header is written here because it starts the lifecycle: a new return is stored in
 * its initial state (draft, version 0), and a draft saved again gets a new version. Submitting
 * is `apply(return.submit)` once the header and lines are stored.
 */
export async function createDraft(trx: Database, header: ReturnHeader): Promise<number> {
  const created = await trx
    .insertInto('returns')
    .values({ ...header, status: 'D', step_code: null, version: 0 })
    .returning('return_id')
    .executeTakeFirstOrThrow();
  return created.return_id;
}

/** Refuses a return the machine says is no longer a draft. */
export function assertDraft(loaded: Loaded): void {
  if (!loaded.snapshot.matches('draft')) throw conflict(`Return ${loaded.row.ret_number} was already submitted and cannot be changed here.`);
}

/** Saves a draft's header again (the caller replaces its lines in the same transaction). */
export async function saveDraft(trx: Database, loaded: Loaded, header: Omit<ReturnHeader, 'created_by' | 'created_at'>): Promise<void> {
  assertDraft(loaded);
  await trx
    .updateTable('returns')
    .set({ ...header, version: loaded.row.version + 1, updated_at: new Date() })
    .where('return_id', '=', loaded.row.return_id)
    .execute();
}
