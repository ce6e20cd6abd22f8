import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app.ts';
import { synchJobs } from '../../fixtures/synchJobs.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { testConfig } from '../../fixtures/testConfig.ts';

let t: TestApp;
let sales: string;
let jobs: ReturnType<typeof synchJobs>;
beforeAll(async () => {
  t = await startTestApp();
  sales = await t.signIn('sales_service');
  jobs = synchJobs(t, sales);
});
afterAll(() => t.close());

const post = (url: string, token = sales) => jobs.post(url, token);
const outboxRows = () => jobs.outboxRows();
const finished = (jobId: number, token = sales) => jobs.finished(jobId, token);
const synchronise = (url: string, token = sales) => jobs.synchronise(url, token);
const apiLogOf = (jobId: number) => jobs.apiLogOf(jobId);

async function expectRefused(url: string, status: number, detail: string, field?: string) {
  const before = await outboxRows();
  const response = await post(url);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ detail, ...(field ? { field } : {}) });
  expect(await outboxRows()).toBe(before);
}

describe('customer synch', () => {
  it('asks for the customer code first and queues nothing', async () => {
    await expectRefused('/api/customer/synch', 400, 'Please Fill Out Customer Code Field', 'P_CustomerCode');
    await expectRefused('/api/customer/synch?P_CustomerCode=%20%20&P_CustomerName=Apotek', 400, 'Please Fill Out Customer Code Field', 'P_CustomerCode');
  });

  it('is refused to users without masterdata.synch', async () => {
    const before = await outboxRows();
    for (const user of ['display', 'fss']) {
      const response = await post('/api/customer/synch?P_CustomerCode=30000001', await t.signIn(user));
      expect(response.statusCode, user).toBe(403);
    }
    expect(await outboxRows()).toBe(before);
  });

  it('refreshes the customer as the ERP has it and logs the call', async () => {
    await t.db
      .updateTable('customers')
      .set({ customer_name: 'Stale name', blocked: false, block_remark: null })
      .where('customer_code', '=', '30000002')
      .execute();
    const job = await synchronise('/api/customer/synch?P_CustomerCode=30000002');
    expect(job).toMatchObject({ status: 'DONE', progress: 100, message: 'Customer 30000002 synchronised: 1 record updated.' });
    const row = await t.db.selectFrom('customers').selectAll().where('customer_code', '=', '30000002').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_name: 'Toko Obat Makmur', blocked: true, block_remark: 'Overdue payment' });
    const log = await apiLogOf(job.jobId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ system: 'ERP', operation: 'pullCustomers', response_status: 200, error: null, request_body: { customerCode: '30000002' } });
    expect((log[0]!.response_body as { records: unknown[] }).records).toHaveLength(1);
  });

  it('adds a customer the ERP has and the product does not', async () => {
    expect(await t.db.selectFrom('customers').select('customer_code').where('customer_code', '=', '30000201').executeTakeFirst()).toBeUndefined();
    const job = await synchronise('/api/customer/synch?P_CustomerCode=30000201');
    expect(job.message).toBe('Customer 30000201 synchronised: 1 record updated.');
    expect(await t.db.selectFrom('customers').select('customer_code').where('customer_code', '=', '30000201').executeTakeFirst()).toBeDefined();
  });

  it("passes on the ERP's answer for an unknown customer as the result, not as a failure", async () => {
    const job = await synchronise('/api/customer/synch?P_CustomerCode=123');
    expect(job).toMatchObject({ status: 'DONE', message: 'No data found in SAP for customer 123' });
    const named = await synchronise('/api/customer/synch?P_CustomerCode=30000001&P_CustomerName=Nobody%20Here');
    expect(named.message).toBe('No data found in SAP for customer 30000001');
  });

  it('shows a job only to the user who started it and to those who follow the synchronisations', async () => {
    const response = await post('/api/customer/synch?P_CustomerCode=30000001');
    const { jobId } = response.json().data;
    await finished(jobId);
    const read = async (user: string, job = jobId) => (await t.request({ method: 'GET', url: `/api/synch/${job}`, token: await t.signIn(user) })).statusCode;
    // Administrators and head office hold admin.synch (the Synchronisation screen).
    expect(await read('operation_ho')).toBe(200);
    expect(await read('admin')).toBe(200);
    expect(await read('display')).toBe(403);
    const hoToken = await t.signIn('operation_ho');
    const headOffice = await t.request({ method: 'POST', url: '/api/customer/synch?P_CustomerCode=30000002', token: hoToken });
    const byHeadOffice = headOffice.json().data.jobId as number;
    await finished(byHeadOffice, hoToken);
    expect(await read('sales_service', byHeadOffice)).toBe(404);
    expect(await read('sales_service')).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/synch/999999', token: sales })).statusCode).toBe(404);
  });
});

