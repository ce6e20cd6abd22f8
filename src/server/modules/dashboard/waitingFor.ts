import { sql, type Expression, type SqlBool } from 'kysely';
import type { Principal } from '../auth/index.ts';

/** Whose waiting work: the user's own (assigned to them) or everyone's in their plants. */
export type Whose = 'own' | 'wholeChain';

/**
 * The dashboard's waiting work of the user, on returns `r` waiting at a step: everyone's for those
 * who follow the whole chain; else what is assigned to the user at the step it waits at (by the
 * key, like the work lists' own check, so a list walks its order and stops at the page).
 */
export function waitingFor(user: Principal, whose: Whose): Expression<SqlBool> {
  if (whose === 'wholeChain') return sql<SqlBool>`true`;
  return sql<SqlBool>`(select true from return_assignments as wa where wa.return_id = r.return_id and wa.step_code = r.step_code and wa.user_id = ${user.userId}) is true`;
}
