import { sql } from 'kysely';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/database.ts';

/** What a bench data set holds, counted in it. */
export interface DatasetCounts {
  returns: number;
  lines: number;
  waiting: number;
  customers: number;
}

async function countsIn(handle: DatabaseHandle): Promise<DatasetCounts> {
  try {
    return (await sql<DatasetCounts>`
      select (select count(*) from returns)::int as returns, (select count(*) from return_items)::int as lines,
        (select count(*) from returns where status = 'W')::int as waiting, (select count(*) from customers)::int as customers`.execute(handle.db)).rows[0]!;
  } finally {
    await handle.close();
  }
}

export const postgresCounts = async (url: string) => countsIn(await openPostgres(url, 1));
/** Opened and closed again: the server started on the directory afterwards takes its lock. */
export const pgliteCounts = async (dataDir: string) => countsIn(await openPglite({ dataDir, maintenanceMs: 0 }));

export const countsText = (c: DatasetCounts) =>
  `${c.returns.toLocaleString('en')} returns with ${c.lines.toLocaleString('en')} lines (${c.waiting.toLocaleString('en')} waiting), ${c.customers.toLocaleString('en')} customers`;

/** The PostgreSQL server's version and what its data set holds, read from it. */
export async function describePostgres(url: string): Promise<string> {
  const handle = await openPostgres(url, 1);
  const version = await sql<{ v: string }>`select current_setting('server_version') as v`
    .execute(handle.db)
    .then((r) => r.rows[0]!.v)
    .finally(() => handle.close());
  return `PostgreSQL ${version}, ${countsText(await postgresCounts(url))}`;
}
