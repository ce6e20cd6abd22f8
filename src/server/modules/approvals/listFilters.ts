import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../../../generated/database.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import type { Principal } from '../auth/index.ts';
import { actsOnAnyStep } from '../returns/index.ts';
import { returnTypeGroups } from '../../../shared/returnStatus.ts';

/** The Type Return filter: With RTV (MTKA) or Without RTV (NON MTKA), each with its non-reference kind. */

export interface HeaderFilter {
  retNumber?: string;
  invoiceNo?: string;
  typeReturn?: keyof typeof returnTypeGroups;
  customerCode?: string;
  customerName?: string;
}

type Returns = ExpressionBuilder<DB & { r: DB['returns'] }, 'r'>;

/** The return-header filters of the approval lists (spec 002 §2): numbers without spaces, names by part. */
export function headerFilters(eb: Returns, q: HeaderFilter): Expression<SqlBool> {
  const retNumber = noSpaces(q.retNumber);
  const invoiceNo = noSpaces(q.invoiceNo);
  const customerCode = q.customerCode?.trim();
  const customerName = q.customerName?.trim();
  return eb.and([
    ...(retNumber ? [eb('r.ret_number', '=', retNumber)] : []),
    ...(invoiceNo ? [eb('r.invoice_no', '=', invoiceNo)] : []),
    ...(q.typeReturn ? [eb('r.return_type', 'in', returnTypeGroups[q.typeReturn])] : []),
    ...(customerCode ? [eb('r.customer_code', '=', customerCode)] : []),
    // A condition on the customer, not a join: the lists join nothing they do not need (listHeader.ts).
    ...(customerName
      ? [
          eb.exists(
            eb
              .selectFrom('customers as fc')
              .select('fc.customer_code')
              .whereRef('fc.customer_code', '=', 'r.customer_code')
              .where(sql`lower(fc.customer_name)`, 'like', containing(customerName)),
          ),
        ]
      : []),
  ]);
}

/**
 * Returns assigned to the user at the step they wait at; a user who acts on any step
 * (approvals.anyStep) sees every one. Asked of each return as a lookup (at most one row, by the
 * key), not as EXISTS: PostgreSQL would turn EXISTS into a join, estimate it from the two tables
 * as if unrelated (a user's assignments at a step are in fact the returns waiting there), expect a
 * handful of rows and sort them all, a second for a list of thousands. As a lookup it walks the
 * waiting returns in the list's order and stops at the page.
 */
export function assignedHere(_eb: ExpressionBuilder<DB & { r: DB['returns'] }, 'r'>, user: Principal): Expression<SqlBool> {
  if (actsOnAnyStep(user)) return sql<SqlBool>`true`;
  return sql<SqlBool>`(select true from return_assignments as a where a.return_id = r.return_id and a.step_code = r.step_code and a.user_id = ${user.userId}) is true`;
}
