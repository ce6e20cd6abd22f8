import { sql } from 'kysely';
import type { components } from '../../../../generated/api.d.ts';
import type { Database } from '../../db/database.ts';
import { freshCacheOf } from '../../db/freshCache.ts';
import type { Page } from '../../http/paging.ts';
import { listPage, totalOnce } from '../../lists/listPage.ts';
import type { Principal } from '../auth/index.ts';
import { endedPaths } from './endedLines.ts';
import { lineOfReturnColumns } from './processLines.ts';
import type { ProcessFilters } from './processView.ts';
import type { Period } from './stepMoves.ts';

type Variant = components['schemas']['ProcessVariant'];

/** The paths most taken; the rest of a period's lines are counted in its total. */
const VARIANTS_SHOWN = 50;
/** Variants are asked with the process view and may be a few seconds old (freshCache.ts). */
const VARIANTS_MS = 10_000;
/** The signed FPRE sent back by the warehouse: Chief Warehouse to Chief Delivery in a path. */
const FPRE_RETURNED = 'CW>CD';

/**
 * The variants of a period (issue 33, item 3): the distinct paths of the lines that ended in it,
 * most taken first, each with its share, the median and 90th percentile of the lines' time from
 * registration to the end, and its rework loops. One grouped read of line_paths by its end index.
 */
export function processVariants(db: Database, user: Principal, period: Period, filters: ProcessFilters) {
  return freshCacheOf<{ lines: number; data: Variant[] }>(db, 'processVariants', VARIANTS_MS).get(JSON.stringify([user.userId, period, filters]), () =>
    readVariants(db, user, period, filters),
  );
}

async function readVariants(db: Database, user: Principal, period: Period, filters: ProcessFilters) {
  const throughput = sql<number>`extract(epoch from (s.ended_at - s.started_at))`;
  const rows = await endedPaths(db, user, period, filters)
    .select([
      's.path',
      sql<number>`count(*)::int`.as('lines'),
      sql<number>`sum(count(*)) over ()::int`.as('total'),
      sql<number>`percentile_cont(0.5) within group (order by ${throughput})`.as('median'),
      sql<number>`percentile_cont(0.9) within group (order by ${throughput})`.as('p90'),
      sql<number>`sum(s.quantity_changes)::int`.as('quantity_changes'),
      sql<number>`sum(s.approval_changes)::int`.as('approval_changes'),
      sql<number>`sum(s.erp_retries)::int`.as('erp_retries'),
      sql<number>`sum((length(s.path) - length(replace(s.path, ${FPRE_RETURNED}, ''))) / ${FPRE_RETURNED.length})::int`.as('fpre_returned'),
      sql<number>`count(*) filter (where s.path like '%>REGROUPED')::int`.as('regrouped'),
    ])
    .groupBy('s.path')
    .orderBy(sql`count(*) desc`)
    .orderBy('s.path')
    .limit(VARIANTS_SHOWN)
    .execute();
  const lines = rows[0]?.total ?? 0;
  return {
    lines,
    data: rows.map((r) => ({
      path: r.path.split('>') as Variant['path'],
      lines: r.lines,
      share: lines ? r.lines / lines : 0,
      medianSeconds: Math.round(Number(r.median)),
      p90Seconds: Math.round(Number(r.p90)),
      rework: {
        quantityChanges: r.quantity_changes,
        approvalChanges: r.approval_changes,
        erpRetries: r.erp_retries,
        fpreReturned: r.fpre_returned,
        regrouped: r.regrouped,
      },
    })),
  };
}

/** The lines of one variant that ended in the period, latest ended first; of a deviation, only those whose return brings the client in (or not). */
export function variantLinesPage(
  db: Database,
  user: Principal,
  asked: { path: string; needsClient?: boolean | undefined },
  period: Period,
  filters: ProcessFilters,
  page: Page,
) {
  const { path, needsClient } = asked;
  const lines = endedPaths(db, user, period, filters)
    .where('s.path', '=', path)
    .$if(needsClient !== undefined, (q) => q.where('s.needs_client', '=', needsClient!));
  return listPage(
    lines,
    page,
    (q) =>
      q
        .leftJoin('return_items as ri', 'ri.return_detail_id', 's.return_detail_id')
        .leftJoin('returns as r', 'r.return_id', 's.return_id')
        .select([...lineOfReturnColumns, 's.started_at', 's.ended_at', 's.quantity_changes', 's.approval_changes', 's.erp_retries'])
        .orderBy(sql`s.ended_at desc`)
        .orderBy('s.return_detail_id'),
    { total: totalOnce(db, 'variantLines', user.userId, { ...asked, ...period, ...filters }) },
  );
}
