import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { availableBaseOf } from './availableQuantity.ts';
import { altUomsOf } from './invoiceLineFacts.ts';
import { returnNames } from './returnNames.ts';
import { scopedLines, scopedReturns } from './returnScope.ts';
import { storedLinesColumn } from './lifecycle/index.ts';

/**
 * The SQL of a return's document: its header (with the lines its snapshot is rebuilt from), its
 * lines and the steps it passed, all within the user's scope. Names beside codes are looked up
 * by scalar subqueries, not joins: planning the joins was most of the database's time for a
 * document (as for the lists, approvals/listHeader.ts).
 */

export function documentHeader(db: Database, user: Principal, returnId: number) {
  return scopedReturns(db, user)
    .where('r.return_id', '=', returnId)
    .selectAll('r')
    .select([
      returnNames.customer.as('customer_name'),
      returnNames.plant.as('plant_name'),
      returnNames.creatorUserName.as('created_user_name'),
      returnNames.creatorFullName.as('created_by_name'),
      returnNames.reason.as('reason_name'),
      storedLinesColumn,
      stepEventsColumn,
    ])
    .executeTakeFirst();
}

/**
 * The lines the user may see (a client user only their own clients', as in the lists), each with
 * what its invoice line still holds for this return (its own lines left out, as a save replaces them).
 */
export function documentLines(db: Database, user: Principal, returnId: number) {
  return scopedLines(db, user)
    .selectAll('ri')
    .select([
      sql<string>`(select cl.client_name from clients as cl where cl.client_code = ri.client_code)`.as('client_name'),
      sql<string | null>`(select il.invoice_no from invoice_lines as il where il.invoice_line_id = ri.invoice_line_id)`.as('invoice_no'),
      sql<boolean>`coalesce((select m.principal_approval from materials as m where m.material_code = ri.material_code), false)`.as('principal_approval'),
      altUomsOf(sql.ref('ri.material_code')).as('alt_uoms'),
      sql<
        number | null
      >`(select ${availableBaseOf('il', { returnOf: sql.ref('ri.return_id') })} from invoice_lines as il where il.invoice_line_id = ri.invoice_line_id) * ri.qty / ri.base_qty`.as(
        'available_qty',
      ),
    ])
    .where('ri.return_id', '=', returnId)
    .orderBy('ri.line')
    .orderBy('ri.return_detail_id')
    .execute();
}

/** A return's step event as stepEventsOf and stepEventsColumn read it. */
export interface StepEventRow {
  created_at: Date | string;
  from_step: string | null;
  to_step: string | null;
}

/** When the return entered and left each step (its lead times). */
export function stepEventsOf(db: Database, returnId: number): Promise<StepEventRow[]> {
  return db.selectFrom('return_events').select(['created_at', 'from_step', 'to_step']).where('return_id', '=', returnId).execute();
}

/** The same events of return `r` as one JSON value, for the document's header query to select (its time as ISO text). */
const stepEventsColumn = sql<
  StepEventRow[]
>`(select coalesce(json_agg(json_build_object('created_at', se.created_at, 'from_step', se.from_step, 'to_step', se.to_step)), '[]'::json) from return_events as se where se.return_id = r.return_id)`.as(
  'step_events',
);
