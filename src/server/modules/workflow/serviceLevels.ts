import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Target waiting time at each step, in seconds (parameter group SERVICE_LEVEL, in hours). */
export type ServiceLevels = Readonly<Record<string, number>>;

/** The targets as administrators last set them: read at each use, so a change counts at once. */
export async function serviceLevelsOf(db: Database): Promise<ServiceLevels> {
  const rows = await db.selectFrom('params').select(['param_code', 'param_value']).where('param_group_id', '=', 'SERVICE_LEVEL').execute();
  return Object.fromEntries(rows.filter((r) => /^\d+$/.test(r.param_value)).map((r) => [r.param_code, Number(r.param_value) * 3600]));
}

/** The target of the step in `column` (return `r`'s by default), in seconds, as SQL (null where the step has none). */
export function targetOf(levels: ServiceLevels, column = 'r.step_code'): RawBuilder<number | null> {
  const steps = Object.entries(levels);
  if (!steps.length) return sql<null>`null::int`;
  return sql<number | null>`(case ${sql.ref(column)} ${sql.join(
    steps.map(([step, seconds]) => sql`when ${step} then ${seconds}::int`),
    sql` `,
  )} end)`;
}

/** Whether return `r` waits at its step past `times` its target, as SQL. */
export const pastTarget = (levels: ServiceLevels, times = 1) =>
  sql<boolean>`(r.status = 'W' and r.state_entered_at < now() - make_interval(secs => ${targetOf(levels)} * ${times}::int))`;

/** A waiting time as the e-mails say it: days and hours, or hours. */
export function waitedText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const days = Math.floor(hours / 24);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (days === 0) return plural(hours, 'hour');
  return hours % 24 ? `${plural(days, 'day')} ${plural(hours % 24, 'hour')}` : plural(days, 'day');
}
