import { sql } from 'kysely';
import type { components } from '../../../../generated/api.d.ts';
import { routeSteps } from '../../../../machines/returns/conformance.ts';
import { computeRoute, type RoutingPolicy } from '../../../../machines/returns/route.ts';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { routingPolicyOf } from '../returns/index.ts';
import { lineScope, scopedLineSteps } from './processView.ts';

type Preview = components['schemas']['RoutingPreview'];

/** The days whose moves measure each step's pace for the projected lead times: the steps' recent pace, read in bounded time at any volume. */
export const MEASURED_DAYS = 7;

/** The median of values each counted `weight` times; null with none. */
function weightedMedian(values: readonly { value: number; weight: number }[]): number | null {
  const sorted = [...values].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((n, v) => n + v.weight, 0);
  let seen = 0;
  for (const v of sorted) if ((seen += v.weight) * 2 >= total) return v.value;
  return null;
}

/**
 * What-if of a routing change (issue 33, item 5): the lines registered in the last `months`,
 * grouped by what decides a route (type, reason, whether a line brings the client in) and week,
 * each group routed by `computeRoute` under the policy as it stands and under `proposed`. Lines
 * whose route would differ, the changes of route, per step and week the lines passing it under each,
 * and the projected median lead time under each: a line's time from submission to the warehouse's
 * decision taken as the sum of the median waits (the last MEASURED_DAYS days' moves) at the steps
 * its route passes. Read only: nothing of the proposal is saved.
 */
export async function previewRoutingChange(db: Database, user: Principal, proposed: RoutingPolicy, months: number): Promise<Preview> {
  const waited = sql<number>`extract(epoch from (s.left_at - s.entered_at))`;
  const [current, groups, since, paces] = await Promise.all([
    routingPolicyOf(db),
    db
      .selectFrom('line_paths as s')
      .where(lineScope(user, {}))
      .where(sql<boolean>`s.started_at >= now() - make_interval(months => ${months})`)
      .where('s.path', 'not like', 'NEW>DELETED%')
      .select([
        's.return_type',
        's.reason_code',
        's.needs_client',
        sql<string>`to_char(date_trunc('week', s.started_at at time zone 'Asia/Jakarta'), 'YYYY-MM-DD')`.as('week'),
        sql<number>`count(*)::int`.as('lines'),
      ])
      .groupBy(['s.return_type', 's.reason_code', 's.needs_client', 'week'])
      .execute(),
    sql<{ since: string }>`select to_char((now() - make_interval(months => ${months})) at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as since`.execute(db),
    scopedLineSteps(db, user, {})
      .where(sql<boolean>`s.left_at >= now() - make_interval(days => ${MEASURED_DAYS})`)
      .where('s.next_step', 'is not', null)
      .select(['s.step', sql<number>`percentile_cont(0.5) within group (order by ${waited})`.as('median')])
      .groupBy('s.step')
      .execute(),
  ]);
  const pace = new Map(paces.map((p) => [p.step, Math.round(Number(p.median))]));
  const leadTimes = { current: [] as { value: number; weight: number }[], proposed: [] as { value: number; weight: number }[] };
  const steps = new Map<string, Preview['steps'][number]>();
  const changes = new Map<string, Preview['changes'][number]>();
  let lines = 0;
  let changed = 0;
  for (const g of groups) {
    const routed = {
      returnType: g.return_type,
      reasonCode: g.reason_code ?? '',
      lines: [{ crprgp: g.needs_client ? ('N' as const) : ('Y' as const), principalApproval: false }],
    };
    const now = routeSteps(computeRoute(current, routed));
    const then = routeSteps(computeRoute(proposed, routed));
    lines += g.lines;
    leadTimes.current.push({ value: now.reduce((sum, step) => sum + (pace.get(step) ?? 0), 0), weight: g.lines });
    leadTimes.proposed.push({ value: then.reduce((sum, step) => sum + (pace.get(step) ?? 0), 0), weight: g.lines });
    for (const [route, side] of [
      [now, 'current'],
      [then, 'proposed'],
    ] as const)
      for (const step of route) {
        const key = `${step}|${g.week}`;
        const load = steps.get(key) ?? { step, week: g.week, current: 0, proposed: 0 };
        steps.set(key, load);
        load[side] += g.lines;
      }
    if (now.join() === then.join()) continue;
    changed += g.lines;
    const key = JSON.stringify([g.return_type, g.reason_code, g.needs_client]);
    const change = changes.get(key) ?? {
      returnType: g.return_type,
      reasonCode: g.reason_code,
      needsClient: g.needs_client,
      currentRoute: now,
      proposedRoute: then,
      lines: 0,
    };
    changes.set(key, change);
    change.lines += g.lines;
  }
  return {
    since: since.rows[0]!.since,
    lines,
    changed,
    changes: [...changes.values()].sort((a, b) => b.lines - a.lines),
    steps: [...steps.values()].sort((a, b) => a.week.localeCompare(b.week) || a.step.localeCompare(b.step)),
    stepPace: paces.map((p) => ({ step: p.step, medianSeconds: pace.get(p.step)! })).sort((a, b) => a.step.localeCompare(b.step)),
    paceDays: MEASURED_DAYS,
    leadTime: { currentMedianSeconds: weightedMedian(leadTimes.current), proposedMedianSeconds: weightedMedian(leadTimes.proposed) },
  };
}
