import { sql } from 'kysely';
import type { components } from '../../../../generated/api.d.ts';
import { routeSteps } from '../../../../machines/returns/conformance.ts';
import { computeRoute, type RoutingPolicy } from '../../../../machines/returns/route.ts';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { routingPolicyOf } from '../returns/index.ts';
import { lineScope } from './processView.ts';

type Preview = components['schemas']['RoutingPreview'];

/**
 * What-if of a routing change (issue 33, item 5): the lines registered in the last `months`,
 * grouped by what decides a route (type, reason, whether a line brings the client in) and week,
 * each group routed by `computeRoute` under the policy as it stands and under `proposed`. Lines
 * whose route would differ, the changes of route, and per step and week the lines passing it under
 * each. Read only: nothing of the proposal is saved.
 */
export async function previewRoutingChange(db: Database, user: Principal, proposed: RoutingPolicy, months: number): Promise<Preview> {
  const [current, groups, since] = await Promise.all([
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
  ]);
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
  };
}