describe('material synch', () => {
  it('asks for the material first and queues nothing', async () => {
    await expectRefused('/api/material/synch?P_DistChannel=10', 400, 'Please Fill Out Material Field', 'P_material');
  });

  it('refreshes the material and its units as the ERP has them', async () => {
    await t.db.updateTable('materials').set({ material_name: 'Stale', blocked: false }).where('material_code', '=', '10000007').execute();
    await t.db.deleteFrom('material_uoms').where('material_code', '=', '10000007').where('uom', '=', 'BOX').execute();
    await t.db.insertInto('material_uoms').values({ material_code: '10000007', uom: 'XXX', numerator: 3, denumerator: 1, description: null }).execute();
    const job = await synchronise('/api/material/synch?P_material=10000007&P_DistChannel=10');
    expect(job).toMatchObject({ status: 'DONE', message: 'Material 10000007 synchronised: 1 record updated.' });
    const row = await t.db.selectFrom('materials').selectAll().where('material_code', '=', '10000007').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ material_name: 'IBUPROFEN 400MG TAB 10X10', blocked: true });
    const uoms = await t.db.selectFrom('material_uoms').select('uom').where('material_code', '=', '10000007').orderBy('uom').execute();
    expect(uoms.map((u) => u.uom)).toEqual(['BOX', 'CTN', 'STRIP']);
    expect((await apiLogOf(job.jobId))[0]).toMatchObject({ operation: 'pullMaterials', request_body: { material: '10000007', distChannel: '10' } });
  });

  it('finds nothing in another distribution channel', async () => {
    const job = await synchronise('/api/material/synch?P_material=10000007&P_DistChannel=20');
    expect(job).toMatchObject({ status: 'DONE', message: 'No data found in SAP for material 10000007' });
  });
});

describe('material exclusion synch', () => {
  const exclusionsOf = (material: string) =>
    t.db.selectFrom('material_exclusions').select(['material_code', 'plant_code', 'customer_code']).where('material_code', '=', material).execute();

  it('asks for the material first and queues nothing', async () => {
    await expectRefused('/api/material/synchexclusion?P_Plant=1001&P_SalesOrg=1000', 400, 'Please Fill Out Material Field', 'P_Material');
  });

  it('makes the exclusions within the filter those of the ERP', async () => {
    await t.db.deleteFrom('material_exclusions').where('material_code', '=', '10000008').execute();
    await t.db.insertInto('material_exclusions').values({ material_code: '10000008', plant_code: '1003' }).execute();
    const job = await synchronise('/api/material/synchexclusion?P_Material=10000008&tableName=ZSD_EXCL');
    // The ERP's exclusion at plant 1001 inserted, the product's own at 1003 removed.
    expect(job).toMatchObject({ status: 'DONE', message: 'Material exclusions of 10000008 synchronised: 2 records updated.' });
    expect(await exclusionsOf('10000008')).toEqual([{ material_code: '10000008', plant_code: '1001', customer_code: null }]);
    expect((await apiLogOf(job.jobId))[0]!.request_body).toEqual({ material: '10000008', tableName: 'ZSD_EXCL' });
  });

  it('leaves exclusions outside the filter alone and removes those the ERP does not have', async () => {
    await t.db.insertInto('material_exclusions').values({ material_code: '10000008', plant_code: '1002' }).execute();
    const job = await synchronise('/api/material/synchexclusion?P_Material=10000008&P_Plant=1002');
    expect(job.message).toBe('No data found in SAP for material exclusion of 10000008; 1 exclusion removed.');
    expect(await exclusionsOf('10000008')).toEqual([{ material_code: '10000008', plant_code: '1001', customer_code: null }]);
  });
});

