import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { assertAssigned, assertVersion, load, lockAtStep, type ActionAt, type Loaded } from '../returns/index.ts';
import { formMessages } from './fpreFormData.ts';

/**
 * A return Chief Delivery acts on, locked: within the user's plants, pending at CD, assigned to
 * the user there (administrators act on any), and as the user last saw it when they say which
 * version they saw.
 */
export function lockAtDelivery(trx: Database, retNumber: string, user: Principal, seenVersion: number | undefined): Promise<Loaded> {
  return lockAtStep(trx, user, { retNumber }, atDelivery, { version: seenVersion });
}

const atDelivery: ActionAt = {
  waits: (snapshot) => snapshot.matches({ inProgress: 'delivery' }),
  notWaiting: (retNumber) => `Return ${retNumber} is not pending on Chief Delivery.`,
  step: 'CD',
};

/**
 * A return whose FPRE is printed, locked: within the user's plants and as the user last saw it;
 * while it is pending at CD only its assignees print it (administrators any), besides the users
 * of the Report Header's Print FPRE (reports.printFpre, spec 000 §6), who print any return of
 * their scope. Whether the step allows printing at all (CD, CW, END) is the lifecycle's call.
 */
export async function lockForPrint(trx: Database, retNumber: string, user: Principal, seenVersion: number | undefined): Promise<Loaded> {
  const loaded = await load(trx, user, { retNumber });
  if (loaded.snapshot.matches('draft')) throw conflict(formMessages.draft);
  if (loaded.snapshot.matches({ inProgress: 'delivery' }) && !user.permissions.has('reports.printFpre'))
    await assertAssigned(trx, user, loaded.row.return_id, 'CD');
  assertVersion(loaded, seenVersion);
  return loaded;
}
