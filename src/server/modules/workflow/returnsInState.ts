import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../../../generated/database.ts';
import { listPage, totalOnce, type OrderKey } from '../../lists/listPage.ts';
import { notFound } from '../../http/problem.ts';
import type { Page } from '../../http/paging.ts';
import type { Principal } from '../auth/index.ts';
import { pendingUsersSeenBy, returnNames, scopedReturns, storedStateOf, type StoredStateOf } from '../returns/index.ts';
import { stateFilterConditions, type StateFilters } from './stateFilters.ts';

/** The returns `r` stored in a state, by the columns the lifecycle keeps (the inverse of its state mapping). */
function inState(eb: ExpressionBuilder<DB & { r: DB['returns'] }, 'r'>, s: StoredStateOf) {
  return eb.and([
    eb('r.status', '=', s.status),
    ...(s.status === 'A' ? [eb('r.status_reject', '=', s.status_reject)] : []),
    ...(s.status === 'W' ? [eb('r.step_code', '=', s.step_code!)] : []),
    ...(s.so_status === 'NONE'
      ? [eb.or([eb('r.so_status', 'is', null), eb('r.so_status', '=', 'PENDING')])]
      : s.so_status
        ? [eb('r.so_status', '=', s.so_status)]
        : []),
    ...(s.invoiced === null ? [] : [eb('r.return_invoice_no', s.invoiced ? 'is not' : 'is', null)]),
  ]);
}

/** Longest in the state first: where an analyst looks for what is stuck. */
const longestFirst: readonly OrderKey[] = [
  ['r.state_entered_at', 'timestamptz'],
  ['r.return_id', 'int'],
];

/** A page of the returns behind a state's number on the chart: the user's scope and the chart's filters, longest in it first. */
export function returnsInStatePage(db: Database, user: Principal, stateId: string, filters: StateFilters & { after?: string }, page: Page) {
  const stored = storedStateOf(stateId);
  if (!stored) throw notFound(`No return can be in the state ${stateId}.`);
  const filtered = scopedReturns(db, user)
    .where((eb) => inState(eb, stored))
    .where((eb) => stateFilterConditions(eb, filters));
  return listPage(
    filtered,
    page,
    (returns) =>
      returns.select([
        'r.return_id',
        'r.ret_number',
        'r.return_type',
        'r.plant_code',
        returnNames.customer.$castTo<string | null>().as('customer_name'),
        returnNames.reason.as('reason_name'),
        pendingUsersSeenBy(user).as('pending_user'),
        'r.state_entered_at',
      ]),
    { keyset: longestFirst, after: filters.after, total: totalOnce(db, `state ${stateId}`, user.userId, filters) },
  );
}
