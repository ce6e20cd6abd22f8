import { forbidden } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import type { Whose } from './waitingFor.ts';

/**
 * Head office, the display roles and administrators follow the whole chain (the per-step
 * counters, spec 000 §2.3): their dashboard counts every return waiting in their plants, not
 * only what is assigned to them; administrators also act on any step.
 */
const followsWholeChain = (user: Principal) => user.permissions.has('dashboard.stepCounters') || user.permissions.has('approvals.anyStep');

/**
 * The old client sends a username with the dashboard's calls, the user's own or empty. What is
 * shown is always the signed-in user's: another name is refused rather than quietly answered for
 * someone else.
 */
function assertOwnName(user: Principal, username: string | undefined): string {
  const name = username?.trim() ?? '';
  if (name && name.toLowerCase() !== user.userName.toLowerCase()) throw forbidden('The dashboard shows only your own work.');
  return name;
}

/** Whose work the dashboard's tables show: everyone's in their plants for those who follow the whole chain, else the user's own. */
export function whoseTables(user: Principal, username: string | undefined): Whose {
  assertOwnName(user, username);
  return followsWholeChain(user) ? 'wholeChain' : 'own';
}

/**
 * Whose work the per-step counters count: called without a name (as the counter roles call it),
 * everyone's in the user's plants for those who follow the whole chain; with the user's own name,
 * what is assigned to them.
 */
export function whoseCounters(user: Principal, username: string | undefined): Whose {
  return assertOwnName(user, username) ? 'own' : whoseTables(user, undefined);
}
