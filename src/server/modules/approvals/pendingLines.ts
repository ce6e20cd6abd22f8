import { sql } from 'kysely';
import type { LineDecisionStep } from '../../../../machines/returns/returnLifecycle.ts';
import type { Database } from '../../db/database.ts';
import { containing } from '../../db/textSearch.ts';
import { listPage, totalOnce, type OrderKey } from '../../lists/listPage.ts';
import type { Page } from '../../http/paging.ts';
import { headerColumns } from './listHeader.ts';
import type { Principal } from '../auth/index.ts';
import { scopedLines, waitsForDecision } from '../returns/index.ts';
import { assignedHere, headerFilters, type HeaderFilter } from './listFilters.ts';

export interface LineFilter extends HeaderFilter {
  clientCode?: string;
  clientName?: string;
}

/**
 * Lines the user may decide at one of `steps`: lines in scope (plants, and a client user's
 * clients) still in their return and undecided at the step their return waits at, assigned to the
 * user there, filtered by the list's filters. Only what can remove a row is joined here, so the
 * list's count reads no more than it must.
 */
function pendingLinesAt(db: Database, user: Principal, steps: readonly LineDecisionStep[], q: LineFilter, followsEveryAssignment: boolean) {
  const clientCode = q.clientCode?.trim();
  const clientName = q.clientName?.trim();
  return scopedLines(db, user)
    .where('r.status', '=', 'W')
    .where('r.step_code', 'in', steps)
    .where(waitsForDecision('ri'))
    .$if(!followsEveryAssignment, (qb) => qb.where((eb) => assignedHere(eb, user)))
    .where((eb) => headerFilters(eb, q))
    .$if(Boolean(clientCode), (qb) => qb.where('ri.client_code', '=', clientCode!))
    .$if(Boolean(clientName), (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('clients as fcl')
            .select('fcl.client_code')
            .whereRef('fcl.client_code', '=', 'ri.client_code')
            .where(sql`lower(fcl.client_name)`, 'like', containing(clientName!)),
        ),
      ),
    );
}

/** The approval lists' order: oldest submitted return first, its lines in order. */
const pendingLinesOrder: readonly OrderKey[] = [
  ['r.submitted_at', 'timestamptz'],
  ['r.return_id', 'int'],
  ['ri.line', 'int'],
  ['ri.return_detail_id', 'int'],
];

/** A page of an approval list: each line with its return's header; keyset paging from `after`. */
export function pendingLinesPage(
  db: Database,
  user: Principal,
  steps: readonly LineDecisionStep[],
  q: LineFilter & { after?: string },
  page: Page,
  followsEveryAssignment = false,
) {
  return listPage(
    pendingLinesAt(db, user, steps, q, followsEveryAssignment),
    page,
    (lines) =>
      lines.select([
        ...headerColumns,
        'ri.return_detail_id',
        'r.step_code',
        'ri.client_code',
        sql<string>`(select hcl.client_name from clients as hcl where hcl.client_code = ri.client_code)`.as('client_name'),
        'ri.line',
        'ri.material_code',
        'ri.material_name',
        'ri.rayon_type',
        'ri.batch',
        'ri.expired_date',
        'ri.qty',
        'ri.uom',
        'ri.return_uom',
        'ri.net_price',
        'ri.nra',
        'ri.crprgp',
        'r.route',
        sql<boolean>`coalesce((select hm.principal_approval from materials as hm where hm.material_code = ri.material_code), false)`.as('principal_approval'),
        'ri.attachment_id',
        'ri.remark',
      ]),
    { keyset: pendingLinesOrder, after: q.after, total: totalOnce(db, 'pendingLines', user.userId, { ...q, steps, followsEveryAssignment }) },
  );
}

/** Every line of a return with its client, to check that the lines decided are its own and the user's. */
export function linesOfReturn(db: Database, returnId: number) {
  return db.selectFrom('return_items').select(['return_detail_id', 'client_code']).where('return_id', '=', returnId).execute();
}

/** The return of each line the user may act on (scopedLines): line id → return id; a line outside the scope is missing. */
export async function returnsOfLines(db: Database, user: Principal, lineIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await scopedLines(db, user).select(['ri.return_detail_id', 'ri.return_id']).where('ri.return_detail_id', 'in', lineIds).execute();
  return new Map(rows.map((r) => [r.return_detail_id, r.return_id]));
}
