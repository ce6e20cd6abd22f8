import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { assignedHere, headerFilters, type HeaderFilter } from './listFilters.ts';
import { plantScopeOf } from '../returns/returnScope.ts';

/**
 * Returns waiting at `step` (CD or CW) in the user's plants and assigned to the user there
 * (a user holding approvals.anyStep sees every one), filtered by the list's header filters; joined for the list's
 * header columns (listHeader.ts) and the signed FPRE `f`.
 */
export function pendingReturnsAt(db: Database, user: Principal, step: 'CD' | 'CW', q: HeaderFilter) {
  return db
    .selectFrom('returns as r')
    .innerJoin('customers as c', 'c.customer_code', 'r.customer_code')
    .innerJoin('plants as p', 'p.plant_code', 'r.plant_code')
    .innerJoin('users as u', 'u.user_id', 'r.created_by')
    .leftJoin('fpre_documents as f', 'f.return_id', 'r.return_id')
    .leftJoin('params as reason', (join) => join.on('reason.param_group_id', '=', 'REASON').onRef('reason.param_code', '=', 'r.reason_code'))
    .where('r.status', '=', 'W')
    .where('r.step_code', '=', step)
    .where('r.plant_code', 'in', plantScopeOf(user))
    .where((eb) => assignedHere(eb, user))
    .where((eb) => headerFilters(eb, q));
}
