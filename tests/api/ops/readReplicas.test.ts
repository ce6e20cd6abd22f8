import { execFileSync, execSync } from 'node:child_process';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openPostgres, type DatabaseHandle } from '../../../src/server/db/database.ts';
import type { TestApp } from '../../fixtures/testApp.ts';
import { databaseUrlFor } from '../../fixtures/postgresUrls.ts';
import { cleanReturnBody, uploadPhoto } from '../../fixtures/returns.ts';
import { DEMO_PASSWORD, testConfig } from '../../fixtures/testConfig.ts';

/**
 * Reads on a real PostgreSQL streaming replica (issue 36): `.ci/run` starts a primary and a
 * standby of it (scripts/replicaPair.sh) and names them in REPLICA_PRIMARY_URL and
 * REPLICA_STANDBY_URL. Two instances of the product read reports from the standby; the test
 * pauses its replay, stops it, and sees where each read went (the X-Read-From answer header, and
 * the standby's own statistics).
 */
const database = inject('database');
const primaryServer = process.env.REPLICA_PRIMARY_URL;
const standbyServer = process.env.REPLICA_STANDBY_URL;
const name = `gr_replica_${process.pid}`;

let primaryAdmin: pg.Client;
let standby: pg.Client;
const instances: { app: FastifyInstance; handle: DatabaseHandle }[] = [];

/** The test fixtures' view of an instance (request, sign-in), so they make returns through it. */
function asTestApp(instance: { app: FastifyInstance; handle: DatabaseHandle }): TestApp {
  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    instance.app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app: instance.app,
    db: instance.handle.db,
    request,
    async signIn(userName, password = DEMO_PASSWORD) {
      return (await request({ method: 'POST', url: '/api/user/login', payload: { username: userName, password } })).json().data.accessToken as string;
    },
    browserSignIn: () => Promise.reject(new Error('not used here')),
    close: async () => {},
  };
}

const standbyReads = async () =>
  Number((await standby.query<{ n: string }>('select xact_commit::text as n from pg_stat_database where datname = current_database()')).rows[0]!.n);

