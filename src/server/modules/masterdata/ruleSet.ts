import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { DB } from '../../../../generated/database.ts';

/** The keyless rule tables the ERP is the master of: a rule is all of its (text) columns. */
type RuleTable = 'nra_rules' | 'material_exclusions';

export interface RuleSetChange {
  inserted: number;
  removed: number;
}

/**
 * Makes the rules of `table` within `scope` (column = value for each pair) those the ERP sent:
 * a rule the product lacks is inserted, and, when `complete` (the answer holds every rule within
 * the scope, not a page of them), a rule the ERP no longer has is removed. Rules are compared
 * over all of `columns`, nulls as values, so a second identical pull inserts and removes nothing.
 * The ERP's rules travel as one JSON parameter, however many there are.
 */
export async function replaceRuleSet(
  trx: Transaction<DB>,
  table: RuleTable,
  columns: readonly string[],
  scope: readonly (readonly [string, string])[],
  rules: readonly Record<string, string | null>[],
  complete: boolean,
): Promise<RuleSetChange> {
  const wanted = sql`jsonb_to_recordset(${JSON.stringify(rules)}::jsonb) as v(${sql.raw(columns.map((c) => `${c} text`).join(', '))})`;
  const same = sql.join(
    columns.map((c) => sql`t.${sql.ref(c)} is not distinct from v.${sql.ref(c)}`),
    sql` and `,
  );
  const cols = sql.join(columns.map((c) => sql.ref(c)));
  const inserted = rules.length
    ? await sql`insert into ${sql.table(table)} (${cols})
        select distinct ${sql.join(columns.map((c) => sql`v.${sql.ref(c)}`))} from ${wanted}
        where not exists (select 1 from ${sql.table(table)} t where ${same})
        returning 1`.execute(trx)
    : { rows: [] };
  if (!complete) return { inserted: inserted.rows.length, removed: 0 };
  const within = scope.length
    ? sql.join(
        scope.map(([c, value]) => sql`t.${sql.ref(c)} = ${value}`),
        sql` and `,
      )
    : sql`true`;
  const removed = await sql`delete from ${sql.table(table)} t
      where ${within} and not exists (select 1 from ${wanted} where ${same})
      returning 1`.execute(trx);
  return { inserted: inserted.rows.length, removed: removed.rows.length };
}

/** The pairs of a filter that narrow it: a column with the value given for it (blank values do not). */
export const narrowingPairs = (pairs: readonly (readonly [string, string | undefined])[]): [string, string][] =>
  pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));

/** Whether a row is within a filter's scope: every narrowing column holds the value given for it. */
export const withinScope =
  (scope: readonly (readonly [string, string])[]) =>
  (row: Readonly<Record<string, unknown>>): boolean =>
    scope.every(([column, value]) => row[column] === value);

/** Whether a paged answer holds the whole set: it started at the beginning and was not cut short. */
export const wholeAnswer = (page: { limit?: number; offset?: number }, received: number) => !page.offset && (!page.limit || received < page.limit);
