import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { badRequest } from '../http/problem.ts';
import { offsetOf, type Page } from '../http/paging.ts';
import type { Database } from '../db/database.ts';
import { freshCacheOf } from '../db/freshCache.ts';

/** A column (or expression) of a list's order and the SQL type its cursor value is read back as. */
export type OrderKey = readonly [column: string | RawBuilder<unknown>, type: 'int' | 'timestamptz' | 'text'];

const keyOf = (column: OrderKey[0]) => (typeof column === 'string' ? sql.ref(column) : column);

/** One page of a list: the page asked for, the list's size, the rows, and the cursor of the page after it. */
export interface ListPage<Row> extends Page {
  totalRecord: number;
  rows: Row[];
  /** Pass as `after` for the next page; absent on the last page and on lists without a keyset. */
  nextCursor?: string;
}

interface PageOptions {
  /** The list's order, every key never null: rows are ordered by them in turn, ascending unless `descending`. */
  keyset?: readonly OrderKey[];
  /** Every key of the keyset descending: newest first. */
  descending?: boolean;
  /** The cursor of the page before (`nextCursor` of that page): rows after it, without OFFSET. */
  after?: string;
  /**
   * Counts the list once for the same `key` (the user and the filters) until this process writes
   * or a few seconds pass (freshCache.ts), not on every page: the work lists' total is the dearest
   * part of a page at production size, and may be a moment old while the rows never are.
   */
  total?: { db: Database; key: unknown };
}

/** A list's total kept for `userId` and the list's filters (`query` without its paging), counted once (PageOptions.total). */
export function totalOnce(db: Database, list: string, userId: number, query: object): PageOptions['total'] {
  const { pageNo: _pageNo, pageSize: _pageSize, after: _after, ...filters } = query as Record<string, unknown>;
  return { db, key: [list, userId, filters] };
}

/**
 * How long a list's total is kept when nothing here wrote: another instance's writes show within
 * it. After it, the kept total is still answered while the list is counted again beside (a count
 * takes a fifth of a second at a million returns, and every request waiting for it would stall).
 */
const TOTAL_SECONDS = 10;

/** A timestamptz as PostgreSQL writes it as text (ISO DateStyle), as `cursorOf` reads it. */
const timestampText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

const badCursor = () => badRequest('The page cursor is not valid: open the list again from its first page.', 'after');

function valuesOf(cursor: string, keys: readonly OrderKey[]): string[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(values) || values.length !== keys.length || !values.every((v) => typeof v === 'string')) throw badCursor();
  // Only what the server itself writes into a cursor: anything else would reach the database as a cast it refuses.
  keys.forEach(([, type], i) => {
    const value = values[i] as string;
    if (value.includes('\u0000')) throw badCursor();
    if (type === 'int' && !(/^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2147483647)) throw badCursor();
    if (type === 'timestamptz' && !(timestampText.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))))
      throw badCursor();
  });
  return values as string[];
}

/**
 * Rows after the cursor's: the order keys as a row compared with the cursor's values. The first
 * key's bound is also said on its own, which an index on it can start from; a row comparison
 * across tables alone it cannot, and the last page read every row before it.
 */
function afterCursor(keys: readonly OrderKey[], values: readonly string[], descending: boolean) {
  const bounds = keys.map(([, type], i) => sql`cast(${values[i]} as ${sql.raw(type)})`);
  const columns = sql.join(keys.map(([column]) => keyOf(column)));
  const [from, beyond] = descending ? [sql.raw('<='), sql.raw('<')] : [sql.raw('>='), sql.raw('>')];
  return sql<boolean>`${keyOf(keys[0]![0])} ${from} ${bounds[0]!} and (${columns}) ${beyond} (${sql.join(bounds)})`;
}

/** Orders by every key, each ascending or each descending. */
const orderedBy = <Q extends { orderBy: (e: RawBuilder<unknown>) => Q }>(query: Q, keys: readonly OrderKey[], descending: boolean) =>
  keys.reduce((q, [column]) => q.orderBy(descending ? sql`${keyOf(column)} desc` : sql`${keyOf(column)}`), query);

/** The cursor's values as text, read in SQL so that a timestamp keeps its microseconds. */
const cursorOf = (keys: readonly OrderKey[]) => sql<string[]>`array[${sql.join(keys.map(([column]) => sql`${keyOf(column)}::text`))}]`;

const countOf = <DB, TB extends keyof DB, O>(filtered: SelectQueryBuilder<DB, TB, O>) =>
  filtered
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow() as Promise<{ n: number }>;

/**
 * The one way a list is paged: `filtered` is the list's scope and filters, `select` adds its
 * columns; the total is counted over `filtered` alone (its own selections cleared), the page is
 * read by OFFSET for a page number, or, with `after` on a list that has a keyset, by the order
 * keys from the cursor on, which costs the same on the deepest page as on the first.
 */
