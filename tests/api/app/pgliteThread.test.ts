import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { PgliteThread } from '../../../src/server/db/pglite/thread.ts';
import { DataDirectoryInUseError } from '../../../src/server/db/pgliteLock.ts';

/**
 * The embedded database on its own thread, read through pg (db/pglite/): what the server gets
 * back is what PostgreSQL would give, an error leaves the session usable, a transaction is never
 * mixed with another request's statements, on a data directory the file sizes PostgreSQL reads
 * (kept between writes, fileSizes.mjs) are the files' sizes on disk, a file handle kept open
 * (openFiles.mjs) always reads the file its path names now, and tables are vacuumed and analyzed
 * as autovacuum would (maintenance.mjs).
 */
describe.runIf(inject('database').kind === 'pglite')('the embedded database thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gr-pglite-thread-'));
  const dataDir = join(dir, 'data');
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite({ dataDir });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers values as PostgreSQL does through pg, and the rows a write changed', async () => {
    const { rows } = await sql<Record<string, unknown>>`select 1::int as a, 12345678901::int8 as big, 2.5::numeric as n, '2026-11-26'::date as d,
      '2026-11-26 10:00:00+00'::timestamptz as at, '{"k":[1,2]}'::json as doc, '{3,4}'::int[] as ids, '\\x0102'::bytea as bytes, null::text as none, ${'é'}::text as echo`.execute(
      handle.db,
    );
    expect(rows).toEqual([
      {
        a: 1,
        big: 12345678901,
        n: 2.5,
        d: '2026-11-26',
        at: new Date('2026-11-26T10:00:00Z'),
        doc: { k: [1, 2] },
        ids: [3, 4],
        bytes: Buffer.from([1, 2]),
        none: null,
        echo: 'é',
      },
    ]);
    await sql`create table counted (v int)`.execute(handle.db);
    const inserted = await sql`insert into counted select generate_series(1, 3)`.execute(handle.db);
    expect(inserted.numAffectedRows).toBe(3n);
  });

  it('refuses to open its data directory a second time in the same process', async () => {
    await expect(openPglite({ dataDir })).rejects.toThrow(DataDirectoryInUseError);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('answers an error with its fields and then the next statement as usual', async () => {
    await sql`create table unique_names (name text primary key)`.execute(handle.db);
    await sql`insert into unique_names values ('a')`.execute(handle.db);
    const refused = await sql`insert into unique_names values ('a')`.execute(handle.db).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', constraint: 'unique_names_pkey' });
    // PGlite follows an error with two ReadyForQuery messages: the second must not end the next query early.
    for (let run = 0; run < 5; run++) {
      const { rows } = await sql<{ next: number }>`select ${run}::int + 1 as next`.execute(handle.db);
      expect(rows).toEqual([{ next: run + 1 }]);
    }
  });

  it('ends each query of a client once, even a refused one whose next query waits in the same client', async () => {
    const thread = await PgliteThread.start({ dump: { bytes: readFileSync(inject('database').template), type: '' }, settings: {} });
    const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.socket() });
    try {
      await client.connect();
      const [refused, next] = await Promise.allSettled([
        client.query('select current_setting($1)', ['no.such_setting']),
        client.query('select $1::int as two', [2]),
      ]);
      expect(refused).toMatchObject({ status: 'rejected', reason: { code: '42704' } });
      expect(next).toMatchObject({ status: 'fulfilled', value: { rows: [{ two: 2 }] } });
    } finally {
      await client.end();
      await thread.close();
    }
  });

  it('tells of a thread that stops while open, once, and fails every query after it', async () => {
    const thread = await PgliteThread.start({ settings: {} }, new URL('../../fixtures/crashingDatabaseThread.mjs', import.meta.url));
    const lost: string[] = [];
    thread.onLost((error) => lost.push(error.message));
    const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.socket() });
    client.on('error', () => {});
    await expect(client.connect()).rejects.toThrow();
    expect(lost).toEqual(['The embedded database stopped (exit code 7).']);
    const again = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.socket() });
    again.on('error', () => {});
    await expect(again.connect()).rejects.toThrow();
    await thread.close();
    expect(lost).toHaveLength(1);
  });

  it('runs a transaction alone: other requests wait for its end, and a rollback leaves nothing', async () => {
    await sql`create table moves (v int)`.execute(handle.db);
    const seen: number[] = [];
    let inserted!: () => void;
    const firstInsert = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = handle.db.transaction().execute(async (trx) => {
      await sql`insert into moves values (1)`.execute(trx);
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sql`insert into moves values (2)`.execute(trx);
      throw new Error('undo');
    });
    // Asked while the transaction holds an inserted row: answered only after its rollback.
    await firstInsert;
    const reader = sql<{ n: number }>`select count(*)::int as n from moves`.execute(handle.db).then(({ rows }) => seen.push(rows[0]!.n));
    await expect(transaction).rejects.toThrow('undo');
    await reader;
    expect(seen).toEqual([0]);
  });

  it('reads each relation file at the size it has on disk, through growth, truncation and a reopening', async () => {
    const sizes = async () => {
      const { rows } = await sql<{ path: string; size: number }>`select pg_relation_filepath(c.oid) as path, pg_relation_size(c.oid)::int as size
        from pg_class c where c.relname in ('grown', 'grown_pkey') order by c.relname`.execute(handle.db);
      return rows.map((row) => ({ read: row.size, onDisk: statSync(join(dataDir, row.path)).size }));
    };
    const expectTrueSizes = async () => {
      for (const { read, onDisk } of await sizes()) expect(read).toBe(onDisk);
    };
    await sql`create table grown (id int primary key, filler text)`.execute(handle.db);
    await expectTrueSizes();
    for (let batch = 0; batch < 3; batch++) {
      await sql`insert into grown select g, repeat('x', 200) from generate_series(${batch * 5000 + 1}::int, ${(batch + 1) * 5000}::int) g`.execute(handle.db);
      await expectTrueSizes();
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from grown`.execute(handle.db);
      expect(rows[0]!.n).toBe((batch + 1) * 5000);
    }
    const grown = (await sizes())[0]!.read;
    await sql`delete from grown`.execute(handle.db);
    await sql`vacuum grown`.execute(handle.db);
    expect((await sizes())[0]!.read).toBeLessThan(grown);
    await expectTrueSizes();
    await sql`insert into grown select g, 'y' from generate_series(1, 100) g`.execute(handle.db);
    await expectTrueSizes();

    // TRUNCATE and VACUUM FULL write the table to a new file and remove the old one.
    await sql`truncate grown`.execute(handle.db);
    await sql`insert into grown select g, 'z' from generate_series(1, 50) g`.execute(handle.db);
    await sql`vacuum full grown`.execute(handle.db);
    await sql`insert into grown select g, 'y' from generate_series(51, 150) g`.execute(handle.db);
    await expectTrueSizes();

    await handle.close();
    handle = await openPglite({ dataDir });
    const { rows } = await sql<{ n: number; ys: number }>`select count(*)::int as n, count(*) filter (where filler = 'y')::int as ys from grown`.execute(
      handle.db,
    );
    expect(rows).toEqual([{ n: 150, ys: 100 }]);
    await expectTrueSizes();
  });

  it('reads each table from its own file while more files are read than PostgreSQL keeps open', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const openAtStart = openFiles();
    const tables = Array.from({ length: 60 }, (_, i) => `many_${i}`);
    const fill = async (round: number) => {
      for (const [i, table] of tables.entries()) {
        await sql`create table ${sql.table(table)} (v int primary key, w int unique)`.execute(handle.db);
        await sql`insert into ${sql.table(table)} select g, g from generate_series(1, ${i + round}::int) g`.execute(handle.db);
      }
    };
    const counts = async () => {
      const union = sql.join(
        tables.map((table) => sql`select ${table}::text as name, count(*)::int as n from ${sql.table(table)}`),
        sql` union all `,
      );
      return (await sql<{ name: string; n: number }>`${union}`.execute(handle.db)).rows.map((row) => row.n);
    };
    await fill(1);
    for (let pass = 0; pass < 3; pass++) expect(await counts()).toEqual(tables.map((_, i) => i + 1));
    // The same names again, in new files: a handle kept for an old file must not answer for them.
    for (const table of tables) await sql`drop table ${sql.table(table)}`.execute(handle.db);
    await fill(100);
    for (let pass = 0; pass < 3; pass++) expect(await counts()).toEqual(tables.map((_, i) => i + 100));
    // The catalog rewritten: PostgreSQL writes its map of catalog files anew and renames it over the old one, then reads it.
    await sql`vacuum full pg_class`.execute(handle.db);
    await sql`vacuum full pg_attribute`.execute(handle.db);
    await sql`create table after_rewrite (v int)`.execute(handle.db);
    expect(await counts()).toEqual(tables.map((_, i) => i + 100));
    // The kept handles are the process's: closing the database closes them.
    expect(openFiles()).toBeGreaterThan(openAtStart);
    await handle.close();
    expect(openFiles()).toBeLessThan(openAtStart);
    handle = await openPglite({ dataDir });
  });

  it('vacuums and analyzes a table past the thresholds of autovacuum, between requests', async () => {
    const maintained = await openPglite({ loadDataDir: new Blob([readFileSync(inject('database').template)]), maintenanceMs: 200 });
    try {
      await sql`create table churned (id int primary key, state text)`.execute(maintained.db);
      await sql`insert into churned select g, 'new' from generate_series(1, 5000) g`.execute(maintained.db);
      await sql`update churned set state = 'seen' where id <= 3000`.execute(maintained.db);
      const stats = async () =>
        (
          await sql<{
            n_dead_tup: number;
            last_vacuum: Date | null;
            last_analyze: Date | null;
            reltuples: number;
          }>`select s.n_dead_tup::int as n_dead_tup, s.last_vacuum, s.last_analyze, c.reltuples::int as reltuples
            from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'churned'`.execute(maintained.db)
        ).rows[0]!;
      // PostgreSQL publishes a session's counts at most once a second, after a statement.
      const deadline = Date.now() + 20_000;
      let seen = await stats();
      while (!seen.last_vacuum && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        seen = await stats();
      }
      expect(seen.last_vacuum).not.toBeNull();
      expect(seen.last_analyze).not.toBeNull();
      expect(seen.n_dead_tup).toBe(0);
      expect(seen.reltuples).toBe(5000);
    } finally {
      await maintained.close();
    }
  });
});
