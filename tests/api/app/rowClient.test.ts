import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedName, RowClient } from '../../../src/server/db/rowClient.ts';

/**
 * The server's PostgreSQL rows (db/rowClient.ts) are pg's rows: the same names and values, a
 * repeated name keeping its last column. Run against PostgreSQL itself (TEST_DATABASE_URL).
 */
const url = process.env.TEST_DATABASE_URL;
const query = `select 1::int as a, 'x'::text as b, null::text as c, '2026-11-26 10:00:00.123456+00'::timestamptz as at, '{1,2}'::int[] as ids,
  json_build_object('k', 2) as doc, 10::numeric as n, 'first' as twice, 'second' as twice`;

describe.runIf(url)('rows read by RowClient', () => {
  const plain = new pg.Client({ connectionString: url });
  const built = new RowClient({ connectionString: url });
  beforeAll(async () => Promise.all([plain.connect(), built.connect()]));
  afterAll(async () => Promise.all([plain.end(), built.end()]));

  it('are the rows pg reads, by name and value', async () => {
    const [expected, actual] = await Promise.all([plain.query(query, []), built.query(query, [])]);
    expect(actual.rows).toHaveLength(1);
    expect(Object.keys(actual.rows[0])).toEqual(Object.keys(expected.rows[0]));
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.rows[0]).toMatchObject({ twice: 'second', ids: [1, 2], doc: { k: 2 } });
    expect(Object.getPrototypeOf(actual.rows[0])).toBe(Object.prototype);
    // A column named __proto__ is a column, never the row's prototype.
    const odd = await built.query('select 7 as "__proto__"', []);
    expect(Object.getPrototypeOf(odd.rows[0])).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(odd.rows[0], '__proto__')?.value).toBe(7);
    expect(actual.rowCount).toBe(1);
    expect(actual.command).toBe('SELECT');
  });

  it('takes parameters and answers a write with its row count', async () => {
    const found = await built.query('select $1::int + 1 as next', [41]);
    expect(found.rows).toEqual([{ next: 42 }]);
    const script = (await built.query('create temporary table t (v int); insert into t values (1), (2) returning v', [])) as unknown as pg.QueryResult[];
    expect(script.map((r) => r.rows)).toEqual([[], [{ v: 1 }, { v: 2 }]]);
    const inserted = await built.query('insert into t values ($1), ($2)', [3, 4]);
    expect(inserted.rowCount).toBe(2);
    expect(inserted.command).toBe('INSERT');
  });

  it('prepares a read once per connection, and runs it unnamed once a table it reads changed under it', async () => {
    await built.query('create temporary table kept (v int)', []);
    await built.query('insert into kept values ($1)', [1]);
    const read = 'select * from kept';
    for (let run = 0; run < 4; run++) expect((await built.query(read, [])).rows).toEqual([{ v: 1 }]);
    // Named from its third run, unless the process named as many reads as it may (other test files ran in it).
    const { name } = preparedName(read);
    const prepared = await plainRows(built, 'select count(*)::int as n from pg_prepared_statements where name = $1', [name ?? '']);
    expect(prepared).toEqual([{ n: name ? 1 : 0 }]);
    // Another instance migrates: the prepared read's columns change.
    await built.query('alter table kept add column w int', []);
    expect((await built.query(read, [])).rows).toEqual([{ v: 1, w: null }]);
    for (let run = 0; run < 4; run++) expect(preparedName('insert into kept values (2)')).toEqual({});
  });
});

/** Rows of a read run once (never named). */
const plainRows = async (client: pg.Client, text: string, values: unknown[]) => (await client.query(text, values)).rows;
