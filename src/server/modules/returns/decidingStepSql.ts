import { sql, type RawBuilder } from 'kysely';
import { stepDecidedAs } from '../../../../machines/returns/route.ts';

/** decidingStep (machines/returns/route.ts) in SQL: the step whose users decide at `step`, for queries that name or count it. */
export const decidingStepSql = (step: RawBuilder<unknown> | ReturnType<typeof sql.ref>): RawBuilder<string> =>
  sql<string>`(case ${step} ${sql.join(
    Object.entries(stepDecidedAs).map(([from, to]) => sql`when ${sql.lit(from)} then ${sql.lit(to)}`),
    sql` `,
  )} else ${step} end)`;