export async function listPage<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  options: PageOptions = {},
): Promise<ListPage<Row>> {
  const { keyset, after, total: totalOnce, descending = false } = options;
  if (after !== undefined && !keyset) throw badRequest('This list is paged by page number only.', 'after');
  const counted = totalOnce
    ? freshCacheOf<{ n: number }>(totalOnce.db, 'listTotals', TOTAL_SECONDS * 1000, { staleWhileReading: true }).get(JSON.stringify(totalOnce.key), () =>
        countOf(filtered),
      )
    : countOf(filtered);
  if (!keyset) {
    const [rows, total] = await Promise.all([select(filtered).limit(page.pageSize).offset(offsetOf(page)).execute(), counted]);
    return { ...page, totalRecord: total.n, rows };
  }
  const fromStart = after === undefined ? offsetOf(page) : 0;
  if (after === undefined && fromStart > 0) {
    // A page number nearer the end than the start is read backwards from the end: the pager's
    // last page skips a few rows instead of every row before it.
    const { n } = await counted;
    const fromEnd = n - fromStart - page.pageSize;
    if (fromEnd < fromStart)
      return {
        ...(await fromTheEnd(filtered, page, select, keyset, descending, Math.max(fromEnd, 0), Math.min(page.pageSize, n - fromStart))),
        totalRecord: n,
      };
  }
  let rowsQuery = orderedBy(select(filtered), keyset, descending);
  if (after !== undefined) rowsQuery = rowsQuery.where(afterCursor(keyset, valuesOf(after, keyset), descending));
  // One row more than the page tells whether a page follows.
  const paged = rowsQuery.limit(page.pageSize + 1).offset(fromStart);
  const [found, total] = await Promise.all([paged.select(cursorOf(keyset).as('page_cursor')).execute(), counted]);
  return { ...page, totalRecord: total.n, ...withCursor(found as WithCursor<Row>[], page.pageSize, found.length > page.pageSize) };
}

type WithCursor<Row> = Row & { page_cursor: string[] };

/**
 * A page's rows without their cursor column, and the cursor of the last when a page follows. The
 * column is deleted, not left behind by a rest copy: it is each row's last property, which V8
 * removes in place, while a copy of a row of thirty columns costs it microseconds (listHeader.ts).
 */
function withCursor<Row>(found: WithCursor<Row>[], pageSize: number, more: boolean): { rows: Row[]; nextCursor?: string } {
  const shown = found.slice(0, pageSize);
  const last = shown.at(-1)?.page_cursor;
  const rows = shown.map((row) => {
    delete (row as Partial<WithCursor<Row>>).page_cursor;
    return row as Row;
  });
  return more && last ? { rows, nextCursor: Buffer.from(JSON.stringify(last)).toString('base64url') } : { rows };
}

/** The page `size` rows long that ends `after` rows before the list's end, read in reverse order. */
async function fromTheEnd<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: Page,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  keyset: readonly OrderKey[],
  descending: boolean,
  after: number,
  size: number,
): Promise<Page & { rows: Row[]; nextCursor?: string }> {
  if (size <= 0) return { ...page, rows: [] };
  const backwards = orderedBy(select(filtered), keyset, !descending);
  const found = (await backwards.select(cursorOf(keyset).as('page_cursor')).limit(size).offset(after).execute()) as WithCursor<Row>[];
  return { ...page, ...withCursor(found.reverse(), size, after > 0) };
}

interface BatchOptions {
  keyset: readonly OrderKey[];
  descending?: boolean;
  /** Rows per read. */
  batch?: number;
}

/**
 * Every row of a list in its keyset order, `batch` rows at a time, each batch read from the
 * order keys of the one before (as Next reads a page): an export reads a list of any length at
 * the same cost per row, holding one batch at a time, and counts nothing.
 *
 * Each batch is a short walk along an index, yet its estimated cost (the whole rest of the list)
 * makes PostgreSQL compile it with JIT and start parallel workers, which cost more than they
 * save: at a million returns a batch of 2,000 lines took 155 ms so and 42 ms without. So each
 * batch runs in a transaction of its own that turns both off, for that batch alone.
 */
export async function* keysetBatches<DB, TB extends keyof DB, O, Row>(
  db: Database,
  filtered: SelectQueryBuilder<DB, TB, O>,
  select: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
  { keyset, descending = false, batch = 2000 }: BatchOptions,
): AsyncGenerator<Row[]> {
  let last: string[] | undefined;
  for (;;) {
    let query = orderedBy(select(filtered), keyset, descending);
    if (last) query = query.where(afterCursor(keyset, last, descending));
    const compiled = query.select(cursorOf(keyset).as('page_cursor')).limit(batch).compile();
    const found = await db.transaction().execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
      return (await trx.executeQuery(compiled)).rows as WithCursor<Row>[];
    });
    last = found.at(-1)?.page_cursor;
    if (found.length) yield withCursor(found, batch, false).rows;
    if (found.length < batch) return;
  }
}
