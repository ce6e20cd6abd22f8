import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { badRequest } from '../http/problem.ts';
import type { Page } from '../http/paging.ts';
import { listPage, type ListPage, type OrderKey } from './listPage.ts';

/** The order a screen asks for: one of the row's fields, ascending or descending. */
export interface Sorting<Field extends string = string> {
  sortBy?: Field;
  sortDir?: 'asc' | 'desc';
}

type PageOptions = NonNullable<Parameters<typeof listPage>[3]> & { keyset: readonly OrderKey[] };

const expressionOf = (column: string | RawBuilder<unknown>) => (typeof column === 'string' ? sql.ref(column) : column);

/**
 * A list's page in its own order (its keyset, so that Next costs the same on every page), or,
 * when the screen sorts by a column, by that column's expression in `sortable` (a row field →
 * the column it shows), then by the keyset so that equal values keep one order, by page number.
 */
export function sortedPage<DB, TB extends keyof DB, O, Row, Field extends string>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  sortable: Readonly<Record<Field, string | RawBuilder<unknown>>>,
  sorting: Sorting<Field>,
  options: PageOptions,
): Promise<ListPage<Row>> {
  const { sortBy, sortDir = 'asc' } = sorting;
  if (sortBy === undefined) return listPage(filtered, page, select, options);
  // openapi.yaml's enum refuses another field before here; a caller past the contract is refused too.
  if (!Object.hasOwn(sortable, sortBy)) throw badRequest(`sortBy must be one of ${Object.keys(sortable).join(', ')}.`, 'sortBy');
  const direction = sql.raw(sortDir);
  const tieBreak = sql.raw(options.descending ? 'desc' : 'asc');
  const { keyset, after: _after, descending: _descending, ...counting } = options;
  return listPage(
    filtered,
    page,
    (q) =>
      keyset.reduce(
        (ordered, [column]) => ordered.orderBy(sql`${expressionOf(column)} ${tieBreak}`),
        select(q).orderBy(sql`${expressionOf(sortable[sortBy]!)} ${direction} nulls last`),
      ),
    counting,
  );
}
