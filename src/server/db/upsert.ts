import { sql, type RawBuilder } from 'kysely';

/**
 * `set column = excluded.column` for each column: the update half of an upsert. Typed `never`
 * so it fits any column; the columns are checked against the table where it is used.
 */
export function fromExcluded<C extends string>(columns: readonly C[]): Record<C, RawBuilder<never>> {
  return Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])) as Record<C, RawBuilder<never>>;
}
