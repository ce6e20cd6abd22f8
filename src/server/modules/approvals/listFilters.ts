import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB, ReturnsTable } from '../../db/schema.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import type { Principal } from '../auth/index.ts';
import { actsOnAnyStep } from './deciderAccess.ts';

/** The Type Return filter: With RTV (MTKA) or Without RTV (NON MTKA), each with its non-reference kind. */
const typesOf = { MTKA: ['MTKA', 'NONREFMTKA'], 'NON MTKA': ['NONMTKA', 'NOREFNONMTKA'] } as const;

export interface HeaderFilter {
  retNumber?: string;
  invoiceNo?: string;
  typeReturn?: keyof typeof typesOf;
  customerCode?: string;
  customerName?: string;
}

type Returns = ExpressionBuilder<DB & { r: ReturnsTable }, 'r'>;

/** The return-header filters of the approval lists (spec 002 §2): numbers without spaces, names by part. */
export function headerFilters(eb: Returns, q: HeaderFilter): Expression<SqlBool> {
  const retNumber = noSpaces(q.retNumber);
  const invoiceNo = noSpaces(q.invoiceNo);
  const customerCode = q.customerCode?.trim();
  const customerName = q.customerName?.trim();
  return eb.and([
    ...(retNumber ? [eb('r.ret_number', '=', retNumber)] : []),
    ...(invoiceNo ? [eb('r.invoice_no', '=', invoiceNo)] : []),
    ...(q.typeReturn ? [eb('r.return_type', 'in', typesOf[q.typeReturn])] : []),
    ...(customerCode ? [eb('r.customer_code', '=', customerCode)] : []),
    // A condition on the customer, not a join: the lists join nothing they do not need (listHeader.ts).
    ...(customerName ? [eb.exists(eb.selectFrom('customers as fc').select('fc.customer_code').whereRef('fc.customer_code', '=', 'r.customer_code').where(sql`lower(fc.customer_name)`, 'like', containing(customerName)))] : []),
  ]);
}

/** Returns assigned to the user at the step they wait at; a user who acts on any step (approvals.anyStep) sees every one. */
export function assignedHere(eb: ExpressionBuilder<DB & { r: ReturnsTable }, 'r'>, user: Principal): Expression<SqlBool> {
  if (actsOnAnyStep(user)) return sql<SqlBool>`true`;
  return eb.exists(eb.selectFrom('return_assignments as a').select('a.user_id').whereRef('a.return_id', '=', 'r.return_id').whereRef('a.step_code', '=', 'r.step_code').where('a.user_id', '=', user.userId));
}
