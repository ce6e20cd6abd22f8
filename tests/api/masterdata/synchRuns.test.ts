import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/api.d.ts';
import type { Config } from '../../../src/server/config.ts';
import { synchJobs } from '../../fixtures/synchJobs.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/*
 * Runs of synchronisation: one of a kind at a time (409 otherwise), the Synchronisation screen's
 * list of kinds with their last run, an ERP failure retried then FAILED, who may start them, and
 * query values refused before anything is queued.
 */

// Read by the simulated ERP at every call, so a test can slow it down or make it fail.
const erp: Config['erpSimulator'] = { failure: 'none', latencyMs: 0, pullLatencyMs: 0 };
let t: TestApp;
let admin: string;
let jobs: ReturnType<typeof synchJobs>;
beforeAll(async () => {
  t = await startTestApp({ erpSimulator: erp });
  admin = await t.signIn('admin');
  jobs = synchJobs(t, admin);
});
afterAll(() => t.close());

type SynchKindState = components['schemas']['SynchKindState'];

async function kinds(token = admin): Promise<SynchKindState[]> {
  const response = await t.request({ method: 'GET', url: '/api/synch', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const kind = async (key: string) => (await kinds()).find((k) => k.key === key)!;

const allPaths = [
  '/api/crprgp/synch',
  '/api/customer/synch?P_CustomerCode=30000001',
  '/api/material/synch?P_material=10000001',
  '/api/material/synchexclusion?P_Material=10000001',
  '/api/nra/nrax/synch',
  '/api/nra/nrablank/synch',
  '/api/nra/nracustx/synch',
  '/api/nra/nracustblank/synch',
  '/api/batch/synch?P_MATERIAL=10000001',
  '/api/client/fpre/synch',
];

describe("the Synchronisation screen's list", () => {
  it('names every kind with the call that starts it, never run yet', async () => {
    const list = await kinds(await t.signIn('operation_ho'));
    expect(list.map((k) => `${k.method} /api${k.path}`)).toEqual(allPaths.map((p) => `POST ${p.split('?')[0]}`));
    expect(list.map((k) => k.key)).toEqual([
      'crpRgp',
      'customer',
      'material',
      'materialExclusion',
      'nraX',
      'nraBlank',
      'nraCustX',
      'nraCustBlank',
      'batch',
      'clientFpre',
    ]);
    expect(list.every((k) => k.lastRun === null)).toBe(true);
  });

  it("shows a kind's last run: who, when, rows changed, message and the ERP call", async () => {
    const job = await jobs.synchronise('/api/client/fpre/synch?limit=0&offset=0');
    const { lastRun } = await kind('clientFpre');
    expect(lastRun).toMatchObject({
      jobId: job.jobId,
      status: 'DONE',
      rowsChanged: 1,
      message: 'Clients (FPRE) synchronised: 1 record updated.',
      error: null,
      startedBy: 'admin',
      lastCall: { operation: 'pullFpreClients', responseStatus: 200, error: null },
    });
    const [queued, started, ended] = [lastRun!.queuedAt, lastRun!.startedAt!, lastRun!.finishedAt!].map((d) => Date.parse(d));
    expect(queued).toBeLessThanOrEqual(started!);
    expect(started).toBeLessThanOrEqual(ended!);
    const again = await jobs.synchronise('/api/client/fpre/synch');
    expect(await kind('clientFpre')).toMatchObject({ lastRun: { jobId: again.jobId, rowsChanged: 0 } });
  });

  it('is for holders of masterdata.synch only', async () => {
    for (const user of ['display', 'fss', 'client']) {
      expect((await t.request({ method: 'GET', url: '/api/synch', token: await t.signIn(user) })).statusCode, user).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/synch' })).statusCode).toBe(401);
  });
});

describe('one synchronisation of a kind at a time', () => {
  it('refuses a second start while the first runs, of two at once exactly one is queued, and other kinds go on', async () => {
    erp.pullLatencyMs = 300;
    try {
      const before = await jobs.outboxRows();
      const both = await Promise.all([jobs.post('/api/crprgp/synch'), jobs.post('/api/crprgp/synch?limit=0&offset=0')]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
      const refused = both.find((r) => r.statusCode === 409)!;
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json()).toMatchObject({ status: 409, detail: 'A CRP RGP synchronisation is already running; wait for it to finish.' });
      expect(await jobs.outboxRows()).toBe(before + 1);

      const running = await kind('crpRgp');
      expect(['PENDING', 'RUNNING']).toContain(running.lastRun!.status);
      const third = await jobs.post('/api/crprgp/synch', await t.signIn('operation_ho'));
      expect(third.statusCode).toBe(409);
      const nra = await jobs.post('/api/nra/nrax/synch');
      expect(nra.statusCode).toBe(202);
      expect((await jobs.post('/api/nra/nrax/synch')).json()).toMatchObject({ detail: 'An NRAX synchronisation is already running; wait for it to finish.' });

      const first = both.find((r) => r.statusCode === 202)!.json().data.jobId as number;
      expect((await jobs.finished(first)).status).toBe('DONE');
      await jobs.finished(nra.json().data.jobId);
    } finally {
      erp.pullLatencyMs = 0;
    }
    // Once it has ended, the kind may run again.
    expect((await jobs.synchronise('/api/crprgp/synch')).status).toBe('DONE');
  });
});

describe('when the ERP fails', () => {
  it("retries a new kind's pull, then fails it with the ERP's error, shown in the list", async () => {
    erp.failure = 'always';
    try {
      const job = await jobs.synchronise('/api/nra/nracustx/synch?i_Principal=800071');
      expect(job).toMatchObject({ status: 'FAILED', message: 'SAP did not answer: connection timed out (simulated failure). (gave up after 3 attempts)' });
      expect(await jobs.jobRow(job.jobId)).toMatchObject({
        attempts: 3,
        rows_changed: null,
        last_error: 'SAP did not answer: connection timed out (simulated failure).',
      });
      const log = await jobs.apiLogOf(job.jobId);
      expect(log.map((l) => [l.operation, l.response_status])).toEqual([
        ['pullNraRules', 504],
        ['pullNraRules', 504],
        ['pullNraRules', 504],
      ]);
      expect(await kind('nraCustX')).toMatchObject({
        lastRun: {
          jobId: job.jobId,
          status: 'FAILED',
          rowsChanged: null,
          error: 'SAP did not answer: connection timed out (simulated failure).',
          lastCall: { operation: 'pullNraRules', responseStatus: 504, error: 'SAP did not answer: connection timed out (simulated failure).' },
        },
      });
      // A failed run holds nothing up.
      erp.failure = 'once';
      const batch = await jobs.synchronise('/api/batch/synch?P_MATERIAL=10000001');
      expect(batch).toMatchObject({ status: 'DONE', message: 'Batches of 10000001 synchronised: 1 record updated.' });
      expect((await jobs.apiLogOf(batch.jobId)).map((l) => l.response_status)).toEqual([504, 200]);
    } finally {
      erp.failure = 'none';
    }
  });
});

describe('every kind', () => {
  it.each(allPaths)("%s runs once at a time, and is retried then FAILED with the ERP's error when the ERP fails", async (path) => {
    erp.pullLatencyMs = 200;
    try {
      const both = await Promise.all([jobs.post(path), jobs.post(path)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().detail).toMatch(/synchronisation is already running; wait for it to finish\.$/);
      expect((await jobs.finished(both.find((r) => r.statusCode === 202)!.json().data.jobId)).status).toBe('DONE');
    } finally {
      erp.pullLatencyMs = 0;
    }
    erp.failure = 'always';
    try {
      const job = await jobs.synchronise(path);
      expect(job.status).toBe('FAILED');
      expect(await jobs.jobRow(job.jobId)).toMatchObject({
        attempts: 3,
        rows_changed: null,
        last_error: 'SAP did not answer: connection timed out (simulated failure).',
      });
      expect((await jobs.apiLogOf(job.jobId)).map((l) => l.response_status)).toEqual([504, 504, 504]);
    } finally {
      erp.failure = 'none';
    }
  });
});

describe('who may start a synchronisation', () => {
  it('refuses users without masterdata.synch and queues nothing', async () => {
    const before = await jobs.outboxRows();
    for (const user of ['display', 'fss', 'chief_warehouse']) {
      const token = await t.signIn(user);
      for (const path of allPaths) expect((await jobs.post(path, token)).statusCode, `${user} ${path}`).toBe(403);
    }
    expect(await jobs.outboxRows()).toBe(before);
  });
});

describe('query values', () => {
  it('are refused with 400 naming the field, and nothing is queued', async () => {
    const before = await jobs.outboxRows();
    const refusals: [string, string][] = [
      ['/api/nra/nrax/synch?limit=-1', 'limit'],
      ['/api/nra/nrablank/synch?offset=x', 'offset'],
      ['/api/nra/nracustx/synch?limit=2147483648', 'limit'],
      ['/api/customer/synch?P_CustomerCode=30000001&offset=1.5', 'offset'],
      ['/api/crprgp/synch?limit=abc', 'limit'],
      [`/api/nra/nrax/synch?i_Principal=${'8'.repeat(11)}`, 'i_Principal'],
      [`/api/nra/nracustblank/synch?i_CustGroup2=${'G'.repeat(21)}`, 'i_CustGroup2'],
      [`/api/batch/synch?P_BATCH=${'B'.repeat(36)}`, 'P_BATCH'],
      [`/api/batch/synch?P_MATERIAL=${'1'.repeat(41)}`, 'P_MATERIAL'],
      ['/api/client/fpre/synch?offset=-5', 'offset'],
    ];
    for (const [url, field] of refusals) {
      const response = await jobs.post(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toMatch(/^application\/problem\+json/);
      expect(response.json(), url).toMatchObject({ field });
    }
    expect(await jobs.outboxRows()).toBe(before);
  });
});