beforeAll(async () => {
  if (database.kind !== 'postgres' || !primaryServer || !standbyServer) return;
  primaryAdmin = new pg.Client({ connectionString: primaryServer });
  await primaryAdmin.connect();
  await primaryAdmin.query(`create database ${name}`);
  // The seeded template of this run, copied onto the primary (the standby replays it).
  execSync(
    `pg_dump --no-owner --no-privileges "${databaseUrlFor(process.env.TEST_DATABASE_URL!, database.template)}" | psql -q -v ON_ERROR_STOP=1 "${databaseUrlFor(primaryServer, name)}"`,
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  standby = new pg.Client({ connectionString: databaseUrlFor(standbyServer, name) });
  for (let tries = 0; ; tries++) {
    try {
      await standby.connect();
      break;
    } catch (error) {
      if (tries > 50) throw error;
      standby = new pg.Client({ connectionString: databaseUrlFor(standbyServer, name) });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  for (let i = 0; i < 2; i++) {
    const handle = await openPostgres(databaseUrlFor(primaryServer, name), 4, { urls: [databaseUrlFor(standbyServer, name)], maxLagSeconds: 10 });
    const app = await buildApp({
      db: handle.db,
      replicas: handle.replicas,
      config: { ...testConfig, databaseUrl: 'postgres://primary', readReplicas: { urls: ['postgres://standby'], maxLagSeconds: 10 } },
    });
    await app.ready();
    instances.push({ app, handle });
  }
});

afterAll(async () => {
  for (const { app, handle } of instances) {
    await app.close();
    await handle.close();
  }
  await standby?.end().catch(() => undefined);
  await primaryAdmin?.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await primaryAdmin?.end();
});

describe.runIf(database.kind === 'postgres' && primaryServer && standbyServer)('reads on a streaming replica', () => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  const reportOf = (instance: TestApp, token: string, headers: Record<string, string> = {}) =>
    instance.request({ method: 'GET', url: `/api/return?startDate=${today}&endDate=${today}&plantCode=1001,1002,1003&pageSize=100`, token, headers });

  it('answers a report from the replica, and a work list and every write from the primary', async () => {
    const a = asTestApp(instances[0]!);
    const admin = await a.signIn('admin');
    const before = await standbyReads();
    const report = await reportOf(a, admin);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['x-read-from']).toBe('replica 1');
    expect(await standbyReads()).toBeGreaterThan(before);
    const workList = await a.request({ method: 'GET', url: '/api/return/reject?pageNo=1&pageSize=20', token: admin });
    expect(workList.statusCode).toBe(200);
    expect(workList.headers['x-read-from']).toBeUndefined();
    const ready = (await a.request({ method: 'GET', url: '/api/ready' })).json();
    expect(ready.checks).toContainEqual(expect.objectContaining({ name: 'replicas', ok: true, degraded: false }));
  });

  it("shows users their own submitted return at once while the replica is paused, on either instance, and keeps others' reads on the replica", async () => {
    const [a, b] = [asTestApp(instances[0]!), asTestApp(instances[1]!)];
    const salesToken = await a.signIn('sales_service');
    const admin = await a.signIn('admin');
    const photoId = await uploadPhoto(a, salesToken);
    await standby.query('select pg_wal_replay_pause()');
    try {
      const saved = await a.request({ method: 'POST', url: '/api/return', token: salesToken, payload: await cleanReturnBody(a, salesToken, '101', photoId) });
      expect(saved.statusCode, saved.body).toBe(200);
      const { retNumber } = saved.json().data;
      const walCookie = saved.cookies.find((c) => c.name === 'gr-wal');
      // Sealed: the browser carries it, only the server reads it.
      expect(walCookie?.value).toMatch(/^[\w-]{40,}$/);
      const has = (answer: { json(): { data: { retNumber: string }[] } }) => answer.json().data.some((r) => r.retNumber === retNumber);

      // The writer, on the instance that took the write (it remembers) and on the other (the cookie tells it).
      const own = await reportOf(a, salesToken);
      expect(own.headers['x-read-from']).toBe('primary');
      expect(has(own)).toBe(true);
      const ownElsewhere = await reportOf(b, salesToken, { cookie: `gr-wal=${walCookie!.value}` });
      expect(ownElsewhere.headers['x-read-from']).toBe('primary');
      expect(has(ownElsewhere)).toBe(true);
      // Someone else reads the paused replica, which has not seen the return yet.
      const other = await reportOf(b, admin);
      expect(other.headers['x-read-from']).toBe('replica 1');
      // A position the server did not seal is not taken: it cannot push a user's reads onto the primary.
      expect((await reportOf(b, admin, { cookie: 'gr-wal=FFFFFFFF/FFFFFFFF' })).headers['x-read-from']).toBe('replica 1');
      expect(has(other)).toBe(false);
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
  });

  it('sends the reads to the primary while the replica is stopped, and readiness says so', async () => {
    const a = asTestApp(instances[0]!);
    const admin = await a.signIn('admin');
    const dir = process.env.REPLICA_DIR!;
    const asPostgres = (args: string[]) =>
      process.getuid?.() === 0 ? execFileSync('runuser', ['-u', 'postgres', '--', ...args]) : execFileSync(args[0]!, args.slice(1));
    await standby.end();
    asPostgres([`${process.env.REPLICA_PG_BIN}/pg_ctl`, '-D', `${dir}/standby`, '-m', 'fast', '-w', 'stop']);
    await expect.poll(async () => (await reportOf(a, admin)).headers['x-read-from'], { timeout: 5000, interval: 200 }).toBe('primary');
    const report = await reportOf(a, admin);
    expect(report.statusCode).toBe(200);
    const ready = await a.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toContainEqual({
      name: 'replicas',
      ok: true,
      degraded: true,
      detail: 'Degraded: replica 1 is skipped (not reachable); its reads go to the primary.',
    });
  });
});
