import { sql } from 'kysely';
import type { components } from '../../../../generated/api.d.ts';
import type { Database } from '../../db/database.ts';
import { freshCacheOf } from '../../db/freshCache.ts';
import type { Principal } from '../auth/index.ts';
import { scopedReturns, stateIdOf } from '../returns/index.ts';
import { stateFilterConditions, type StateFilters } from './stateFilters.ts';
import { pastTarget, serviceLevelsOf } from './serviceLevels.ts';

/** Counts are asked on every visit of the chart and may be a few seconds old (freshCache.ts). */
const STATES_MS = 10_000;

/**
 * Where the user's returns are now in the lifecycle: per state, how many, since when the oldest
 * is in it and, for the states a return waits in (a draft, a step), the median time in it and how
 * many are past their step's service level. Each return's clock starts when it entered its state
 * (returns.state_entered_at, kept by the lifecycle's one writer). Two grouped reads of the state
 * index, within the user's plants and clients: the waiting returns with their ages, and the ended
 * ones (nine in ten) counted from the index alone, their time since the end being no wait.
 */
export function returnsByState(db: Database, user: Principal, filters: StateFilters) {
  return freshCacheOf<StateLoad[]>(db, 'lifecycleStates', STATES_MS).get(JSON.stringify([user.userId, filters]), () => readStates(db, user, filters));
}

/** A state's load as the contract declares it. */
type StateLoad = components['schemas']['LifecycleStateLoad'];

async function readStates(db: Database, user: Principal, filters: StateFilters): Promise<StateLoad[]> {
  const levels = await serviceLevelsOf(db);
  const inScope = () => scopedReturns(db, user).where((eb) => stateFilterConditions(eb, filters));
  const [waiting, ended] = await Promise.all([
    inScope()
      .where('r.status', 'in', ['D', 'W'])
      .select([
        'r.status',
        'r.step_code',
        sql<number>`count(*)::int`.as('returns'),
        sql<Date>`min(r.state_entered_at)`.as('oldest_entered_at'),
        sql<number>`percentile_cont(0.5) within group (order by extract(epoch from (now() - r.state_entered_at)))`.as('median_age_seconds'),
        sql<number>`count(*) filter (where ${pastTarget(levels)})::int`.as('overdue'),
      ])
      .groupBy(['r.status', 'r.step_code'])
      .execute(),
    inScope()
      .where('r.status', 'in', ['A', 'R'])
      .select([
        'r.status',
        'r.status_reject',
        'r.so_status',
        sql<string | null>`case when r.return_invoice_no is null then null else 'Y' end`.as('return_invoice_no'),
        sql<number>`count(*)::int`.as('returns'),
        sql<Date>`min(r.state_entered_at)`.as('oldest_entered_at'),
      ])
      .groupBy(['r.status', 'r.status_reject', 'r.so_status', sql`case when r.return_invoice_no is null then null else 'Y' end`])
      .execute(),
  ]);
  const loads = [
    ...waiting.map((r) => ({
      state: stateIdOf({ status: r.status, status_reject: false, step_code: r.step_code, so_status: null, return_invoice_no: null }),
      returns: r.returns,
      oldestEnteredAt: new Date(r.oldest_entered_at).toISOString(),
      medianAgeSeconds: Math.round(Number(r.median_age_seconds)),
      targetSeconds: r.status === 'W' && r.step_code !== null ? (levels[r.step_code] ?? null) : null,
      overdue: r.overdue,
    })),
    ...ended.map((r) => ({
      state: stateIdOf({ ...r, step_code: 'END' }),
      returns: r.returns,
      oldestEnteredAt: new Date(r.oldest_entered_at).toISOString(),
      medianAgeSeconds: null,
      targetSeconds: null,
      overdue: 0,
    })),
  ];
  return loads.sort((a, b) => a.state.localeCompare(b.state));
}
