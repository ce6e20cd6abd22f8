import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synchJobs } from '../../fixtures/synchJobs.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/*
 * The pulls of spec 002 §7 beyond the Synch menu's: the four NRA variants, batches and the
 * clients of the FPRE process. What each writes, that a second identical run changes nothing
 * (the count is of rows really inserted, changed or removed), and what limit and offset do.
 */

let t: TestApp;
let jobs: ReturnType<typeof synchJobs>;
beforeAll(async () => {
  t = await startTestApp();
  jobs = synchJobs(t, await t.signIn('operation_ho'));
});
afterAll(() => t.close());

const rulesOf = (variant: 'NRAX' | 'NRABLANK' | 'NRACUSTX' | 'NRACUSTBLANK') =>
  t.db
    .selectFrom('nra_rules')
    .select(['client_code', 'customer_code', 'material_code', 'ph3', 'customer_group2'])
    .where('variant', '=', variant)
    .orderBy('nra_rule_id')
    .execute();

/** Runs the synch twice: the first run's job, and the second's, which must change nothing. */
async function twice(url: string, firstMessage: string, secondMessage: string) {
  const first = await jobs.synchronise(url);
  expect(first).toMatchObject({ status: 'DONE', progress: 100, message: firstMessage });
  const second = await jobs.synchronise(url);
  expect(second).toMatchObject({ status: 'DONE', message: secondMessage });
  expect(await jobs.jobRow(second.jobId)).toMatchObject({ rows_changed: 0 });
  return first;
}

describe('NRA synch', () => {
  it('adds the rule only SAP has, and a second run changes nothing', async () => {
    const before = await rulesOf('NRAX');
    const first = await twice(
      '/api/nra/nrax/synch?limit=0&offset=0',
      'NRAX rules synchronised: 1 record updated.',
      'NRAX rules synchronised: 0 records updated.',
    );
    expect(await jobs.jobRow(first.jobId)).toMatchObject({ rows_changed: 1 });
    const after = await rulesOf('NRAX');
    expect(after).toEqual([...before, { client_code: expect.any(String), customer_code: null, material_code: '10000501', ph3: null, customer_group2: null }]);
    const [log] = await jobs.apiLogOf(first.jobId);
    expect(log).toMatchObject({ system: 'ERP', operation: 'pullNraRules', response_status: 200, request_body: { variant: 'NRAX' } });
  });

  it("makes the rules within the filters the ERP's: a missing one back, one SAP no longer has removed", async () => {
    await t.db.deleteFrom('nra_rules').where('variant', '=', 'NRAX').where('material_code', '=', '10000010').execute();
    await t.db.insertInto('nra_rules').values({ variant: 'NRAX', client_code: '800072', material_code: '10000010', ph3: 'ANL' }).execute();
    await t.db.insertInto('nra_rules').values({ variant: 'NRAX', client_code: '800072', material_code: '10000011' }).execute();
    const job = await jobs.synchronise('/api/nra/nrax/synch?i_Material=10000010&i_Principal=%20800072%20');
    expect(job.message).toBe('NRAX rules synchronised: 2 records updated.');
    expect(await jobs.apiLogOf(job.jobId)).toMatchObject([{ request_body: { variant: 'NRAX', material: '10000010', principal: '800072' } }]);
    const rules = (await rulesOf('NRAX')).filter((r) => r.material_code === '10000010' || r.material_code === '10000011');
    // 10000011's stale rule lies outside the filter and stays until a pull covers it.
    expect(rules).toEqual([
      { client_code: '800072', customer_code: null, material_code: '10000011', ph3: null, customer_group2: null },
      { client_code: '800072', customer_code: null, material_code: '10000010', ph3: null, customer_group2: null },
    ]);
    const whole = await jobs.synchronise('/api/nra/nrax/synch');
    expect(whole.message).toBe('NRAX rules synchronised: 1 record updated.');
  });

  it('removes nothing from a page of the answer, and everything SAP lacks from the whole', async () => {
    await twice('/api/nra/nracustblank/synch', 'NRACUSTBLANK rules synchronised: 1 record updated.', 'NRACUSTBLANK rules synchronised: 0 records updated.');
    await t.db.insertInto('nra_rules').values({ variant: 'NRACUSTBLANK', client_code: '800072', customer_code: '30000150' }).execute();
    const page = await jobs.synchronise('/api/nra/nracustblank/synch?limit=1&offset=1');
    expect(page.message).toBe('NRACUSTBLANK rules synchronised: 0 records updated.');
    expect(await jobs.apiLogOf(page.jobId)).toMatchObject([{ request_body: { variant: 'NRACUSTBLANK', limit: 1, offset: 1 } }]);
    expect((await rulesOf('NRACUSTBLANK')).some((r) => r.customer_code === '30000150')).toBe(true);
    const whole = await jobs.synchronise('/api/nra/nracustblank/synch?limit=0&offset=0');
    expect(whole.message).toBe('NRACUSTBLANK rules synchronised: 1 record updated.');
    expect((await rulesOf('NRACUSTBLANK')).some((r) => r.customer_code === '30000150')).toBe(false);
  });

  it('pulls NRABLANK and NRACUSTX rules, narrowed by their filters', async () => {
    await twice('/api/nra/nrablank/synch', 'NRABLANK rules synchronised: 1 record updated.', 'NRABLANK rules synchronised: 0 records updated.');
    expect(await rulesOf('NRABLANK')).toContainEqual({ client_code: '800072', customer_code: null, material_code: null, ph3: 'HYG', customer_group2: 'GOV' });
    await twice('/api/nra/nracustx/synch?i_CustGroup2=', 'NRACUSTX rules synchronised: 1 record updated.', 'NRACUSTX rules synchronised: 0 records updated.');
    expect((await rulesOf('NRACUSTX')).some((r) => r.customer_code === '30000201')).toBe(true);
    const none = await jobs.synchronise('/api/nra/nracustx/synch?i_Customer=123');
    expect(none.message).toBe('No data found in SAP for NRACUSTX rules');
    expect(await jobs.jobRow(none.jobId)).toMatchObject({ rows_changed: 0 });
  });
});

