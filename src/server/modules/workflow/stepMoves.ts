import { sql } from 'kysely';
import type { operations } from '../../../../generated/api.d.ts';
import type { Database } from '../../db/database.ts';
import { freshCacheOf } from '../../db/freshCache.ts';
import type { Principal } from '../auth/index.ts';
import { scopedReturns } from '../returns/index.ts';
import { stateFilterConditions, type StateFilters } from './stateFilters.ts';

export interface Period {
  from: string;
  to: string;
}

/**
 * The moves of the user's returns between steps in a period (the days `from` to `to` in Jakarta):
 * per move from one step to the next (a return registered moves from none; ended or rejected, to
 * END or none), how many, and the median and 90th percentile of the time the return had waited at
 * the step it left. Read from the whole-return event rows that change the step, each against the
 * return's move before it (or its registration).
 */
export function stepMoves(db: Database, user: Principal, period: Period, filters: StateFilters) {
  return freshCacheOf<Move[]>(db, 'lifecycleMoves', MOVES_MS).get(JSON.stringify([user.userId, period, filters]), () => readMoves(db, user, period, filters));
}

/** A move as the contract declares it. */
type Move = operations['getLifecycleMoves']['responses']['200']['content']['application/json']['data'][number];

/** Moves are asked on every visit of the chart and may be a few seconds old (freshCache.ts). */
const MOVES_MS = 10_000;

async function readMoves(db: Database, user: Principal, period: Period, filters: StateFilters): Promise<Move[]> {
  const start = sql`(${period.from}::date::timestamp at time zone 'Asia/Jakarta')`;
  const end = sql`((${period.to}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;
  // The returns that moved in the period, found from the period's rows by their index, then their scope.
  const returns = scopedReturns(db, user)
    .where((eb) => stateFilterConditions(eb, filters))
    .where('r.return_id', 'in', (eb) =>
      eb
        .selectFrom('return_events as pe')
        .select('pe.return_id')
        .where('pe.return_detail_id', 'is', null)
        .where(sql<boolean>`pe.created_at >= ${start} and pe.created_at < ${end}`),
    )
    .select(['r.return_id', 'r.created_at']);
  const { rows } = await sql<{ from_step: string | null; to_step: string | null; status: string | null; moves: number; median: number; p90: number }>`
    with picked as (${returns}),
    -- A step handed over writes its transition's row and a step.enter row in one transaction: one move.
    changes as (
      select distinct on (e.return_id, e.created_at, e.from_step, e.to_step) e.return_id, e.event_id, e.from_step, e.to_step, e.status, e.created_at
      from return_events e join picked p on p.return_id = e.return_id
      where e.return_detail_id is null and e.from_step is distinct from e.to_step
      order by e.return_id, e.created_at, e.from_step, e.to_step, e.event_id
    ),
    moves as (
      select c.from_step, c.to_step, c.status, c.created_at,
        c.created_at - coalesce(lag(c.created_at) over (partition by c.return_id order by c.created_at, c.event_id), p.created_at) as waited
      from changes c join picked p on p.return_id = c.return_id
    )
    select from_step, to_step, case when to_step is null then status end as status, count(*)::int as moves,
      percentile_cont(0.5) within group (order by extract(epoch from waited)) as median,
      percentile_cont(0.9) within group (order by extract(epoch from waited)) as p90
    from moves
    where created_at >= ${start} and created_at < ${end}
    group by from_step, to_step, case when to_step is null then status end
    order by count(*) desc, from_step nulls first, to_step
  `.execute(db);
  return rows.map((r) => ({
    fromStep: r.from_step,
    toStep: r.to_step ?? (r.status === 'R' ? 'REJECTED' : null),
    moves: r.moves,
    medianSeconds: Math.round(Number(r.median)),
    p90Seconds: Math.round(Number(r.p90)),
  }));
}
