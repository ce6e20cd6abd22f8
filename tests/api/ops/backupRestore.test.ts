import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { createDemoReturns } from '../../../src/server/demo/demoReturns.ts';
import { seenThroughApi, tableDigests } from '../../fixtures/databaseContent.ts';
import { databaseUrlFor } from '../../fixtures/postgresUrls.ts';
import { DEMO_PASSWORD, testConfig } from '../../fixtures/testConfig.ts';

const run = promisify(execFile);
const database = inject('database');
const dir = mkdtempSync(join(tmpdir(), 'gr-backup-'));
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** An npm script of the product as an operator runs it, with its exit code and output. */
async function npmScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const childEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env: childEnv });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** The running product on `handle`, and what it holds: returns in every state made through its API, their jobs delivered. */
async function fillWithReturns(handle: DatabaseHandle) {
  const app = await buildApp({ db: handle.db, config: testConfig });
  await app.ready();
  await createDemoReturns(app, DEMO_PASSWORD);
  const open = async () => (await handle.db.selectFrom('outbox').select('outbox_id').where('status', 'in', ['PENDING', 'RUNNING']).execute()).length;
  await expect.poll(open, { timeout: 30_000, interval: 100 }).toBe(0);
  return app;
}

/** Opens the restored database in a fresh server and checks it holds exactly what was backed up. */
async function expectRestored(restored: DatabaseHandle, before: { digests: Record<string, string>; seen: Awaited<ReturnType<typeof seenThroughApi>> }) {
  // Byte for byte the same rows in every table, before the new server writes anything (a sign-in does).
  expect(await tableDigests(restored.db)).toEqual(before.digests);
  await migrateToLatest(restored.db);
  const app = await buildApp({ db: restored.db, config: testConfig });
  cleanups.push(() => app.close());
  await app.ready();
  const seen = await seenThroughApi(app, restored.db);
  expect(seen.states).toEqual(before.seen.states);
  expect(seen.returns).toEqual(before.seen.returns);
  expect(seen.files).toEqual(before.seen.files);
  expect(seen.events).toEqual(before.seen.events);
}

/** Every state a return waits or ends in, as the demo makes them (tests/api/app/firstStart.test.ts). */
function expectEveryState(states: string[]) {
  for (const state of [
    'draft',
    'rejected',
    'completedRejected',
    'inProgress.sales',
    'inProgress.client',
    'inProgress.brqa',
    'inProgress.qaho',
    'inProgress.delivery',
    'inProgress.warehouse',
  ]) {
    expect(
      states.some((s) => s.startsWith(`${state}: `)),
      state,
    ).toBe(true);
  }
  expect(states.some((s) => s.startsWith('completed.'))).toBe(true);
}

describe.runIf(database.kind === 'pglite')('npm run backup and npm run restore (embedded database)', () => {
  it(
    'refuse while the server runs; a backup of returns in every state restores into a fresh server with every return, file and event',
    { timeout: 300_000 },
    async () => {
      const dataDir = join(dir, 'data');
      const file = join(dir, 'backup.tar.gz');
      const handle = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(database.template)]) });
      const app = await fillWithReturns(handle);

      const refused = await npmScript('backup', [file], { PGLITE_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`The embedded database in ${dataDir} is in use by the running server (process ${process.pid}). Stop it`);

      const seen = await seenThroughApi(app, handle.db);
      expectEveryState(seen.states);
      expect(Object.keys(seen.files).some((f) => f.startsWith('FPRE of '))).toBe(true);
      await app.close();
      const digests = await tableDigests(handle.db);
      await handle.close();

      const backup = await npmScript('backup', [file], { PGLITE_DIR: dataDir });
      expect(backup.output).toMatch(/^Backed up .+ to .+backup\.tar\.gz: \d+ returns, \d+ return events, \d+ files, \d+ users\.$/m);
      expect(backup.code).toBe(0);

      const freshDir = join(dir, 'restored');
      const restore = await npmScript('restore', [file], { PGLITE_DIR: freshDir });
      expect(restore.output).toContain(
        `Restored ${file} into ${freshDir}: ${Object.keys(seen.returns).length} returns, ${seen.events.length} return events, ${Object.keys(seen.files).length} files`,
      );
      expect(restore.code).toBe(0);

      const restored = await openPglite({ dataDir: freshDir });
      cleanups.push(() => restored.close());
      await expectRestored(restored, { digests, seen });
    },
  );
});

describe.runIf(database.kind === 'postgres')('pg_dump and pg_restore (PostgreSQL, docs/operations.md)', () => {
  it('a dump of returns in every state restores into a fresh database with every return, file and event', { timeout: 300_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const suffix = `${database.template.replace('gr_template_', '')}_${Date.now().toString(36)}`;
    const source = `gr_t_${suffix}_backup`;
    const target = `gr_t_${suffix}_restored`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    cleanups.push(async () => {
      for (const name of [source, target]) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    await admin.query(`create database ${source} template ${database.template}`);
    const handle = await openPostgres(databaseUrlFor(adminUrl, source), 4);
    const app = await fillWithReturns(handle);
    const seen = await seenThroughApi(app, handle.db);
    expectEveryState(seen.states);
    await app.close();
    const digests = await tableDigests(handle.db);
    await handle.close();

    // The procedure of docs/operations.md: a custom-format dump, restored into a new empty database.
    const file = join(dir, 'backup.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, databaseUrlFor(adminUrl, source)]);
    await admin.query(`create database ${target}`);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrlFor(adminUrl, target)}`, file]);

    const restored = await openPostgres(databaseUrlFor(adminUrl, target), 4);
    cleanups.push(() => restored.close());
    await expectRestored(restored, { digests, seen });
  });
});
