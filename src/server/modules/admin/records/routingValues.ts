import { routingParamCodes, type RoutingPolicy } from '../../../../../machines/returns/route.ts';
import type { Database } from '../../../db/database.ts';
import { badRequest, type Problem } from '../../../http/problem.ts';
import { itemsOf, returnTypes } from './productParams.ts';

/** The part of the routing policy a STEP_APPROVAL parameter holds; undefined for its other codes (the steps' names). */
export const routingPartOfCode = (code: string): keyof RoutingPolicy | undefined =>
  (Object.keys(routingParamCodes) as (keyof RoutingPolicy)[]).find((part) => routingParamCodes[part] === code);

/**
 * What routing needs of a value of the policy, typed as administrators type it (comma separated):
 * return types, or reason codes that exist. Another separator makes one unknown item ("102;120"),
 * so the refusal says how to separate them. The same rule for Save and for the what-if before it.
 */
export async function routingValueProblem(db: Database, part: keyof RoutingPolicy, value: string, field: string): Promise<Problem | null> {
  const items = itemsOf(value);
  if (part === 'salesTypes') {
    const unknown = items.filter((t) => !returnTypes.includes(t as never));
    return unknown.length
      ? badRequest(`${unknown.join(', ')} is not a return type. Separate return types with commas: ${returnTypes.join(', ')}.`, field)
      : null;
  }
  const known = new Set((await db.selectFrom('params').select('param_code').where('param_group_id', '=', 'REASON').execute()).map((r) => r.param_code));
  const unknown = items.filter((r) => !known.has(r));
  return unknown.length ? badRequest(`${unknown.join(', ')} is not a reason code of REASON. Separate reason codes with commas, as in 102,120.`, field) : null;
}

/** The first part of a proposed policy routing would not understand, named by its field; null when all are understood. */
export async function routingPolicyProblem(db: Database, proposed: Readonly<Record<keyof RoutingPolicy, string>>): Promise<Problem | null> {
  for (const part of Object.keys(routingParamCodes) as (keyof RoutingPolicy)[]) {
    const problem = await routingValueProblem(db, part, proposed[part], part);
    if (problem) return problem;
  }
  return null;
}
