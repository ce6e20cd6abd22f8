import { sql, type RawBuilder } from 'kysely';
import type { Principal } from '../auth/index.ts';
import { actorFullName, clientScopeOf, customerField, pendingUsersSeenBy, returnNames, seesWholeReturn, snapshotColumns } from '../returns/index.ts';

/**
 * The columns of a Report Header row (spec 000 §3 "Return header (list row)"), read from returns
 * r for the rows of a page (or of the export) only. Names beside codes come by scalar subqueries,
 * as in the work lists (approvals/listHeader.ts): each is an index lookup planned on its own.
 */

/** Decisions a user takes along the chain: the last one names the last approver. */
const decisionEvents = ['line.decide', 'delivery.approve', 'delivery.reject', 'warehouse.save'];

const lastDecision = (column: RawBuilder<unknown>) =>
  sql`(select ${column} from return_events as e where e.return_id = r.return_id and e.user_id is not null and e.event in (${sql.join(decisionEvents)}) order by e.created_at desc, e.event_id desc limit 1)`;

/** The lines the user sees of a return: all of them, a client user's own clients' only. */
function lineCount(user: Principal): RawBuilder<number> {
  const clients = clientScopeOf(user);
  const mine = clients ? sql` and ic.client_code in (${sql.join(clients)})` : sql``;
  return sql<number>`(select count(*)::int from return_items as ic where ic.return_id = r.return_id${mine})`;
}

export function headerRowColumns(user: Principal) {
  return [
    'r.return_id',
    'r.ret_number',
    'r.version',
    'r.return_type',
    'r.so_number',
    'r.rtv_no',
    'r.rtv_date',
    'r.plant_code',
    returnNames.plant.$castTo<string | null>().as('plant_name'),
    'r.reason_code',
    returnNames.reason.as('reason_name'),
    returnNames.creatorUserName.$castTo<string | null>().as('created_user_name'),
    returnNames.creatorFullName.$castTo<string | null>().as('created_by_name'),
    'r.created_at',
    'r.invoice_no',
    'r.remark',
    'r.customer_code',
    returnNames.customer.$castTo<string | null>().as('customer_name'),
    customerField('customer_group3').as('customer_group3'),
    customerField('sales_office').as('sales_office'),
    returnNames.customerAddress.as('address'),
    ...snapshotColumns,
    returnNames.step.as('step_name'),
    pendingUsersSeenBy(user).as('pending_user'),
    'r.fareye_last_error',
    'r.fareye_date',
    'r.first_print_date',
    lastDecision(actorFullName('e.user_id', 'e.user_name')).$castTo<string | null>().as('last_approval_user'),
    lastDecision(sql.ref('e.created_at')).$castTo<Date | null>().as('last_approval_date'),
    'r.so_last_error',
    lineCount(user).as('items'),
    seesWholeReturn(user).as('whole_return'),
  ] as const;
}
