import { readFileSync } from 'node:fs';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { listPage, totalOnce } from './listPage.ts';
import { containing } from '../db/textSearch.ts';
import { badRequest } from '../http/problem.ts';
import { pageOf } from '../http/paging.ts';
import type { Principal } from '../modules/auth/index.ts';
import { inProject } from '../projectRoot.ts';

/** A column or expression of a lookup's query, by its SQL name (`c.customer_name`) or as SQL. */
export type Column = string | RawBuilder<unknown>;
export const expressionOf = (column: Column) => (typeof column === 'string' ? sql.ref(column) : column);

const contains = (column: Column) => (value: unknown) => sql<boolean>`lower(${expressionOf(column)}) like ${containing(String(value))}`;
const startsWith = (column: Column) => (value: unknown) =>
  sql<boolean>`lower(${expressionOf(column)}) like ${`${String(value)
    .toLowerCase()
    .replace(/[%_\\]/g, '\\$&')}%`}`;

/** How a search field narrows the rows: the filters of the lookups, each a rule users know. */
export const filter = {
  /** The text anywhere in the column, in any case (names, descriptions). */
  contains,
  /** The column starts with the text, in any case (codes, typed from their start). */
  startsWith,
  /** A code typed from its start, or any part of its name (a material, a customer). */
  codeOrName: (code: Column, name: Column) => (value: unknown) => sql<boolean>`(${startsWith(code)(value)} or ${contains(name)(value)})`,
  /** Exactly the value (numbers, flags, plants, days). */
  equals: (column: Column) => (value: unknown) => sql<boolean>`${expressionOf(column)} = ${value}`,
  /** A validity period still running on or after the day: its end is not before it. */
  validOnOrAfter: (validTo: Column) => (value: unknown) => sql<boolean>`${expressionOf(validTo)} >= cast(${value} as date)`,
  /** An instant on or after the start of the day in Jakarta (the product's day). */
  onOrAfterDay: (column: Column) => (value: unknown) =>
    sql<boolean>`${expressionOf(column)} >= (cast(${value} as date)::timestamp at time zone 'Asia/Jakarta')`,
  /** An instant before the end of the day in Jakarta. */
  onOrBeforeDay: (column: Column) => (value: unknown) =>
    sql<boolean>`${expressionOf(column)} < ((cast(${value} as date) + 1)::timestamp at time zone 'Asia/Jakarta')`,
  /** A validity period begun on or before the day. */
  validOnOrBefore: (validFrom: Column) => (value: unknown) => sql<boolean>`${expressionOf(validFrom)} <= cast(${value} as date)`,
};

export type Filter = (value: unknown) => RawBuilder<boolean>;

/**
 * A lookup's rows before the search. Each lookup names its own tables and aliases; the engine
 * only adds conditions, columns and an order as SQL it is given, so it needs no table types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RowsQuery = SelectQueryBuilder<any, any, object>;

/**
 * A list of a forms/ resource (a master-data lookup, an administration list): the rows of its
 * row schema, searched by the fields of its search schema. Adding one is adding its forms/ folder
 * and one of these.
 */
export interface Lookup {
  /** Its folder under forms/ (`masterdata/rdetail`): the row and search schemas it must answer to. */
  form: string;
  /** The rows within the user's scope (plants, where the data has one), before any search. */
  from: (db: Database, user: Principal) => RowsQuery;
  /** Each field of a row: the column it is read from, and sorted by. */
  fields: Record<string, Column>;
  /** Each search field: how its value narrows the rows. */
  filters: Record<string, Filter>;
  /** The list's own order: row fields that together name one row. */
  order: readonly string[];
  /** The own order runs backwards (a log: newest first). */
  newestFirst?: boolean;
  /** A row as the API answers it, when a column needs more than SQL (a log's masked bodies). */
  present?: (row: Record<string, unknown>) => Record<string, unknown>;
}

const propertiesOf = (form: string, schema: 'row' | 'search') =>
  Object.keys((JSON.parse(readFileSync(inProject('forms', form, `${schema}.schema.json`), 'utf8')) as { properties: object }).properties);

/**
 * The lookup, checked against its forms/ schemas: a field or search field the schemas have and
 * the query lacks (or the other way round) stops the server at start, not a user at a screen.
 */
export function defineLookup(lookup: Lookup): Lookup {
  const disagree = (what: string, declared: string[], built: string[]) => {
    const missing = declared.filter((f) => !built.includes(f));
    const extra = built.filter((f) => !declared.includes(f));
    if (missing.length || extra.length) {
      throw new Error(`Lookup ${lookup.form}: ${what} ${[...missing.map((f) => `lacks ${f}`), ...extra.map((f) => `has ${f} the schema lacks`)].join(', ')}`);
    }
  };
  disagree('fields', propertiesOf(lookup.form, 'row'), Object.keys(lookup.fields));
  disagree('filters', propertiesOf(lookup.form, 'search'), Object.keys(lookup.filters));
  return lookup;
}

/** The query values of a lookup: its search fields, the page and the order. */
export type LookupQuery = Record<string, unknown> & { pageNo?: number; pageSize?: number; sortBy?: string; sortDir?: 'asc' | 'desc' };

const given = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** One page of the lookup's rows for the user: searched, sorted and counted on the server. */
export async function lookupPage<Row>(db: Database, user: Principal, lookup: Lookup, query: LookupQuery) {
  const { sortBy, sortDir = 'asc' } = query;
  if (sortBy !== undefined && !Object.hasOwn(lookup.fields, sortBy)) {
    throw badRequest(`sortBy must be one of ${Object.keys(lookup.fields).join(', ')}.`, 'sortBy');
  }
  let filtered = lookup.from(db, user);
  for (const [field, narrow] of Object.entries(lookup.filters)) {
    const value = query[field];
    if (given(value)) filtered = filtered.where(narrow(typeof value === 'string' ? value.trim() : value));
  }
  const order = [...(sortBy ? [sortBy] : []), ...lookup.order.filter((f) => f !== sortBy)];
  const page = await listPage(
    filtered,
    pageOf(query),
    (q) =>
      order.reduce(
        (ordered, field, i) => ordered.orderBy(expressionOf(lookup.fields[field]!), i === 0 && sortBy ? sortDir : lookup.newestFirst ? 'desc' : 'asc'),
        q.select(Object.entries(lookup.fields).map(([field, column]) => expressionOf(column).as(field))),
      ),
    { total: totalOnce(db, `lookup ${lookup.form}`, user.userId, query) },
  );
  const { rows, ...rest } = page;
  const presented = lookup.present ? (rows as Record<string, unknown>[]).map(lookup.present) : rows;
  return { ...rest, data: presented as unknown as Row[] };
}

/** The one row of the lookup whose `field` is `value`, within the user's scope, if any. */
export async function lookupRow<Row>(db: Database, user: Principal, lookup: Lookup, field: string, value: unknown) {
  const row = await lookup
    .from(db, user)
    .where(filter.equals(lookup.fields[field]!)(value))
    .select(Object.entries(lookup.fields).map(([name, column]) => expressionOf(column).as(name)))
    .executeTakeFirst();
  return (row && lookup.present ? lookup.present(row as Record<string, unknown>) : row) as Row | undefined;
}
