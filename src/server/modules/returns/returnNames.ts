import { sql, type RawBuilder } from 'kysely';
import type { Principal } from '../auth/index.ts';
import { decidingStepSql } from './decidingStepSql.ts';
import { clientScopeOf } from './returnScope.ts';

/** A step as STEP_APPROVAL names it ("Pending On …"); QACLIENT is decided by QA HO's users, under QA HO's name. */
export function stepName(step: Parameters<typeof decidingStepSql>[0]): RawBuilder<string | null> {
  return sql<string | null>`(select ns.param_value from params as ns where ns.param_group_id = 'STEP_APPROVAL' and ns.param_code = ${decidingStepSql(step)})`;
}

/** The same without STEP_APPROVAL's "Pending On " ("Chief Delivery"), for a sentence that says "pending on" itself. */
export function stepTitle(step: Parameters<typeof decidingStepSql>[0]): RawBuilder<string | null> {
  return sql<string | null>`regexp_replace(${stepName(step)}, '^Pending On ', '', 'i')`;
}

/**
 * The names beside a return's codes, read from returns `r` of any list, report, dashboard, chart
 * or document query: one scalar subquery each (an index lookup planned on its own), written once.
 */
export const returnNames = {
  /** The reason's name (parameter group REASON). */
  reason: sql<string | null>`(select nr.param_value from params as nr where nr.param_group_id = 'REASON' and nr.param_code = r.reason_code)`,
  customer: sql<string>`(select nc.customer_name from customers as nc where nc.customer_code = r.customer_code)`,
  /** The customer's street and city, as the FPRE and the report show the address. */
  customerAddress: sql<
    string | null
  >`(select nullif(concat_ws(', ', nullif(na.street, ''), nullif(na.city, '')), '') from customers as na where na.customer_code = r.customer_code)`,
  plant: sql<string>`(select np.plant_name from plants as np where np.plant_code = r.plant_code)`,
  /** The step the return waits at, by its name. */
  step: stepName(sql.ref('r.step_code')),
  /** Who registered the return: the login, and the full name the screens show. */
  creatorUserName: sql<string>`(select nu.user_name from users as nu where nu.user_id = r.created_by)`,
  creatorFullName: sql<string>`(select nu.full_name from users as nu where nu.user_id = r.created_by)`,
};

/** Another field of return `r`'s customer (its group, its sales office). */
export const customerField = (column: 'customer_group3' | 'sales_office') =>
  sql<string | null>`(select nf.${sql.ref(column)} from customers as nf where nf.customer_code = r.customer_code)`;

/**
 * The full name of whoever an event, decision or print names (by user id), as the screens show
 * people; the login the row recorded when that user is gone.
 */
export function actorFullName<Recorded extends string | null = string | null>(userId: string, userName: string): RawBuilder<Recorded> {
  return sql<Recorded>`coalesce((select au.full_name from users as au where au.user_id = ${sql.ref(userId)}), ${sql.ref(userName)})`;
}

/** The full name behind a login a row recorded without the user's id (the login when unknown). */
export function loginFullName(userName: string): RawBuilder<string | null> {
  return sql<string | null>`coalesce((select lu.full_name from users as lu where lower(lu.user_name) = lower(${sql.ref(userName)})), ${sql.ref(userName)})`;
}

/**
 * Who return `r` waits on at its step, as `viewer` may be told: the assignees' full names, none
 * once it waits no more. A client user is told only of deciders of lines it sees: a client
 * assignee holding none of those lines' clients is not named (another client's approver).
 */
export function pendingUsersSeenBy(viewer: Pick<Principal, 'roles' | 'clients'>): RawBuilder<string | null> {
  const clients = clientScopeOf(viewer);
  const decidesViewersLines = clients
    ? sql` and (not exists (select 1 from user_roles as pur join roles as prl on prl.role_id = pur.role_id where pur.user_id = pa.user_id and prl.role_name = 'CLIENT') or exists (select 1 from user_clients as puc join return_items as pi on pi.client_code = puc.client_code where puc.user_id = pa.user_id and pi.return_id = r.return_id and pi.client_code in (${sql.join(clients)})))`
    : sql``;
  return sql<
    string | null
  >`(select string_agg(pu.full_name, ', ' order by pu.full_name) from return_assignments as pa join users as pu on pu.user_id = pa.user_id where pa.return_id = r.return_id and pa.step_code = r.step_code and r.status = 'W'${decidesViewersLines})`;
}
