import { sql } from 'kysely';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../src/server/db/database.ts';

/** What a bench data set holds, counted in it. */
export interface DatasetCounts {
  returns: number;
  lines: number;
  waiting: number;
  customers: number;
}

const countsOf = async (db: Database): Promise<DatasetCounts> =>
  (
    await sql<DatasetCounts>`
    select (select count(*) from returns)::int as returns, (select count(*) from return_items)::int as lines,
      (select count(*) from returns where status = 'W')::int as waiting, (select count(*) from customers)::int as customers`.execute(db)
  ).rows[0]!;

/** `read` from a database opened for it and closed again. */
async function readFrom<T>(opened: Promise<DatabaseHandle>, read: (db: Database) => Promise<T>): Promise<T> {
  const handle = await opened;
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

export const countsText = (c: DatasetCounts) =>
  `${c.returns.toLocaleString('en')} returns with ${c.lines.toLocaleString('en')} lines (${c.waiting.toLocaleString('en')} waiting), ${c.customers.toLocaleString('en')} customers`;

export const postgresCounts = (url: string) => readFrom(openPostgres(url, 1), countsOf);
/** Closed again before the server starts on the directory and takes its lock. */
export const pgliteCounts = (dataDir: string) => readFrom(openPglite({ dataDir, maintenanceMs: 0 }), countsOf);

/** The PostgreSQL server's version and what its data set holds, read from it. */
export const describePostgres = (url: string) =>
  readFrom(openPostgres(url, 1), async (db) => {
    const { v } = (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)).rows[0]!;
    return `PostgreSQL ${v}, ${countsText(await countsOf(db))}`;
  });
