import { sql } from 'kysely';
import type { LifecycleEvent } from '../../../../../machines/returns/returnLifecycle.ts';
import type { Database } from '../../../db/database.ts';

/**
 * Each line's whole path and its rework (line_paths, migration 0029), kept beside its steps
 * (lineSteps.ts) by the same writer: a line's path starts at submission (or a draft's deletion)
 * as NEW and the step it went to, and grows by each step it moves to; it ends when the line ends.
 */

/**
 * Whether a line of return `r` brings the client to its route (machines/returns/route.ts
 * `needsClient`: a Non CRP line, or a material the principal must approve), as SQL: kept on each
 * line's path as it was at submission, for conformance and the what-if to route it by.
 */
const bringsClient = sql<boolean>`exists (
  select 1 from return_items x join materials m on m.material_code = x.material_code
  where x.return_id = r.return_id and (x.crprgp = 'N' or m.principal_approval))`;

/** Starts the paths of a draft's lines: registered (NEW) when the draft was, then `to`. */
export async function startPaths(trx: Database, returnId: number, lineIds: readonly number[], to: string, endedAt: Date | null): Promise<void> {
  await trx
    .insertInto('line_paths')
    .columns(['return_detail_id', 'return_id', 'plant_code', 'client_code', 'return_type', 'reason_code', 'path', 'started_at', 'ended_at', 'needs_client'])
    .expression((eb) =>
      eb
        .selectFrom('return_items as ri')
        .innerJoin('returns as r', 'r.return_id', 'ri.return_id')
        .select([
          'ri.return_detail_id',
          'r.return_id',
          'r.plant_code',
          'ri.client_code',
          'r.return_type',
          'r.reason_code',
          sql<string>`${`NEW>${to}`}`.as('path'),
          'r.created_at',
          sql<Date | null>`${endedAt}::timestamptz`.as('ended_at'),
          bringsClient.as('needs_client'),
        ])
        .where('r.return_id', '=', returnId)
        .where('ri.return_detail_id', 'in', lineIds),
    )
    .execute();
}

/** Adds `step` to the paths of `lineIds`; `endedAt` when the lines end there, null while they wait. */
export async function extendPaths(trx: Database, lineIds: readonly number[], step: string, endedAt: Date | null): Promise<void> {
  await trx
    .updateTable('line_paths')
    .set({ path: sql<string>`path || '>' || ${step}::text`, ended_at: endedAt })
    .where('return_detail_id', 'in', lineIds)
    .execute();
}

type Rework = 'quantity_changes' | 'approval_changes' | 'erp_retries';

/**
 * Counts a rework on the lines it concerns: a quantity change on its line; a reassigned decider
 * and a sales order sent to the ERP again on every line of the return not rejected.
 */
export async function countRework(trx: Database, returnId: number, rework: Rework, lineId?: number): Promise<void> {
  await trx
    .updateTable('line_paths')
    .set({ [rework]: sql<number>`${sql.ref(rework)} + 1` })
    .where('return_detail_id', 'in', (eb) =>
      eb
        .selectFrom('return_items')
        .select('return_detail_id')
        .where('return_id', '=', returnId)
        .$if(lineId !== undefined, (q) => q.where('return_detail_id', '=', lineId!))
        .where((w) => w.or([w('approval_status', 'is', null), w('approval_status', '<>', 'R')])),
    )
    .execute();
}

/** The rework a lifecycle event is: a quantity change, a sales order sent again; none for the others. */
export async function countReworkOf(trx: Database, returnId: number, event: LifecycleEvent): Promise<void> {
  if (event.type === 'line.changeQuantity') await countRework(trx, returnId, 'quantity_changes', Number(event.lineId));
  if (event.type === 'salesOrder.retry') await countRework(trx, returnId, 'erp_retries');
}
