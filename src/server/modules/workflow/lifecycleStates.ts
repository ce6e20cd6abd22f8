import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { scopedReturns, stateIdOf } from '../returns/index.ts';
import { stateFilterConditions, type StateFilters } from './stateFilters.ts';
import { pastTarget, serviceLevelsOf } from './serviceLevels.ts';

/**
 * Where the user's returns are now in the lifecycle: per state, how many, since when the oldest
 * waits and the median time in it. Each return's clock starts when it entered its state
 * (returns.state_entered_at, kept by the lifecycle's one writer); one grouped read by the
 * state index, within the user's plants and clients.
 */
export async function returnsByState(db: Database, user: Principal, filters: StateFilters) {
  const levels = await serviceLevelsOf(db);
  const rows = await scopedReturns(db, user)
    .where((eb) => stateFilterConditions(eb, filters))
    .select([
      'r.status',
      'r.status_reject',
      'r.step_code',
      'r.so_status',
      sql<string | null>`case when r.return_invoice_no is null then null else 'Y' end`.as('return_invoice_no'),
      sql<number>`count(*)::int`.as('returns'),
      sql<Date>`min(r.state_entered_at)`.as('oldest_entered_at'),
      sql<number>`percentile_cont(0.5) within group (order by extract(epoch from (now() - r.state_entered_at)))`.as('median_age_seconds'),
      sql<number>`count(*) filter (where ${pastTarget(levels)})::int`.as('overdue'),
    ])
    .groupBy(['r.status', 'r.status_reject', 'r.step_code', 'r.so_status', sql`case when r.return_invoice_no is null then null else 'Y' end`])
    .execute();
  return rows
    .map((r) => ({
      state: stateIdOf(r),
      returns: r.returns,
      oldestEnteredAt: new Date(r.oldest_entered_at).toISOString(),
      medianAgeSeconds: Math.round(Number(r.median_age_seconds)),
      targetSeconds: r.status === 'W' && r.step_code !== null ? (levels[r.step_code] ?? null) : null,
      overdue: r.overdue,
    }))
    .sort((a, b) => a.state.localeCompare(b.state));
}
