import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDatabase } from '../src/server/seed/seedDatabase.ts';
import { generateReturnHistory } from './returnHistory.ts';

export const benchPassword = 'Demo#2026';

/** Where a data set lives: a PostgreSQL database the bench creates afresh, or a PGlite directory. */
export type DatasetPlace = { postgres: string } | { pgliteDir: string };

/** Drops and creates the database `url` names, through the server's `postgres` database. */
async function createPostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`The bench database's name must be a plain identifier, not ${name}.`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database with the demo master data at `scale` and `returns` generated returns, as the
 * bench measures it. Prints its progress; answers how long it took.
 */
export async function buildDataset(place: DatasetPlace, { returns, scale }: { returns: number; scale: number }): Promise<number> {
  const started = Date.now();
  if ('postgres' in place) await createPostgresDatabase(place.postgres);
  const handle: DatabaseHandle = 'postgres' in place ? await openPostgres(place.postgres, 2) : await openPglite({ dataDir: place.pgliteDir });
  try {
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { demo: true, demoPassword: benchPassword, demoScale: scale });
    console.log(`  master data at SEED_SCALE=${scale}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await generateReturnHistory(handle.db, returns, {
      progress: (done) =>
        process.stdout.write(`\r  returns: ${done.toLocaleString('en')} of ${returns.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
    });
    process.stdout.write('\n');
  } finally {
    await handle.close();
  }
  return (Date.now() - started) / 1000;
}
