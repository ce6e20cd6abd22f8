import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../../../generated/database.ts';
import { lockDataDirectory } from './pgliteLock.ts';
import { PgliteThread } from './pglite/thread.ts';
import { RowClient } from './rowClient.ts';
import { WriteWatch } from './writeWatch.ts';
import { shareChanges } from './instanceNotices.ts';
import { ReadReplicas } from './readReplicas.ts';
import { routedReads } from './routedReads.ts';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `listener` if the database stops for good while open: the embedded database's thread
   * crashing. (A PostgreSQL connection that ends is replaced by the pool instead.)
   */
  onLost(listener: (error: Error) => void): void;
  /** The read replicas of READ_DATABASE_URL, or null: every read goes to the one database. */
  replicas: ReadReplicas | null;
  close(): Promise<void>;
}

/** Read replicas of a PostgreSQL primary (READ_DATABASE_URL) and how far behind one may be to serve (READ_MAX_LAG_SECONDS). */
export interface ReadReplicaOptions {
  urls: readonly string[];
  maxLagSeconds: number;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Dates stay 'YYYY-MM-DD' strings (a Date would shift with the server's time zone); int8 and
// numeric come back as numbers (pg would give strings). pg reads PGlite's answers too.
pg.types.setTypeParser(DATE_OID, (value: string) => value);
pg.types.setTypeParser(INT8_OID, (value: string) => Number(value));
pg.types.setTypeParser(NUMERIC_OID, (value: string) => Number(value));
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

/**
 * What every connection's session is set to. Reads run often are prepared (rowClient.ts), and
 * every run is still planned for its values: a generic plan, which PostgreSQL may choose for a
 * prepared statement, cannot use the partial indexes the lists read (a Reject Return page took
 * 390 ms with one instead of 6 ms).
 */
const sessionSettings = { plan_cache_mode: 'force_custom_plan' };

/**
 * An idle connection that ends (a PostgreSQL restart, an admin's kill, the embedded database's
 * thread stopping) is dropped from the pool and replaced on next use; without a listener its
 * 'error' event would crash the process.
 */
function warnOfLostConnections(pool: pg.Pool, database: string): void {
  pool.on('error', (error) => console.warn(`${database}: connection lost: ${error.message}`));
}

export async function openPostgres(url: string, max = 10, read?: ReadReplicaOptions): Promise<DatabaseHandle> {
  const options = Object.entries(sessionSettings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max, Client: RowClient, options });
  warnOfLostConnections(pool, 'PostgreSQL');
  const replicas = read?.urls.length ? await ReadReplicas.open(read.urls, read.maxLagSeconds, max) : null;
  const dialect = new PostgresDialect({ pool });
  const db = watched(replicas ? routedReads(dialect) : dialect);
  const notices = shareChanges(pool, url, writeWatchOf(db)!);
  return {
    db,
    kind: 'postgres',
    onLost: () => {},
    replicas,
    close: async () => {
      await notices.stop();
      await db.destroy();
      await replicas?.close();
    },
  };
}

/**
 * An embedded database: in a data directory (locked against a second process) or from a dump,
 * run on a thread of its own and read through the same driver as PostgreSQL (pglite/thread.ts).
 * PGlite has one session: the pool has one connection, which a transaction holds to its end. A
 * data directory is vacuumed and analyzed as autovacuum would (pglite/maintenance.mjs), looked
 * at every minute unless `maintenanceMs` says otherwise (0: never).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; maintenanceMs?: number }): Promise<DatabaseHandle> {
  const unlock = options.dataDir ? lockDataDirectory(options.dataDir) : () => {};
  try {
    // A new data directory is made by PGlite's initdb, whose memory PGlite keeps for as long as its
    // thread runs (about 550 MB): it is made on a thread of its own, which then ends.
    if (options.dataDir && !options.loadDataDir && !existsSync(join(options.dataDir, 'PG_VERSION'))) {
      await (await PgliteThread.start({ dataDir: options.dataDir, settings: sessionSettings, maintenanceMs: 0 })).close();
    }
    const thread = await PgliteThread.start({
      dataDir: options.dataDir,
      dump: options.loadDataDir && { bytes: new Uint8Array(await options.loadDataDir.arrayBuffer()), type: options.loadDataDir.type },
      settings: sessionSettings,
      maintenanceMs: options.maintenanceMs ?? (options.dataDir ? 60_000 : 0),
    });
    // The user and database PGlite opened its session with (a startup naming others stops it);
    // no TLS whatever the PG* environment says.
    const pool = new pg.Pool({
      max: 1,
      idleTimeoutMillis: 0,
      user: 'postgres',
      database: 'postgres',
      ssl: false,
      Client: RowClient,
      stream: () => thread.socket(),
    });
    warnOfLostConnections(pool, 'The embedded database');
    const db = watched(new PostgresDialect({ pool }));
    return {
      db,
      kind: 'pglite',
      onLost: (listener) => thread.onLost(listener),
      replicas: null,
      close: async () => {
        await db.destroy();
        await thread.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openDatabase(config: { databaseUrl: string | undefined; pgliteDir: string; readReplicas: ReadReplicaOptions }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, 10, config.readReplicas) : openPglite({ dataDir: config.pgliteDir });
}
