import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { lineScope, periodBounds, type ProcessFilters } from './processView.ts';
import type { Period } from './stepMoves.ts';

/** The lines' paths `s` the user may see that ended in the period, under the filters. */
export function endedPaths(db: Database, user: Principal, period: Period, filters: ProcessFilters) {
  const { start, end } = periodBounds(period);
  return db
    .selectFrom('line_paths as s')
    .where(lineScope(user, filters))
    .where(sql<boolean>`s.ended_at >= ${start} and s.ended_at < ${end}`);
}
