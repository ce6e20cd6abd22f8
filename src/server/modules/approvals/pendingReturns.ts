import type { Database } from '../../db/database.ts';
import type { OrderKey } from '../../db/listPage.ts';
import type { Principal } from '../auth/principal.ts';
import { scopedReturns } from '../returns/returnScope.ts';
import { assignedHere, headerFilters, type HeaderFilter } from './listFilters.ts';

/**
 * Returns waiting at `step` (CD or CW) in the user's scope and assigned to the user there
 * (a user holding approvals.anyStep sees every one), filtered by the list's header filters, with
 * the signed FPRE `f`. Only what can remove a row is joined here.
 */
export function pendingReturnsAt(db: Database, user: Principal, step: 'CD' | 'CW', q: HeaderFilter) {
  return scopedReturns(db, user)
    .innerJoin('customers as c', 'c.customer_code', 'r.customer_code')
    .leftJoin('fpre_documents as f', 'f.return_id', 'r.return_id')
    .where('r.status', '=', 'W')
    .where('r.step_code', '=', step)
    .where((eb) => assignedHere(eb, user))
    .where((eb) => headerFilters(eb, q));
}

/** The Chief Delivery list's order: oldest submitted return first. */
export const pendingReturnsOrder: readonly OrderKey[] = [
  ['r.submitted_at', 'timestamptz'],
  ['r.return_id', 'int'],
];
