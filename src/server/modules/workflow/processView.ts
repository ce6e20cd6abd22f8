import { sql, type RawBuilder } from 'kysely';
import type { components } from '../../../../generated/api.d.ts';
import type { Database } from '../../db/database.ts';
import { freshCacheOf } from '../../db/freshCache.ts';
import type { Principal } from '../auth/index.ts';
import { clientScopeOf, plantScopeOf, scopedLines } from '../returns/index.ts';
import { serviceLevelsOf, targetOf } from './serviceLevels.ts';
import type { Period } from './stepMoves.ts';

/** The process view's filters: plant, return type, reason, and the line's client. */
export interface ProcessFilters {
  plantCode?: string | undefined;
  returnType?: string | undefined;
  reasonCode?: string | undefined;
  clientCode?: string | undefined;
}

type StepLoad = components['schemas']['ProcessStepLoad'];
type Move = components['schemas']['ProcessMove'];

/** The view is asked on every visit and may be a few seconds old (freshCache.ts). */
const VIEW_MS = 10_000;

/**
 * The lines' rows `s` (line_steps or line_paths, which carry the same plant, client, type and
 * reason) the user may see, in their plants and, for a client user, of their clients, under the
 * filters, as SQL.
 */
export function lineScope(user: Principal, filters: ProcessFilters): RawBuilder<boolean> {
  const clients = clientScopeOf(user);
  const conditions = [
    sql`s.plant_code in (${sql.join(plantScopeOf(user))})`,
    ...(clients ? [sql`s.client_code in (${sql.join(clients)})`] : []),
    ...(filters.plantCode ? [sql`s.plant_code = ${filters.plantCode}`] : []),
    ...(filters.returnType ? [sql`s.return_type = ${filters.returnType}`] : []),
    ...(filters.reasonCode ? [sql`s.reason_code = ${filters.reasonCode}`] : []),
    ...(filters.clientCode ? [sql`s.client_code = ${filters.clientCode}`] : []),
  ];
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** The lines' steps `s` the user may see under the filters. */
export const scopedLineSteps = (db: Database, user: Principal, filters: ProcessFilters) => db.selectFrom('line_steps as s').where(lineScope(user, filters));

/** The drafts' lines the user may see under the filters: what waits at NEW (a draft's lines have no steps yet). */
export function draftLines(db: Database, user: Principal, filters: ProcessFilters) {
  return scopedLines(db, user)
    .where('r.status', '=', 'D')
    .$if(Boolean(filters.plantCode), (qb) => qb.where('r.plant_code', '=', filters.plantCode!))
    .$if(Boolean(filters.returnType), (qb) => qb.where('r.return_type', '=', filters.returnType as 'MTKA'))
    .$if(Boolean(filters.reasonCode), (qb) => qb.where('r.reason_code', '=', filters.reasonCode!))
    .$if(Boolean(filters.clientCode), (qb) => qb.where('ri.client_code', '=', filters.clientCode!));
}

/** The period's bounds in Jakarta, as SQL. */
export const periodBounds = (period: Period) => ({
  start: sql`(${period.from}::date::timestamp at time zone 'Asia/Jakarta')`,
  end: sql`((${period.to}::date + 1)::timestamp at time zone 'Asia/Jakarta')`,
});

/**
 * The process view (issue 33): per step the lines waiting there now, with the oldest and median
 * age and how many are past the step's service level, and the moves lines made between steps in
 * the period with the median and 90th percentile of the time they had waited at the step left.
 * Read from the lines' open steps (an index of the waiting ones) and the period's closed ones.
 */
export function processView(db: Database, user: Principal, period: Period, filters: ProcessFilters) {
  return freshCacheOf<{ steps: StepLoad[]; moves: Move[] }>(db, 'processView', VIEW_MS).get(JSON.stringify([user.userId, period, filters]), () =>
    readView(db, user, period, filters),
  );
}

async function readView(db: Database, user: Principal, period: Period, filters: ProcessFilters) {
  const levels = await serviceLevelsOf(db);
  const age = sql<number>`extract(epoch from (now() - s.entered_at))`;
  const target = targetOf(levels, 's.step');
  const { start, end } = periodBounds(period);
  const waited = sql<number>`extract(epoch from (s.left_at - s.entered_at))`;
  const [waiting, drafts, moves] = await Promise.all([
    scopedLineSteps(db, user, filters)
      .where('s.left_at', 'is', null)
      .select([
        's.step',
        sql<number>`count(*)::int`.as('lines'),
        sql<Date>`min(s.entered_at)`.as('oldest'),
        sql<number>`percentile_cont(0.5) within group (order by ${age})`.as('median'),
        sql<number>`count(*) filter (where ${age} > ${target})::int`.as('overdue'),
      ])
      .groupBy('s.step')
      .execute(),
    draftLines(db, user, filters)
      .select([
        sql<number>`count(*)::int`.as('lines'),
        sql<Date | null>`min(r.created_at)`.as('oldest'),
        sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from (now() - r.created_at)))`.as('median'),
      ])
      .executeTakeFirstOrThrow(),
    scopedLineSteps(db, user, filters)
      .where(sql<boolean>`s.left_at >= ${start} and s.left_at < ${end}`)
      .where('s.next_step', 'is not', null)
      .select([
        's.step',
        's.next_step',
        sql<number>`count(*)::int`.as('lines'),
        sql<number>`percentile_cont(0.5) within group (order by ${waited})`.as('median'),
        sql<number>`percentile_cont(0.9) within group (order by ${waited})`.as('p90'),
      ])
      .groupBy(['s.step', 's.next_step'])
      .orderBy(sql`count(*) desc`)
      .execute(),
  ]);
  const steps: StepLoad[] = waiting.map((w) => ({
    step: w.step as StepLoad['step'],
    waitingLines: w.lines,
    oldestEnteredAt: new Date(w.oldest).toISOString(),
    medianAgeSeconds: Math.round(Number(w.median)),
    targetSeconds: levels[w.step] ?? null,
    overdueLines: w.overdue,
  }));
  if (drafts.lines > 0)
    steps.unshift({
      step: 'NEW',
      waitingLines: drafts.lines,
      oldestEnteredAt: new Date(drafts.oldest!).toISOString(),
      medianAgeSeconds: Math.round(Number(drafts.median)),
      targetSeconds: null,
      overdueLines: 0,
    });
  return {
    steps,
    moves: moves.map((m) => ({
      fromStep: m.step as Move['fromStep'],
      toStep: m.next_step as Move['toStep'],
      lines: m.lines,
      medianSeconds: Math.round(Number(m.median)),
      p90Seconds: Math.round(Number(m.p90)),
    })),
  };
}
