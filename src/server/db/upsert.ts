import { sql, type RawBuilder } from 'kysely';

/**
 * `set column = excluded.column` for each column: the update half of an upsert. Typed `never`
 * so it fits any column; the columns are checked against the table where it is used.
 */
export function fromExcluded<C extends string>(columns: readonly C[]): Record<C, RawBuilder<never>> {
  return Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])) as Record<C, RawBuilder<never>>;
}

/**
 * `(table.a, table.b) is distinct from (excluded.a, excluded.b)`: the condition of an upsert's
 * update, so that a row the new values would not change is left alone and not counted as changed
 * (nulls compare as values).
 */
export function changedFromExcluded(table: string, columns: readonly string[]): RawBuilder<boolean> {
  const row = (prefix: string) => sql.join(columns.map((c) => sql.ref(`${prefix}.${c}`)));
  return sql<boolean>`(${row(table)}) is distinct from (${row('excluded')})`;
}
