import { conflict } from '../../../http/problem.ts';
import type { Loaded } from './load.ts';

/**
 * A change made on what the user saw: the screens send the `?version=` they read, and a version
 * someone changed since answers 409 and changes nothing. No version sent, no check.
 */
export function assertVersion(loaded: Loaded, seen: number | undefined): void {
  if (seen !== undefined && seen !== loaded.row.version) throw conflict(`Return ${loaded.row.ret_number} was changed by someone else; open it again.`);
}
