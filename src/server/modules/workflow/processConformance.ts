import { sql } from 'kysely';
import type { components } from '../../../../generated/api.d.ts';
import { conforms, deviationOf, routeSteps } from '../../../../machines/returns/conformance.ts';
import { computeRoute } from '../../../../machines/returns/route.ts';
import type { Database } from '../../db/database.ts';
import { freshCacheOf } from '../../db/freshCache.ts';
import type { Principal } from '../auth/index.ts';
import { routingPolicyOf } from '../returns/index.ts';
import { endedPaths } from './endedLines.ts';
import type { ProcessFilters } from './processView.ts';
import type { Period } from './stepMoves.ts';

type Conformance = Omit<components['schemas']['ProcessConformance'], 'from' | 'to'>;

/** Deviations listed, most lines first. */
const DEVIATIONS_SHOWN = 50;
const CONFORMANCE_MS = 10_000;

/**
 * Conformance (issue 33, item 4): the lines that ended in the period grouped by what decides their
 * route (type, reason, whether the client is brought in) and by path and week, read in one grouped
 * query; each group is then held to the route `computeRoute` gives under the policy as it stands
 * (machines/returns/conformance.ts), so the rule is the one a new return is routed by.
 */
export function processConformance(db: Database, user: Principal, period: Period, filters: ProcessFilters) {
  return freshCacheOf<Conformance>(db, 'processConformance', CONFORMANCE_MS).get(JSON.stringify([user.userId, period, filters]), () =>
    readConformance(db, user, period, filters),
  );
}

async function readConformance(db: Database, user: Principal, period: Period, filters: ProcessFilters): Promise<Conformance> {
  const [policy, groups] = await Promise.all([
    routingPolicyOf(db),
    endedPaths(db, user, period, filters)
      .where('s.path', 'not like', 'NEW>DELETED%')
      .select([
        's.path',
        's.return_type',
        's.reason_code',
        's.needs_client',
        sql<string>`to_char(date_trunc('week', s.ended_at at time zone 'Asia/Jakarta'), 'YYYY-MM-DD')`.as('week'),
        sql<number>`count(*)::int`.as('lines'),
      ])
      .groupBy(['s.path', 's.return_type', 's.reason_code', 's.needs_client', 'week'])
      .execute(),
  ]);
  const weeks = new Map<string, { week: string; lines: number; conforming: number }>();
  const deviations = new Map<string, Conformance['deviations'][number]>();
  let lines = 0;
  let conforming = 0;
  for (const g of groups) {
    const route = computeRoute(policy, {
      returnType: g.return_type,
      reasonCode: g.reason_code ?? '',
      lines: [{ crprgp: g.needs_client ? 'N' : 'Y', principalApproval: false }],
    });
    const path = g.path.split('>');
    const deviation = deviationOf(path, route);
    const week = weeks.get(g.week) ?? { week: g.week, lines: 0, conforming: 0 };
    weeks.set(g.week, week);
    week.lines += g.lines;
    lines += g.lines;
    if (conforms(deviation)) {
      week.conforming += g.lines;
      conforming += g.lines;
      continue;
    }
    const key = JSON.stringify([g.path, g.return_type, g.reason_code, g.needs_client]);
    const found = deviations.get(key);
    if (found) found.lines += g.lines;
    else
      deviations.set(key, {
        path,
        returnType: g.return_type,
        reasonCode: g.reason_code,
        needsClient: g.needs_client,
        route: routeSteps(route),
        skipped: deviation.skipped,
        added: deviation.added,
        lines: g.lines,
      });
  }
  return {
    lines,
    conforming,
    weeks: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week)),
    deviations: [...deviations.values()].sort((a, b) => b.lines - a.lines).slice(0, DEVIATIONS_SHOWN),
  };
}