describe('batch synch', () => {
  const batchOf = (material: string, batch: string) =>
    t.db.selectFrom('batches').select(['expiry_date', 'valid']).where('material_code', '=', material).where('batch', '=', batch).executeTakeFirst();

  it("refreshes a batch's expiry and validity as SAP has them, then changes nothing", async () => {
    const [known] = await t.db.selectFrom('batches').selectAll().where('material_code', '=', '10000020').orderBy('batch').limit(1).execute();
    await t.db
      .updateTable('batches')
      .set({ expiry_date: '2001-01-01', valid: !known!.valid })
      .where('material_code', '=', '10000020')
      .where('batch', '=', known!.batch)
      .execute();
    const url = `/api/batch/synch?P_MATERIAL=10000020&P_BATCH=${known!.batch}&limit=0&offset=0`;
    await twice(url, 'Batches of 10000020 synchronised: 1 record updated.', 'Batches of 10000020 synchronised: 0 records updated.');
    expect(await batchOf('10000020', known!.batch)).toEqual({ expiry_date: known!.expiry_date, valid: known!.valid });
  });

  it('pulls every batch: adds those only SAP has, skips those of materials the product lacks', async () => {
    const job = await jobs.synchronise('/api/batch/synch');
    expect(job.status).toBe('DONE');
    expect(job.message).toMatch(
      /^Batches synchronised: \d+ records? updated\. \d+ batches of materials not in the master data yet skipped: synchronise the material first\.$/,
    );
    const added = await t.db
      .selectFrom('batches')
      .select(['material_code', 'batch', 'valid'])
      .where('batch', 'like', '____N9%')
      .orderBy('material_code')
      .execute();
    expect(added.map((b) => b.material_code)).toEqual(['10000001', '10000002', '10000003', '10000004', '10000005']);
    const again = await jobs.synchronise('/api/batch/synch');
    expect(again.message).toMatch(/^Batches synchronised: 0 records updated\. \d+ batches of materials not in the master data/);
    expect(await jobs.jobRow(again.jobId)).toMatchObject({ rows_changed: 0 });
  });

  it('reads a page of the answer with limit and offset', async () => {
    const job = await jobs.synchronise('/api/batch/synch?P_MATERIAL=10000020&limit=2&offset=1');
    expect(job.message).toBe('Batches of 10000020 synchronised: 0 records updated.');
    const [log] = await jobs.apiLogOf(job.jobId);
    expect(log!.request_body).toEqual({ material: '10000020', limit: 2, offset: 1 });
    expect((log!.response_body as { records: unknown[] }).records).toHaveLength(2);
  });
});

describe('client FPRE synch', () => {
  it('adds the client only SAP has and renames one SAP names otherwise; a second run changes nothing', async () => {
    await t.db.updateTable('clients').set({ client_name: 'Old name' }).where('client_code', '=', '800072').execute();
    await twice(
      '/api/client/fpre/synch?limit=0&offset=0',
      'Clients (FPRE) synchronised: 2 records updated.',
      'Clients (FPRE) synchronised: 0 records updated.',
    );
    const clients = await t.db.selectFrom('clients').selectAll().where('client_code', 'in', ['800072', '800074']).orderBy('client_code').execute();
    expect(clients).toEqual([
      { client_code: '800072', client_name: 'PT Nusantara Consumer Goods' },
      { client_code: '800074', client_name: 'PT Mitra Sehat Sentosa' },
    ]);
  });
});

describe('customer and material synch', () => {
  it('count nothing for a customer or material already as SAP has it', async () => {
    await twice(
      '/api/customer/synch?P_CustomerCode=30000003&limit=0&offset=0',
      'Customer 30000003 synchronised: 0 records updated.',
      'Customer 30000003 synchronised: 0 records updated.',
    );
    await twice(
      '/api/material/synch?P_material=10000003&limit=0&offset=0',
      'Material 10000003 synchronised: 0 records updated.',
      'Material 10000003 synchronised: 0 records updated.',
    );
    await twice(
      '/api/material/synchexclusion?P_Material=10000003&limit=0&offset=0',
      'No data found in SAP for material exclusion of 10000003',
      'No data found in SAP for material exclusion of 10000003',
    );
  });

  it('pass limit and offset on to the ERP: past the one record, nothing', async () => {
    const job = await jobs.synchronise('/api/customer/synch?P_CustomerCode=30000003&limit=5&offset=1');
    expect(job.message).toBe('No data found in SAP for customer 30000003');
    expect((await jobs.apiLogOf(job.jobId))[0]!.request_body).toEqual({ customerCode: '30000003', limit: 5, offset: 1 });
  });
});
