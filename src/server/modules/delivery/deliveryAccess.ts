import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/problem.ts';
import type { Principal } from '../auth/principal.ts';
import { lockReturn } from '../approvals/decideLines.ts';
import { assertAssigned, assertVersion } from '../approvals/deciderAccess.ts';

/**
 * A return Chief Delivery acts on, locked: within the user's plants, pending at CD, assigned to
 * the user there (administrators act on any), and as the user last saw it when they say which
 * version they saw.
 */
export async function lockAtDelivery(trx: Database, retNumber: string, user: Principal, seenVersion: number | undefined) {
  const stored = await lockReturn(trx, retNumber, user);
  if (stored.status !== 'W' || stored.step_code !== 'CD') throw conflict(`Return ${stored.ret_number} is not pending on Chief Delivery.`);
  await assertAssigned(trx, user, stored.return_id, 'CD');
  assertVersion(stored, seenVersion);
  return stored;
}

/**
 * A return whose FPRE is printed, locked: within the user's plants and as the user last saw it;
 * while it is pending at CD only its assignees print it (administrators any). Whether the step
 * allows printing at all (CD, CW, END) is the lifecycle's call.
 */
export async function lockForPrint(trx: Database, retNumber: string, user: Principal, seenVersion: number | undefined) {
  const stored = await lockReturn(trx, retNumber, user);
  if (stored.status === 'D') throw conflict('Cannot Printed , To be create I Return');
  if (stored.status === 'W' && stored.step_code === 'CD') await assertAssigned(trx, user, stored.return_id, 'CD');
  assertVersion(stored, seenVersion);
  return stored;
}
