import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.ts';
import { lockDataDirectory } from './pgliteLock.ts';
import { RowClient } from './rowClient.ts';
import { WriteWatch } from './writeWatch.ts';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Dates stay 'YYYY-MM-DD' strings (a Date would shift with the server's time zone); int8 and
// numeric come back as numbers on both drivers (pg would give strings, PGlite numbers).
pg.types.setTypeParser(DATE_OID, (value: string) => value);
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));
pg.types.setTypeParser(NUMERIC_OID, (value: string) => Number(value));
const pgliteParsers = {
  [DATE_OID]: (value: string) => value,
  [INT8_OID]: (value: string) => Number(value),
  [NUMERIC_OID]: (value: string) => Number(value),
};

const watches = new WeakMap<Database, WriteWatch>();

/** A database whose writes are counted (writeWatch.ts), so caches of what it read know when to read again. */
function watched(dialect: Dialect): Database {
  const watch = new WriteWatch();
  const db = new Kysely<DB>({ dialect: watch.watching(dialect), plugins: [watch] });
  watches.set(db, watch);
  return db;
}

/** The write count of a database opened here; null for one opened elsewhere, whose writes nothing counts. */
export const writeWatchOf = (db: Database): WriteWatch | null => watches.get(db) ?? null;

export async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  // Reads run often are prepared (rowClient.ts), and every run is still planned for its values: a
  // generic plan, which PostgreSQL may choose for a prepared statement, cannot use the partial
  // indexes the lists read (a Reject Return page took 390 ms with one instead of 6 ms).
  const pool = new pg.Pool({ connectionString: url, max, Client: RowClient, options: '-c plan_cache_mode=force_custom_plan' });
  // An idle connection that the server ends (restart, admin kill) is dropped from the pool and
  // replaced on next use; without a listener its 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = watched(new PostgresDialect({ pool }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** An embedded database: in a data directory (locked against a second process) or from a dump. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const unlock = options.dataDir ? lockDataDirectory(options.dataDir) : () => {};
  try {
    const client = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers: pgliteParsers,
    });
    await client.waitReady;
    const db = watched(new PGliteDialect(client));
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openDatabase(config: { databaseUrl: string | undefined; pgliteDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.pgliteDir });
}
