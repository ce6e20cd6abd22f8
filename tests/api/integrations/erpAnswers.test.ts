import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedErpData } from '../../../src/server/simulators/simulatedErpData.ts';
import { ErpPeer } from '../../fixtures/contractPeers.ts';
import { synchJobs } from '../../fixtures/synchJobs.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { testConfig } from '../../fixtures/testConfig.ts';

/**
 * The ERP's answers are checked before anything is written (issue 55 item 4), against a gateway
 * someone else built from integrations/erp.openapi.yaml: an answer outside the contract is refused
 * at once (no retries) in words an administrator reads, only what a pull asked for is written,
 * a record the database cannot hold is skipped and told, and data the database refuses fails the
 * job at once.
 */
const peer = new ErpPeer();
const erpData = simulatedErpData(1);
let t: TestApp;
let jobs: ReturnType<typeof synchJobs>;
beforeAll(async () => {
  await peer.start();
  t = await startTestApp({
    erp: { ...testConfig.erp, url: peer.url, credentials: { kind: 'basic', user: peer.user, password: peer.password }, timeoutMs: 5000 },
    // Five attempts would be retried within a second: a job ending after one was not retried.
    outbox: { pollMs: 50, maxAttempts: 5, retryBaseMs: 50 },
  });
  jobs = synchJobs(t, await t.signIn('sales_service'));
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

const pulled = <T>(records: T[]) => ({ status: 200, body: { records, message: `${records.length} records found in SAP` } });
const customerRow = (code: string) => t.db.selectFrom('customers').selectAll().where('customer_code', '=', code).executeTakeFirst();
const unitsOf = (material: string) =>
  t.db.selectFrom('material_uoms').select(['uom', 'numerator', 'denumerator']).where('material_code', '=', material).orderBy('uom').execute();

describe("the ERP's answers", () => {
  it('refuse a unit factor of 0 or a fraction at once, naming where, and write nothing of the answer', async () => {
    const material = erpData.material('10000007')!;
    const before = await unitsOf('10000007');
    for (const [factor, problem] of [
      [0, 'records/0/uoms/1/numerator must be >= 1'],
      [2.5, 'records/0/uoms/1/numerator must be integer'],
    ] as const) {
      const uoms = material.uoms.map((u, i) => (i === 1 ? { ...u, numerator: factor } : u));
      peer.answers.set('/materials', pulled([{ ...material, materialName: 'Renamed by a broken gateway', uoms }]));
      const job = await jobs.synchronise('/api/material/synch?P_material=10000007');
      expect(job.status).toBe('FAILED');
      expect(job.message).toBe(
        `SAP's answer to pullMaterials was refused, nothing of it was written: it does not keep to the gateway's contract (integrations/erp.openapi.yaml): ${problem}.`,
      );
      expect((await jobs.jobRow(job.jobId)).attempts).toBe(1);
    }
    expect(await unitsOf('10000007')).toEqual(before);
    const name = await t.db.selectFrom('materials').select('material_name').where('material_code', '=', '10000007').executeTakeFirstOrThrow();
    expect(name.material_name).not.toBe('Renamed by a broken gateway');
  });

  it('write only the customer a pull asked for, and tell the others skipped', async () => {
    const asked = { ...erpData.customer('30000001')!, customerName: 'Apotek Asked For' };
    const others = ['30000002', '30000003', '30000004'].map((code) => ({ ...erpData.customer(code)!, customerName: `Not asked ${code}` }));
    peer.answers.set('/customers', pulled([asked, ...others]));
    const job = await jobs.synchronise('/api/customer/synch?P_CustomerCode=30000001');
    expect(job).toMatchObject({
      status: 'DONE',
      message:
        'Customer 30000001 synchronised: 1 record updated. 3 records skipped: customer 30000002, customer 30000003, customer 30000004 (not asked for by this pull).',
    });
    expect((await customerRow('30000001'))?.customer_name).toBe('Apotek Asked For');
    for (const code of ['30000002', '30000003', '30000004']) expect((await customerRow(code))?.customer_name).not.toMatch(/^Not asked/);
  });

  it("skip a record the database cannot hold, with the reason, and store the material's exclusions only", async () => {
    // A customer whose name holds a NUL: the contract's string, which PostgreSQL cannot store.
    peer.answers.set('/customers', pulled([{ ...erpData.customer('30000005')!, customerName: 'Apotek\u0000Nul' }]));
    const customer = await jobs.synchronise('/api/customer/synch?P_CustomerCode=30000005');
    expect(customer, customer.message).toMatchObject({ status: 'DONE' });
    expect(customer.message).toMatch(
      /^Customer 30000005 synchronised: 0 records updated\. 1 record skipped: customer 30000005 \(the database refused it: a value is not one the database can store \(.+\)\)\.$/,
    );

    // Exclusions of the material asked for, and one of a material the master data does not hold.
    const exclusion = {
      materialCode: '10000008',
      salesOrg: null,
      customerCode: '30000001',
      batch: null,
      plantCode: '1001',
      ic4: null,
      docCat: null,
      cg1: null,
    };
    peer.answers.set('/material-exclusions', pulled([exclusion, { ...exclusion, materialCode: '99999999' }]));
    const job = await jobs.synchronise('/api/material/synchexclusion?P_Material=10000008&P_Plant=1001');
    expect(job.status).toBe('DONE');
    expect(job.message).toMatch(/1 record skipped: exclusion of material 99999999 for customer 30000001 \(not asked for by this pull\)\.$/);
    const stored = await t.db
      .selectFrom('material_exclusions')
      .select('material_code')
      .where('plant_code', '=', '1001')
      .where('customer_code', '=', '30000001')
      .execute();
    expect(stored.map((e) => e.material_code)).toContain('10000008');
    expect(stored.map((e) => e.material_code)).not.toContain('99999999');
  });

  it('fail at once, in words, when the database refuses what a whole answer would write', async () => {
    const rule = {
      variant: 'NRAX',
      clientCode: '800071',
      clientName: 'PT Client',
      customerCode: null,
      materialCode: '10000010',
      ph3: 'A\u0000B',
      customerGroup2: null,
    };
    peer.answers.set('/nra-rules/NRAX', pulled([rule]));
    const job = await jobs.synchronise('/api/nra/nrax/synch?i_Material=10000010');
    expect(job.status).toBe('FAILED');
    expect(job.message).toMatch(/^The database refused the data: a value is not one the database can store \(.+\); retrying cannot mend it\.$/);
    expect((await jobs.jobRow(job.jobId)).attempts).toBe(1);
  });

  it('fail a request the gateway refuses (a 4xx) at once with its reason', async () => {
    peer.answers.set('/batches', {
      status: 422,
      body: { status: 422, title: 'Unprocessable Content', detail: 'P_MATERIAL 10000007 is not a batch-managed material' },
    });
    const job = await jobs.synchronise('/api/batch/synch?P_MATERIAL=10000007');
    expect(job).toMatchObject({ status: 'FAILED', message: 'P_MATERIAL 10000007 is not a batch-managed material (refused by the gateway; not retried).' });
    expect((await jobs.jobRow(job.jobId)).attempts).toBe(1);
  });
});