describe('CRP/RGP synch', () => {
  it("refreshes every client's setting", async () => {
    await t.db.updateTable('crp_settings').set({ crp_before: 1, rgp_remark: 'stale' }).where('client_code', '=', '800071').execute();
    const job = await synchronise('/api/crprgp/synch?limit=0&offset=0');
    // Only the setting that differed from the ERP's counts; 800072's was the ERP's already.
    expect(job).toMatchObject({ status: 'DONE', progress: 100, message: 'CRP/RGP settings synchronised: 1 record updated.' });
    expect(await jobs.jobRow(job.jobId)).toMatchObject({ rows_changed: 1 });
    const row = await t.db.selectFrom('crp_settings').selectAll().where('client_code', '=', '800071').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ crp_before: 180, rgp_remark: 'RGP 3 bulan sebelum ED' });
    expect(await apiLogOf(job.jobId)).toHaveLength(1);
    const again = await synchronise('/api/crprgp/synch');
    expect(again.message).toBe('CRP/RGP settings synchronised: 0 records updated.');
    expect(await jobs.jobRow(again.jobId)).toMatchObject({ rows_changed: 0 });
  });

  it('is refused to users without masterdata.synch', async () => {
    const before = await outboxRows();
    expect((await post('/api/crprgp/synch', await t.signIn('display'))).statusCode).toBe(403);
    expect(await outboxRows()).toBe(before);
  });
});

describe('several server instances on one database', () => {
  it('deliver every job exactly once', async () => {
    const second = await buildApp({ db: t.db, config: testConfig });
    await second.ready();
    // One job of a kind at a time: eight kinds at once, each a single ERP call.
    const urls = [
      '/api/customer/synch?P_CustomerCode=30000010',
      '/api/material/synch?P_material=10000010',
      '/api/crprgp/synch',
      '/api/nra/nrax/synch',
      '/api/nra/nrablank/synch',
      '/api/nra/nracustx/synch',
      '/api/nra/nracustblank/synch',
      '/api/client/fpre/synch',
    ];
    try {
      const started = await Promise.all(urls.map((url) => post(url)));
      second.outbox.wake();
      const ended = await Promise.all(started.map((r) => finished(r.json().data.jobId)));
      expect(ended.every((j) => j.status === 'DONE')).toBe(true);
      const ids = ended.map((j) => j.jobId);
      const attempts = await t.db.selectFrom('outbox').select('attempts').where('outbox_id', 'in', ids).execute();
      expect(attempts.every((a) => a.attempts === 1)).toBe(true);
      const calls = await t.db
        .selectFrom('api_log')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('outbox_id', 'in', ids)
        .executeTakeFirstOrThrow();
      expect(calls.n).toBe(8);
    } finally {
      await second.close();
    }
  });
});

describe('when the ERP fails', () => {
  it("retries with backoff, then fails the job with the ERP's error and changes nothing", async () => {
    const failing = await startTestApp({ erpSimulator: { failure: 'always', latencyMs: 0 } });
    try {
      const token = await failing.signIn('sales_service');
      await failing.db.updateTable('customers').set({ customer_name: 'Stale name' }).where('customer_code', '=', '30000001').execute();
      const failingJobs = synchJobs(failing, token);
      const job = await failingJobs.synchronise('/api/customer/synch?P_CustomerCode=30000001');
      expect(job.status).toBe('FAILED');
      expect(job.message).toBe('SAP did not answer: connection timed out (simulated failure). (gave up after 3 attempts)');
      const row = await failing.db.selectFrom('outbox').selectAll().where('outbox_id', '=', job.jobId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: 3, last_error: 'SAP did not answer: connection timed out (simulated failure).' });
      const log = await failingJobs.apiLogOf(job.jobId);
      expect(log.map((l) => [l.response_status, l.error !== null])).toEqual([
        [504, true],
        [504, true],
        [504, true],
      ]);
      // The retries waited: 20 ms, then 40 ms after the failed attempts (testConfig's base).
      const spacing = new Date(log[2]!.created_at).getTime() - new Date(log[0]!.created_at).getTime();
      expect(spacing).toBeGreaterThanOrEqual(60);
      const customer = await failing.db.selectFrom('customers').select('customer_name').where('customer_code', '=', '30000001').executeTakeFirstOrThrow();
      expect(customer.customer_name).toBe('Stale name');
    } finally {
      await failing.close();
    }
  });

  it('succeeds on the retry after a passing failure', async () => {
    const flaky = await startTestApp({ erpSimulator: { failure: 'once', latencyMs: 0 } });
    try {
      const flakyJobs = synchJobs(flaky, await flaky.signIn('admin'));
      await flaky.db.updateTable('crp_settings').set({ rgp_remark: 'stale' }).execute();
      const job = await flakyJobs.synchronise('/api/crprgp/synch');
      expect(job).toMatchObject({ status: 'DONE', message: 'CRP/RGP settings synchronised: 2 records updated.' });
      const log = await flakyJobs.apiLogOf(job.jobId);
      expect(log.map((l) => l.response_status)).toEqual([504, 200]);
    } finally {
      await flaky.close();
    }
  });
});
