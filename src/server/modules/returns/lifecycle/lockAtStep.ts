import type { Database } from '../../../db/database.ts';
import { conflict, forbidden } from '../../../http/problem.ts';
import type { Principal } from '../../auth/index.ts';
import { load, type Loaded, type ReturnKey } from './load.ts';
import type { Snapshot } from './rowMapping.ts';
import { assertAssigned } from './stepAssignees.ts';
import { assertVersion } from './version.ts';

/** Where an action on a return applies: the state it must wait in, and who may take it there. */
export interface ActionAt {
  /** Whether the return waits where the action applies (a state or a tag of the lifecycle). */
  waits(snapshot: Snapshot): boolean;
  /** The refusal (409) when it does not. */
  notWaiting(retNumber: string): string;
  /** The step whose assignees act; the step the return waits at when not given (line decisions). */
  step?: string;
  /** Whether the user's permissions allow the action at that step (refused 403 before the assignment is asked). */
  mayAct?(user: Principal, step: string): boolean;
}

/** What the user's screen showed: the version, and for line decisions the step. */
export interface Seen {
  version?: number | undefined;
  stepCode?: string | undefined;
}

/**
 * A return locked for a user's action at a step (line decisions, Chief Delivery, Chief Warehouse):
 * within the user's scope, waiting where the action applies, still at the step the screen showed,
 * assigned to the user there (or a user who acts on any step), and as the user last saw it. One
 * order of refusals for every step: not found 404, not waiting 409, not allowed or not assigned
 * 403, changed since 409.
 */
export async function lockAtStep(trx: Database, user: Principal, key: ReturnKey, action: ActionAt, seen: Seen = {}): Promise<Loaded & { step: string }> {
  const loaded = await load(trx, user, key);
  const { row } = loaded;
  if (!action.waits(loaded.snapshot)) throw conflict(action.notWaiting(row.ret_number));
  const step = action.step ?? row.step_code!;
  if (seen.stepCode && seen.stepCode !== step) throw conflict(`Return ${row.ret_number} is no longer waiting at ${seen.stepCode}: it is at ${step} now.`);
  if (action.mayAct && !action.mayAct(user, step)) throw forbidden();
  await assertAssigned(trx, user, row.return_id, step);
  assertVersion(loaded, seen.version);
  return { ...loaded, step };
}
