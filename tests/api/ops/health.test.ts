import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { carryRequestIds, requestIdsFrom } from '../../../src/server/http/requestId.ts';
import { enqueue } from '../../../src/server/outbox/enqueue.ts';
import { createOutboxWorker } from '../../../src/server/outbox/worker.ts';
import { synchJobs } from '../../fixtures/synchJobs.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

const METRICS_TOKEN = 'scraper-token-for-the-tests-0123';

let t: TestApp;
let sales: string;
beforeAll(async () => {
  // Behind a proxy on this machine (the tests' requests come from 127.0.0.1), whose request ids are kept.
  t = await startTestApp({ metricsToken: METRICS_TOKEN, readyMaxOutboxLagSeconds: 60, trustProxy: '127.0.0.1' });
  sales = await t.signIn('sales_service');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('health and readiness', () => {
  it('health answers without sign-in that the process is up', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'up' });
    expect(response.json().uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('readiness answers 200 with every check ok on a migrated database whose outbox keeps up', async () => {
    const response = await get('/api/ready');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ready');
    expect(body.checks.map((c: { name: string; ok: boolean }) => [c.name, c.ok])).toEqual([
      ['database', true],
      ['migrations', true],
      ['outbox', true],
      ['erp', true],
      ['fareye', true],
    ]);
    // Without ERP_URL and FAREYE_URL the built-in simulators answer, and readiness says so.
    const simulated = 'Simulated: the built-in simulator answers, not a real system';
    expect(body.checks.slice(-2)).toEqual([
      { name: 'erp', ok: true, degraded: false, simulated: true, detail: `${simulated}. Calls to the ERP go through.` },
      { name: 'fareye', ok: true, simulated: true, detail: `${simulated}.` },
    ]);
  });

  it('readiness answers 503 naming a migration the database has not run', async () => {
    const last = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const { name, timestamp } = last.rows[0]!;
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const response = await get('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = response.json();
      expect(body.detail).toContain('1 migration not applied.');
      expect(body.detail).not.toContain(name);
      expect(body.checks).toContainEqual({ name: 'migrations', ok: false, detail: '1 migration not applied.' });
      expect(body.checks).toContainEqual(expect.objectContaining({ name: 'database', ok: true }));
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(t.db);
    }
    expect((await get('/api/ready')).statusCode).toBe(200);
  });

  it('readiness answers 503 while the oldest due outbox job has waited past the threshold, and 200 once it is taken', async () => {
    await t.app.outbox.stop();
    await t.db
      .insertInto('outbox')
      .values({
        kind: 'ops.test.stalled',
        payload: '{}',
        idempotency_key: 'ops-test-stalled',
        created_by: null,
        next_attempt_at: sql`now() - interval '5 minutes'`,
      })
      .execute();
    const response = await get('/api/ready');
    expect(response.statusCode).toBe(503);
    const outbox = response.json().checks.find((c: { name: string }) => c.name === 'outbox');
    expect(outbox.ok).toBe(false);
    expect(outbox.detail).toMatch(/^The oldest due outbox job has waited 30\d s \(more than 60 s\)\.$/);
    // The worker takes it (an unknown kind fails at once): nothing is due any more.
    t.app.outbox.start();
    await expect.poll(async () => (await get('/api/ready')).statusCode, { timeout: 5000 }).toBe(200);
  });
});

describe('request ids', () => {
  it('every answer carries a new id when the caller sends none or an unusable one', async () => {
    const plain = await get('/api/health');
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await get('/api/health');
    expect(other.headers['x-request-id']).not.toBe(plain.headers['x-request-id']);
    for (const bad of ['has spaces in it', 'x'.repeat(129), 'new\u00e9line', '']) {
      const answer = await get('/api/health', { 'x-request-id': bad });
      expect(answer.headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("the proxy's sane id is kept, on errors too", async () => {
    expect((await get('/api/health', { 'x-request-id': 'lb-7f3a9c.42' })).headers['x-request-id']).toBe('lb-7f3a9c.42');
    const refused = await get('/api/user/me', { 'x-request-id': 'lb-refused-1' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('lb-refused-1');
  });

  it('an id from anyone but a configured proxy is replaced', async () => {
    const fromElsewhere = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c.43' }, remoteAddress: '203.0.113.9' });
    expect(fromElsewhere.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const noProxies = Fastify({ genReqId: requestIdsFrom(false) });
    carryRequestIds(noProxies);
    noProxies.get('/id', async (request) => request.id);
    const ranges = Fastify({ genReqId: requestIdsFrom('10.6.0.0/16,fd00::/8') });
    ranges.get('/id', async (request) => request.id);
    try {
      expect((await noProxies.inject({ method: 'GET', url: '/id', headers: { 'x-request-id': 'lb-1' } })).body).toMatch(/^[0-9a-f-]{36}$/);
      const from = async (remoteAddress: string) =>
        (await ranges.inject({ method: 'GET', url: '/id', headers: { 'x-request-id': 'lb-2' }, remoteAddress })).body;
      expect(await from('10.6.3.4')).toBe('lb-2');
      expect(await from('::ffff:10.6.3.4')).toBe('lb-2');
      expect(await from('fd00::7')).toBe('lb-2');
      expect(await from('10.7.0.1')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await noProxies.close();
      await ranges.close();
    }
  });

  it('the outbox job a request queued and the api_log rows of its calls keep the request id', async () => {
    // Over a real connection, with a body (old clients send {} with every POST) that arrives after
    // the headers: the id survives the reading of the body from the socket.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      'POST /api/customer/synch?P_CustomerCode=30000002 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
        `Authorization: Bearer ${sales}\r\nX-Request-Id: req-synch-0001\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n`,
    );
    await sleep(50);
    socket.write('{}');
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 202 /);
    expect(answer).toMatch(/^x-request-id: req-synch-0001\r$/im);
    const jobId = Number(/"jobId":(\d+)/.exec(answer)?.[1]);
    await synchJobs(t, sales).finished(jobId);
    const job = await t.db.selectFrom('outbox').select('request_id').where('outbox_id', '=', jobId).executeTakeFirstOrThrow();
    expect(job.request_id).toBe('req-synch-0001');
    const log = await t.db.selectFrom('api_log').select(['operation', 'request_id']).where('outbox_id', '=', jobId).execute();
    expect(log).toEqual([{ operation: 'pullCustomers', request_id: 'req-synch-0001' }]);
    // The administrators' API log finds the request's calls by its id.
    const admin = await t.signIn('admin');
    const found = await t.request({ method: 'GET', url: '/api/apilog?requestId=req-synch-0001', token: admin });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([expect.objectContaining({ system: 'ERP', operation: 'pullCustomers', requestId: 'req-synch-0001' })]);
  });
  it('work a job queues is not taken for the request that woke the worker', async () => {
    // A worker whose one job queues another, woken by a request (as a handler wakes it after its commit).
    const worker = createOutboxWorker({
      db: t.db,
      handlers: {
        'ops.test.first': async (_payload, { db }) =>
          `queued ${await enqueue(db, { kind: 'ops.test.second', payload: {}, idempotencyKey: 'ops-test-second', createdBy: null })}`,
      },
      pollMs: 60_000,
      maxAttempts: 1,
      retryBaseMs: 1,
      log: { error: () => {}, warn: () => {} },
    });
    const waker = Fastify({ genReqId: requestIdsFrom('127.0.0.1') });
    carryRequestIds(waker);
    waker.get('/wake', async () => {
      worker.wake();
      return 'woken';
    });
    try {
      await t.app.outbox.stop();
      // Started idle (its first look finds nothing, the next is a minute away), then work is queued and a request wakes it.
      worker.start();
      await sleep(200);
      await t.db
        .insertInto('outbox')
        .values({ kind: 'ops.test.first', payload: '{}', idempotency_key: 'ops-test-first', created_by: null, next_attempt_at: sql`now()` })
        .execute();
      expect((await waker.inject({ method: 'GET', url: '/wake', headers: { 'x-request-id': 'req-waker-1' } })).body).toBe('woken');
      const second = () => t.db.selectFrom('outbox').select(['request_id']).where('kind', '=', 'ops.test.second').executeTakeFirst();
      await expect.poll(second, { timeout: 5000, interval: 20 }).toEqual({ request_id: null });
    } finally {
      await worker.stop();
      await waker.close();
      await t.db.deleteFrom('outbox').where('kind', 'in', ['ops.test.first', 'ops.test.second']).execute();
      t.app.outbox.start();
    }
  });
});

describe('metrics', () => {
  const scrape = async () => {
    const response = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('are refused without the scraper token', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong-token-of-the-same-size-x' })).statusCode).toBe(401);
  });

  it('time every request by operation and status, never by raw address', async () => {
    await get('/api/health');
    await get('/api/return/12345/document', { authorization: `Bearer ${sales}` });
    await get('/api/no/such/operation');
    const text = await scrape();
    expect(text).toMatch(/^http_request_duration_seconds_count\{operation="getHealth",method="GET",status_code="200"\} [1-9]\d*$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",operation="getHealth",method="GET",status_code="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{operation="unmatched",method="GET",status_code="404"\} [1-9]\d*$/m);
    // Not in any label (a gauge's value may hold the digits by chance: the code space's 12345552 bytes once did).
    expect(text).not.toMatch(/="[^"]*12345/);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it('show the outbox queue, the age of the oldest due job, failed jobs and ERP call durations', async () => {
    await t.app.outbox.stop();
    await t.db
      .insertInto('outbox')
      .values([
        {
          kind: 'ops.test.waiting',
          payload: '{}',
          idempotency_key: 'ops-test-waiting-1',
          created_by: null,
          next_attempt_at: sql`now() - interval '90 seconds'`,
        },
        { kind: 'ops.test.waiting', payload: '{}', idempotency_key: 'ops-test-waiting-2', created_by: null, next_attempt_at: sql`now() + interval '1 hour'` },
      ])
      .execute();
    const text = await scrape();
    expect(text).toMatch(/^outbox_queue_depth\{kind="ops\.test\.waiting",status="PENDING"\} 2$/m);
    const age = Number(/^outbox_oldest_due_job_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
    // The stalled job of the readiness test failed for want of a handler; the synch called the ERP.
    expect(text).toMatch(/^outbox_failed_jobs\{kind="ops\.test\.stalled"\} 1$/m);
    expect(text).toMatch(/^external_call_duration_seconds_count\{system="ERP",operation="pullCustomers",outcome="ok"\} [1-9]\d*$/m);
    expect(text).toMatch(/^outbox_job_attempts_total\{kind="ops\.test\.stalled",outcome="failed"\} 1$/m);
    await t.db.deleteFrom('outbox').where('kind', '=', 'ops.test.waiting').execute();
    t.app.outbox.start();
  });

  it('are not served at all without METRICS_TOKEN', async () => {
    const other = await startTestApp();
    try {
      // Nothing but the web app's page (after a build) or a 404 answers there, with or without a token.
      for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
        const response = await other.request({ method: 'GET', url: '/metrics', headers });
        expect([200, 404]).toContain(response.statusCode);
        expect(response.headers['content-type']).not.toMatch(/^text\/plain/);
        expect(response.body).not.toContain('http_request_duration_seconds');
      }
    } finally {
      await other.close();
    }
  });
});
