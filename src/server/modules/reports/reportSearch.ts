import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../../../generated/database.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import { badRequest } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { scopedLines, scopedReturns } from '../returns/index.ts';
import { returnTypeGroups } from '../../../shared/returnStatus.ts';

/** The report search of spec 000 §7, as the Report Header, its Excel and the dashboard send it. */
export interface ReportSearch {
  startDate?: string;
  endDate?: string;
  retNumber?: string;
  invoiceNo?: string;
  customerName?: string;
  customerCode?: string;
  reasonCode?: string;
  clientCode?: string;
  stepCode?: string;
  plantCode?: string;
  status?: 'D' | 'W' | 'A' | 'R';
  soStatus?: 'SUCCESS' | 'FAILED';
  typeReturn?: 'MTKA' | 'NON MTKA';
}

/** The item search adds the material and its own name for the step (spec 000 §7). */
export interface ReportLineSearch extends ReportSearch {
  materialName?: string;
  materialCode?: string;
  step?: string;
}

/** The Type Return filter: With RTV (MTKA) or Without RTV (NON MTKA), each with its non-reference kind. */

/** Where the business runs: a registration date is a day in Jakarta. */
const TIME_ZONE = 'Asia/Jakarta';

const listOf = (codes: string | undefined) => [
  ...new Set(
    (codes ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  ),
];

/**
 * Client codes as typed or sent zero-padded (spec 000 §7: the screen sends both forms), each
 * widened to both forms, so '800071' and '0000800071' find the same client however it is stored.
 */
export function clientCodesOf(codes: string | undefined): string[] {
  return [...new Set(listOf(codes).flatMap((c) => (/^\d+$/.test(c) ? [c.replace(/^0+(?=\d)/, ''), c.padStart(10, '0')] : [c])))];
}

/**
 * The search's checks of spec 000 §5 that the server keeps too: a plant is always chosen, and a
 * user whose profile holds several clients (and who has the Clients filter) chooses at least one.
 */
export function checkReportSearch(user: Principal, q: ReportSearch, clientsFilter: 'reports.filterClients' | 'reports.detailFilterClients'): void {
  if (!listOf(q.plantCode).length) throw badRequest('Please select plant', 'plantCode');
  if (user.permissions.has(clientsFilter) && user.clients.length > 1 && !listOf(q.clientCode).length) {
    throw badRequest('Please select Client', 'clientCode');
  }
  if (q.startDate && q.endDate && q.startDate > q.endDate) throw badRequest('The registration end date is before its start date.', 'endDate');
}

type Returns = ExpressionBuilder<DB & { r: DB['returns'] }, 'r'>;

/** The day `date` starts in Jakarta, as an instant (comparable with an indexed timestamptz). */
const startOfDay = (date: string, days = 0) => sql<Date>`((${date}::date + ${days}::int)::timestamp at time zone ${TIME_ZONE})`;

/** A status as the lists show it (spec 000 §4): A with every line rejected reads Rejected, not Completed. */
function statusShown(eb: Returns, status: NonNullable<ReportSearch['status']>): Expression<SqlBool> {
  if (status === 'A') return eb.and([eb('r.status', '=', 'A'), eb('r.status_reject', '=', false)]);
  if (status === 'R') return eb.or([eb('r.status', '=', 'R'), eb.and([eb('r.status', '=', 'A'), eb('r.status_reject', '=', true)])]);
  return eb('r.status', '=', status);
}

/** The header filters of the report search, on returns `r`; names by part, numbers and codes exactly. */
function headerConditions(eb: Returns, q: ReportSearch): Expression<SqlBool> {
  const retNumber = noSpaces(q.retNumber);
  const invoiceNo = noSpaces(q.invoiceNo);
  const customerCode = q.customerCode?.trim();
  const customerName = q.customerName?.trim();
  const reasonCode = q.reasonCode?.trim();
  return eb.and([
    eb('r.plant_code', 'in', listOf(q.plantCode)),
    ...(q.startDate ? [eb('r.created_at', '>=', startOfDay(q.startDate))] : []),
    ...(q.endDate ? [eb('r.created_at', '<', startOfDay(q.endDate, 1))] : []),
    ...(retNumber ? [eb('r.ret_number', '=', retNumber.toUpperCase())] : []),
    ...(invoiceNo ? [eb('r.invoice_no', '=', invoiceNo)] : []),
    ...(customerCode ? [eb('r.customer_code', '=', customerCode)] : []),
    ...(reasonCode ? [eb('r.reason_code', '=', reasonCode)] : []),
    ...(q.stepCode ? [eb('r.step_code', '=', q.stepCode)] : []),
    ...(q.status ? [statusShown(eb, q.status)] : []),
    ...(q.soStatus ? [eb('r.so_status', '=', q.soStatus)] : []),
    ...(q.typeReturn ? [eb('r.return_type', 'in', returnTypeGroups[q.typeReturn])] : []),
    // Conditions, not joins: a list joins only what adds its columns, after the count (listPage).
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

/** Returns the report search finds for the user: their scope (plants, a client user's clients), then the filters. */
export function reportedReturns(db: Database, user: Principal, q: ReportSearch) {
  const clients = clientCodesOf(q.clientCode);
  return scopedReturns(db, user)
    .where((eb) => headerConditions(eb, q))
    .$if(clients.length > 0, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb.selectFrom('return_items as fi').select('fi.return_detail_id').whereRef('fi.return_id', '=', 'r.return_id').where('fi.client_code', 'in', clients),
        ),
      ),
    );
}

type Lines = ExpressionBuilder<DB & { r: DB['returns']; ri: DB['return_items'] }, 'r' | 'ri'>;

function lineConditions(eb: Lines, q: ReportLineSearch, clients: string[]): Expression<SqlBool> {
  const materialCode = q.materialCode?.trim();
  const materialName = q.materialName?.trim();
  return eb.and([
    ...(clients.length ? [eb('ri.client_code', 'in', clients)] : []),
    ...(materialCode ? [eb('ri.material_code', '=', materialCode)] : []),
    ...(materialName ? [eb(sql`lower(ri.material_name)`, 'like', containing(materialName))] : []),
    ...(q.step ? [eb('r.step_code', '=', q.step)] : []),
  ]);
}

/** Lines the item search finds for the user: their scope (a client user sees only their clients' lines), then the filters. */
export function reportedLines(db: Database, user: Principal, q: ReportLineSearch) {
  const clients = clientCodesOf(q.clientCode);
  return scopedLines(db, user)
    .where((eb) => headerConditions(eb, q))
    .where((eb) => lineConditions(eb, q, clients));
}
