import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { keysetBatches, totalOnce, type OrderKey } from '../../lists/listPage.ts';
import { sortedPage, type Sorting } from '../../lists/sortedPage.ts';
import type { Page } from '../../http/paging.ts';
import type { Principal } from '../auth/index.ts';
import type { SortFieldOf } from '../../../shared/sortFields.ts';
import { returnNames } from '../returns/index.ts';
import { reportedLines, type ReportLineSearch } from './reportSearch.ts';

/**
 * The SQL of Report Details (spec 000 §2.5): the lines the item search finds, newest return
 * first and each return's lines in their order. The names beside codes are looked up for the
 * rows read only, by scalar subqueries (as the work lists do: a join would enter the planner's
 * search of join orders and be counted with the list).
 */

const customer = (column: string) => sql<string | null>`(select rc.${sql.ref(column)} from customers as rc where rc.customer_code = r.customer_code)`;
const customerName = returnNames.customer.$castTo<string | null>();
const plantName = returnNames.plant.$castTo<string | null>();
const reasonName = returnNames.reason;
const clientName = sql<string | null>`(select rl.client_name from clients as rl where rl.client_code = ri.client_code)`;
/** A With RTV line names its own invoice; other lines the return's. */
const invoiceRefNo = sql<string | null>`coalesce((select il.invoice_no from invoice_lines as il where il.invoice_line_id = ri.invoice_line_id), r.invoice_no)`;

/**
 * Newest registration first (the order of returns_created_idx, read backwards), and within a
 * return its lines in order: the line keys are negated so that every key runs descending.
 */
const newestFirst: readonly OrderKey[] = [
  ['r.created_at', 'timestamptz'],
  ['r.return_id', 'int'],
  [sql`(-ri.line)`, 'int'],
  [sql`(-ri.return_detail_id)`, 'int'],
];

/** What the screen may sort by: a row field and the column or expression it shows. */
const sortable = {
  returnd_id: 'ri.return_detail_id',
  ret_number: 'r.ret_number',
  rtv_no: 'r.rtv_no',
  plant_code: 'r.plant_code',
  plant_name: plantName,
  customer_code: 'r.customer_code',
  customer_name: customerName,
  invoice_ref_no: invoiceRefNo,
  line: 'ri.line',
  soNo: 'r.so_number',
  invoiceReturnNo: 'r.return_invoice_no',
  reason_name: reasonName,
  created_date: 'r.created_at',
  client_code: 'ri.client_code',
  client_name: clientName,
  material_code: 'ri.material_code',
  material_name: 'ri.material_name',
  base_return_qty: 'ri.base_qty',
  return_qty: 'ri.qty',
  return_uom: 'ri.return_uom',
  base_uom: 'ri.uom',
  exp_date: 'ri.expired_date',
  step_code: 'r.step_code',
} as const satisfies Record<SortFieldOf<'listReportItems'>, unknown>;

type Lines = ReturnType<typeof reportedLines>;

const material = (column: string) => sql<string | null>`(select rm.${sql.ref(column)} from materials as rm where rm.material_code = ri.material_code)`;

/** Where a row's customer and material fields come from: a lookup each, or the lateral joins cu and ma. */
interface Lookups {
  customer: (column: 'sales_office' | 'customer_name' | 'customer_group3') => RawBuilder<string | null>;
  material: (column: 'ph3' | 'type_prod') => RawBuilder<string | null>;
}

/** The columns of a row of Report Details and of its Excel. */
const rowColumns = ({ customer: cu, material: ma }: Lookups) =>
  [
    'ri.return_detail_id',
    'r.return_id',
    'r.ret_number',
    'r.return_type',
    'r.rtv_no',
    cu('sales_office').as('sales_office'),
    'r.plant_code',
    plantName.as('plant_name'),
    'r.customer_code',
    cu('customer_name').as('customer_name'),
    cu('customer_group3').as('customer_group3'),
    invoiceRefNo.as('invoice_ref_no'),
    'ri.line',
    'r.so_number',
    'r.return_invoice_no',
    reasonName.as('reason_name'),
    'r.created_at',
    'r.status',
    'r.status_reject',
    'r.step_code',
    'ri.client_code',
    clientName.as('client_name'),
    'ri.material_code',
    'ri.material_name',
    ma('ph3').as('ph3'),
    'ri.qty',
    'ri.base_qty',
    'ri.return_uom',
    'ri.uom',
    'ri.net_price',
    'ri.expired_date',
    ma('type_prod').as('type_prod'),
  ] as const;

/**
 * A page's rows: each customer and material field by a lookup of its own, which the planner plans
 * in microseconds (the lateral joins took twice as long to plan as the page took to read).
 */
const selectRow = (lines: Lines) => lines.select(rowColumns({ customer, material }));

/**
 * The Excel's rows: the customer's three fields and the material's two read once per line by a
 * lateral join rather than once per column: a batch of 2,000 lines at a million returns took
 * 39 ms so and 30 ms this way.
 */
const selectBatchRow = (lines: Lines) =>
  lines
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('customers as cu')
          .select(['cu.sales_office', 'cu.customer_name', 'cu.customer_group3'])
          .whereRef('cu.customer_code', '=', 'r.customer_code')
          .as('cu'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) => eb.selectFrom('materials as ma').select(['ma.ph3', 'ma.type_prod']).whereRef('ma.material_code', '=', 'ri.material_code').as('ma'),
      (join) => join.onTrue(),
    )
    .select(
      rowColumns({
        customer: (column) => sql<string | null>`${sql.ref(`cu.${column}`)}`,
        material: (column) => sql<string | null>`${sql.ref(`ma.${column}`)}`,
      }),
    );

export type ReportLineRow = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

/** A page of Report Details: newest first by keyset (from `after`), or sorted by a row field by page number. */
export function reportLinesPage(db: Database, user: Principal, q: ReportLineSearch & Sorting<SortFieldOf<'listReportItems'>> & { after?: string }, page: Page) {
  return sortedPage(reportedLines(db, user, q), page, selectRow, sortable, q, {
    keyset: newestFirst,
    descending: true,
    after: q.after,
    total: totalOnce(db, 'reportLines', user.userId, q),
  });
}

/** Every line the search finds, in the list's order, a batch at a time (the Excel export). */
export function reportLineBatches(db: Database, user: Principal, q: ReportLineSearch) {
  return keysetBatches(db, reportedLines(db, user, q), selectBatchRow, { keyset: newestFirst, descending: true, batch: 5000 });
}
