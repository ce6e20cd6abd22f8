import { sql } from 'kysely';
import { decidingStep, stepOrder, type StepCode, type WaitingStep } from '../../../../machines/returns/route.ts';
import type { Database } from '../../db/database.ts';
import { freshCacheOf } from '../../db/freshCache.ts';
import type { Principal } from '../auth/index.ts';
import { scopedReturns } from '../returns/index.ts';
import { waitingFor, type Whose } from './waitingFor.ts';
import { pastTarget, serviceLevelsOf } from '../workflow/index.ts';

/** The counters' steps in the chain's order (spec 000 §2.3); a return at QA Client counts at QA HO, whose users record it. */
export const counterSteps = stepOrder;
type CounterStep = StepCode;
const counterOf = (step: string) => decidingStep(step as WaitingStep);

/** Counts are asked on every dashboard visit and may be a few seconds old (freshCache.ts). */
const COUNTS_MS = 10_000;

/**
 * Returns waiting at each step (the user's own or everyone's in their plants), how many of them
 * longer than the step's service level, and when the one waiting longest reached it: one grouped
 * read of the waiting returns' index.
 */
export function pendingByStep(db: Database, user: Principal, whose: Whose) {
  return freshCacheOf<{ step_code: CounterStep; total: number; oldestSince: string | null; overdue: number }[]>(db, 'dashboardSteps', COUNTS_MS).get(
    JSON.stringify([user.userId, whose]),
    async () => {
      const levels = await serviceLevelsOf(db);
      const rows = await scopedReturns(db, user)
        .where('r.status', '=', 'W')
        .where(waitingFor(user, whose))
        .select([
          'r.step_code',
          sql<number>`count(*)::int`.as('total'),
          sql<Date>`min(r.state_entered_at)`.as('oldest'),
          sql<number>`count(*) filter (where ${pastTarget(levels)})::int`.as('overdue'),
        ])
        .groupBy('r.step_code')
        .execute();
      return counterSteps.map((step) => {
        const at = rows.filter((r) => counterOf(r.step_code!) === step);
        const oldest = at.map((r) => new Date(r.oldest).getTime()).sort((a, b) => a - b)[0];
        return {
          step_code: step,
          total: at.reduce((n, r) => n + r.total, 0),
          overdue: at.reduce((n, r) => n + r.overdue, 0),
          oldestSince: oldest === undefined ? null : new Date(oldest).toISOString(),
        };
      });
    },
  );
}

/** Returns of the user's plants whose process ended: completed, or rejected (as a whole, or every line along the chain). */
export function outcomes(db: Database, user: Principal) {
  return freshCacheOf<{ outcome: 'COMPLETED' | 'REJECTED'; total: number }[]>(db, 'dashboardOutcomes', COUNTS_MS).get(String(user.userId), async () => {
    const row = await scopedReturns(db, user)
      .where('r.status', 'in', ['A', 'R'])
      .select([
        sql<number>`count(*) filter (where r.status = 'A' and not r.status_reject)::int`.as('completed'),
        sql<number>`count(*) filter (where r.status = 'R' or r.status_reject)::int`.as('rejected'),
      ])
      .executeTakeFirstOrThrow();
    return [
      { outcome: 'COMPLETED', total: row.completed },
      { outcome: 'REJECTED', total: row.rejected },
    ];
  });
}
