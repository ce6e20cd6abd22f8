import { sql } from 'kysely';
import type { LineDecisionStep } from '../../../../machines/returns/returnLifecycle.ts';
import type { Database } from '../../db/database.ts';
import { containing } from '../../db/textSearch.ts';
import type { OrderKey } from '../../db/listPage.ts';
import type { Principal } from '../auth/principal.ts';
import { scopedLines } from '../returns/returnScope.ts';
import { assignedHere, headerFilters, type HeaderFilter } from './listFilters.ts';

export interface LineFilter extends HeaderFilter {
  clientCode?: string;
  clientName?: string;
}

/**
 * Lines the user may decide at one of `steps`: lines in scope (plants, and a client user's
 * clients) still in their return and undecided at the step their return waits at, assigned to the
 * user there, filtered by the list's filters. Only what can remove a row is joined here, so the
 * list's count reads no more than it must.
 */
export function pendingLinesAt(db: Database, user: Principal, steps: readonly LineDecisionStep[], q: LineFilter) {
  const clientCode = q.clientCode?.trim();
  const clientName = q.clientName?.trim();
  return scopedLines(db, user)
    .innerJoin('customers as c', 'c.customer_code', 'r.customer_code')
    .innerJoin('clients as cl', 'cl.client_code', 'ri.client_code')
    .where('r.status', '=', 'W')
    .where('r.step_code', 'in', steps)
    .where('ri.approval_status', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('return_decisions as d').select('d.decision_id').whereRef('d.return_detail_id', '=', 'ri.return_detail_id').whereRef('d.step_code', '=', 'r.step_code'))))
    .where((eb) => assignedHere(eb, user))
    .where((eb) => headerFilters(eb, q))
    .$if(Boolean(clientCode), (qb) => qb.where('ri.client_code', '=', clientCode!))
    .$if(Boolean(clientName), (qb) => qb.where(sql`lower(cl.client_name)`, 'like', containing(clientName!)));
}

/** The approval lists' order: oldest submitted return first, its lines in order. */
export const pendingLinesOrder: readonly OrderKey[] = [
  ['r.submitted_at', 'timestamptz'],
  ['r.return_id', 'int'],
  ['ri.line', 'int'],
  ['ri.return_detail_id', 'int'],
];
