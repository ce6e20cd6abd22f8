import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { actorFullName, loginFullName, scopedLines, scopedReturns, storedLinesColumn } from '../returns/index.ts';
import { headerRowColumns } from './headerColumns.ts';

/**
 * What the Report Return Header detail reads (spec 000 §3 "Header-detail view"): the list row's
 * columns and the rest of the header, the return's own events (who printed, Chief Warehouse's
 * decision, the sales order, the Reject's remark, the lead time) and the lines the user sees
 * with their decisions. Undefined outside the user's scope.
 */
export async function headerDetailOf(db: Database, user: Principal, returnId: number) {
  const header = await scopedReturns(db, user)
    .where('r.return_id', '=', returnId)
    .select([
      ...headerRowColumns(user),
      storedLinesColumn,
      'r.rtv_receiving_date',
      'r.remarks_rtv',
      'r.po',
      'r.customer_po_date',
      'r.remark',
      'r.reporter',
      'r.last_print_date',
      'r.fpre_uploaded_at',
      sql<string | null>`(select f.file_name from fpre_documents as f where f.return_id = r.return_id)`.as('fpre_file_name'),
      loginFullName('r.cd_user_name').as('cd_user_name'),
      'r.cd_remark',
    ])
    .executeTakeFirst();
  if (!header) return undefined;
  const [events, lines] = await Promise.all([
    db
      .selectFrom('return_events')
      .select([
        'event',
        actorFullName('return_events.user_id', 'return_events.user_name').as('user_name'),
        'remark',
        'created_at',
        'from_step',
        'to_step',
        'channel',
        'made_at',
      ])
      .where('return_id', '=', returnId)
      .where('return_detail_id', 'is', null)
      .orderBy('created_at')
      .orderBy('event_id')
      .execute(),
    scopedLines(db, user)
      .where('ri.return_id', '=', returnId)
      .select([
        'ri.return_detail_id',
        'ri.line',
        'ri.material_code',
        'ri.material_name',
        'ri.batch',
        'ri.qty',
        'ri.return_uom',
        'ri.client_code',
        'ri.approval_status',
      ])
      .orderBy('ri.line')
      .orderBy('ri.return_detail_id')
      .execute(),
  ]);
  const decisions = lines.length
    ? await db
        .selectFrom('return_decisions')
        .select([
          'return_detail_id',
          'step_code',
          'status',
          actorFullName<string>('return_decisions.user_id', 'return_decisions.user_name').as('user_name'),
          'decided_at',
          'remark',
        ])
        .where(
          'return_detail_id',
          'in',
          lines.map((l) => l.return_detail_id),
        )
        .orderBy('decided_at')
        .orderBy('decision_id')
        .execute()
    : [];
  return { header, events, lines, decisions };
}
