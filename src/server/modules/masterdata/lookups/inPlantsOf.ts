import { sql } from 'kysely';
import { expressionOf, type Column } from '../../../lists/formLists.ts';
import type { Principal } from '../../auth/index.ts';
import { plantScopeOf } from '../../returns/index.ts';

/** The user's plants as a filter of `column`: a lookup of plant data shows the user's plants only. */
export const inPlantsOf = (user: Principal, column: Column) => sql<boolean>`${expressionOf(column)} in (${sql.join(plantScopeOf(user))})`;
