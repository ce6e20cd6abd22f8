import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openPostgres, type DatabaseHandle } from '../../../src/server/db/database.ts';
import type { ErpClient } from '../../../src/server/modules/integrations/erp/erpClient.ts';
import { createErpSimulator } from '../../../src/server/simulators/erpSimulator.ts';
import { synchKinds } from '../../../src/server/modules/masterdata/synchKinds.ts';
import { enqueue } from '../../../src/server/outbox/enqueue.ts';
import { databaseUrlFor } from '../../fixtures/postgresUrls.ts';
import { DEMO_PASSWORD, testConfig } from '../../fixtures/testConfig.ts';

/**
 * docs/operations.md, "Several instances": two instances of the product, each with its own
 * connection pool and outbox worker, on one PostgreSQL database, as behind a load balancer.
 * Neither is given JWT_SECRET: they share the signing secret through the database.
 */
const database = inject('database');

interface Instance {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The ERP calls this instance's worker made. */
  erpCalls: number;
}

const instances: Instance[] = [];
let admin: pg.Client;
let name: string;

/** The ERP simulator, counting the customer pulls this instance makes (the edge of the system, not the code under test). */
function countingErp(instance: { erpCalls: number }): ErpClient {
  const simulator = createErpSimulator({ failure: 'none', latencyMs: 20 });
  return {
    ...simulator,
    pullCustomers: (filter) => {
      instance.erpCalls++;
      return simulator.pullCustomers(filter);
    },
  };
}

async function startInstance(url: string): Promise<Instance> {
  const handle = await openPostgres(url, 4);
  const instance = { handle, erpCalls: 0 } as Instance;
  instance.app = await buildApp({ db: handle.db, config: { ...testConfig, jwtSecret: undefined }, erp: countingErp(instance) });
  await instance.app.ready();
  return instance;
}

beforeAll(async () => {
  if (database.kind !== 'postgres') return;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  name = `gr_t_${database.template.replace('gr_template_', '')}_${randomBytes(4).toString('hex')}`;
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${database.template}`);
  const url = databaseUrlFor(adminUrl, name);
  instances.push(...(await Promise.all([startInstance(url), startInstance(url)])));
});
afterAll(async () => {
  if (database.kind !== 'postgres') return;
  for (const instance of instances) {
    await instance.app.close();
    await instance.handle.close();
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

const call = (instance: Instance, method: 'GET' | 'POST', url: string, token: string) =>
  instance.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe.runIf(database.kind === 'postgres')('two instances on one PostgreSQL', () => {
  it('let a command that opens the database, reads and closes it end (no listener left connecting)', async () => {
    // As the bench's dataset description does: opened, read, closed at once; the process must end by itself.
    const script = `
      import { openPostgres } from './src/server/db/database.ts';
      const handle = await openPostgres(process.env.URL, 1);
      await handle.close();
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, URL: databaseUrlFor(process.env.TEST_DATABASE_URL!, name) },
    });
    const ended = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const bound = new AbortController();
    const outcome = await Promise.race([ended, sleep(20_000, 'still running', { signal: bound.signal })]);
    bound.abort();
    child.kill();
    expect(outcome).toBe(0);
  });

  it("take a user's session signed in on either, and end it on both when the user signs out on one", async () => {
    const [a, b] = instances as [Instance, Instance];
    // A token issued by b is good on a …
    const fromB = await b.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'fss2', password: DEMO_PASSWORD } });
    expect((await call(a, 'GET', '/api/user/me', fromB.json().data.accessToken)).statusCode).toBe(200);
    // … and one issued by a is good on both.
    const login = await a.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'fss', password: DEMO_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.accessToken as string;
    for (const instance of [a, b]) {
      const me = await call(instance, 'GET', '/api/user/me', token);
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().userName).toBe('fss');
    }

    expect((await call(a, 'POST', '/api/user/logout', token)).statusCode).toBe(200);
    expect((await call(a, 'GET', '/api/user/me', token)).statusCode).toBe(401);
    // b read the user last and has written nothing since, but a tells it of its change
    // (db/instanceNotices.ts): b's cache of who is signed in is stale within a second, not its five.
    const signedOutAt = Date.now();
    await expect.poll(async () => (await call(b, 'GET', '/api/user/me', token)).statusCode, { timeout: 1000, interval: 50 }).toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThan(1000);
  });

  it('refuse a user locked on one instance on the other within a second', async () => {
    const [a, b] = instances as [Instance, Instance];
    const admin = (await a.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'admin', password: DEMO_PASSWORD } })).json().data
      .accessToken as string;
    const login = await b.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'brqa', password: DEMO_PASSWORD } });
    const token = login.json().data.accessToken as string;
    expect((await call(b, 'GET', '/api/user/me', token)).statusCode).toBe(200);
    const { user_id: userId } = await a.handle.db.selectFrom('users').select('user_id').where('user_name', '=', 'brqa').executeTakeFirstOrThrow();
    const locked = await a.app.inject({
      method: 'PUT',
      url: '/api/user/set-lock',
      headers: { authorization: `Bearer ${admin}` },
      payload: { userId, locked: 'Y' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const lockedAt = Date.now();
    await expect.poll(async () => (await call(b, 'GET', '/api/user/me', token)).statusCode, { timeout: 1000, interval: 50 }).toBe(401);
    expect(Date.now() - lockedAt).toBeLessThan(1000);
  });

  it('run every outbox job exactly once between their two workers', async () => {
    const [a, b] = instances as [Instance, Instance];
    const jobs = 60;
    const ids = await a.handle.db.transaction().execute(async (trx) => {
      const queued: number[] = [];
      for (let i = 0; i < jobs; i++) {
        queued.push(
          await enqueue(trx, { kind: synchKinds.customer, payload: { customerCode: '30000002' }, idempotencyKey: `two-instances:${i}`, createdBy: null }),
        );
      }
      return queued;
    });
    a.app.outbox.wake();
    b.app.outbox.wake();
    const open = async () =>
      (
        await a.handle.db
          .selectFrom('outbox')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('outbox_id', 'in', ids)
          .where('status', 'in', ['PENDING', 'RUNNING'])
          .executeTakeFirstOrThrow()
      ).n;
    await expect.poll(open, { timeout: 30_000, interval: 100 }).toBe(0);

    const rows = await a.handle.db.selectFrom('outbox').select(['outbox_id', 'status', 'attempts']).where('outbox_id', 'in', ids).execute();
    expect(rows).toHaveLength(jobs);
    expect(
      rows.every((r) => r.status === 'DONE' && r.attempts === 1),
      JSON.stringify(rows.filter((r) => r.status !== 'DONE' || r.attempts !== 1)),
    ).toBe(true);
    // One ERP call per job, in api_log and at the ERP itself; both workers took part.
    const calls = await a.handle.db
      .selectFrom('api_log')
      .select(['outbox_id', sql<number>`count(*)::int`.as('n')])
      .where('outbox_id', 'in', ids)
      .groupBy('outbox_id')
      .execute();
    expect(calls).toHaveLength(jobs);
    expect(calls.every((c) => c.n === 1)).toBe(true);
    expect(a.erpCalls + b.erpCalls).toBe(jobs);
    expect(a.erpCalls).toBeGreaterThan(0);
    expect(b.erpCalls).toBeGreaterThan(0);
  });
});
