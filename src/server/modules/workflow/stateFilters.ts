import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../../../generated/database.ts';

/** The chart's filters of the returns it counts: plant, return type, reason. */
export interface StateFilters {
  plantCode?: string | undefined;
  returnType?: string | undefined;
  reasonCode?: string | undefined;
}

/** The filters as conditions on returns `r` (an empty filter is none). */
export function stateFilterConditions(eb: ExpressionBuilder<DB & { r: DB['returns'] }, 'r'>, filters: StateFilters) {
  return eb.and([
    ...(filters.plantCode ? [eb('r.plant_code', '=', filters.plantCode)] : []),
    ...(filters.returnType ? [eb('r.return_type', '=', filters.returnType as DB['returns']['return_type'] & string)] : []),
    ...(filters.reasonCode ? [eb('r.reason_code', '=', filters.reasonCode)] : []),
  ]);
}
