import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../../../../../generated/database.ts';

/**
 * The columns of `returns` that keep a return's place in its lifecycle. Only this module writes
 * them (eslint.config.js refuses `updateTable('returns')` setting one elsewhere; the rule's list
 * is checked against this one in tests/unit/lifecycleOwnerRule.test.ts).
 */
export const workflowColumns = [
  'status',
  'status_reject',
  'step_code',
  'route',
  'version',
  'approved_by_anyone',
  'print_status',
  'fpre_status',
  'fpre_uploaded',
  'fpre_uploaded_at',
  'fareye_status',
  'so_status',
  'return_invoice_no',
] as const;
export type WorkflowColumn = (typeof workflowColumns)[number];

/**
 * Columns a step writes with its transition (print dates, remarks, the sales order number). The
 * return invoice number is the ERP's answer whose arrival is the `invoiced` state: apply takes it
 * only with invoice.found.
 */
export type StepColumns = Omit<Updateable<DB['returns']>, WorkflowColumn | 'return_id'> & { return_invoice_no?: string };

/** A return's header as its creation screens save it; the route is the routing policy's answer at submission. */
export type ReturnHeader = Omit<Insertable<DB['returns']>, Exclude<WorkflowColumn, 'route'> | 'return_id'>;

/** What the rebuild of a snapshot reads from the return row besides its id and number (rowMapping.ts StoredState). */
export const snapshotColumns = [
  'r.status',
  'r.status_reject',
  'r.step_code',
  'r.route',
  'r.approved_by_anyone',
  'r.print_status',
  'r.fpre_status',
  'r.fpre_uploaded',
  'r.fareye_status',
  'r.so_status',
  'r.return_invoice_no',
] as const;

/** What a transition reads from the return row, locked. */
export const lifecycleColumns = [
  'r.return_id',
  'r.ret_number',
  'r.version',
  ...snapshotColumns,
  'r.first_print_date',
  'r.fareye_last_error',
  'r.customer_code',
  'r.plant_code',
] as const;

/**
 * A line still in its return, as SQL on the line's row (`line` is its table or alias): not dropped
 * out (approval status R). The lifecycle's `active` (rowMapping.ts), for the queries that pick a
 * return's lines. Written so, not as `approval_status is null`, the planner estimates it right.
 */
export const stillInReturn = (line: string) => sql<boolean>`${sql.ref(`${line}.approval_status`)} is distinct from 'R'`;

/**
 * A line that waits for a decision, as SQL on the line `line` of return `r`: still in its return
 * and undecided at the step the return is at. The work lists and the dashboard's Need Approval.
 */
export const waitsForDecision = (line: string) =>
  sql<boolean>`${stillInReturn(line)} and not exists (select 1 from return_decisions as wd where wd.return_detail_id = ${sql.ref(`${line}.return_detail_id`)} and wd.step_code = r.step_code)`;
