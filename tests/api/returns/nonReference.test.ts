import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBlockedInvoices, demoCleanInvoice, demoClientWithoutCrp } from '../../../src/server/seed/demoMasterData.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';

let t: TestApp;
let sales: string;
let photoId: number;
let clean: { customerCode: string; materialCode: string; batch: string };
beforeAll(async () => {
  t = await startTestApp();
  sales = await t.signIn('sales_service');
  const { payload, headers } = multipartFile('file', 'p.png', 'image/png', tinyPng);
  photoId = (await t.request({ method: 'POST', url: '/api/return/attachment', payload, headers, token: sales })).json().data;
  const line = (await t.request({ method: 'GET', url: `/api/return/lookup/invoice-lines?invoiceNo=${demoCleanInvoice}`, token: sales })).json().data[0];
  clean = { customerCode: line.customerCode, materialCode: line.materialCode, batch: line.batch };
});
afterAll(() => t.close());

const get = (url: string, token = sales) => t.request({ method: 'GET', url, token });

describe('customer lookup', () => {
  it("lists customers of the user's plants only, with the block remark of a blocked one", async () => {
    const page = (await get('/api/return/lookup/customers?pageSize=100')).json();
    expect(page.totalRecord).toBeGreaterThan(0);
    for (const c of page.data) expect(c.plantCode).toBe('1001');
    const blocked = (await get('/api/return/lookup/customers?customerName=Toko%20Obat%20Makmur')).json().data[0];
    expect(blocked).toMatchObject({ customerBlocked: true, blockStatus: 'Y' });
    expect(blocked.blockRemark).toMatch(/^Customer Block\./);
  });

  it('takes a numeric customer code only', async () => {
    const response = await get('/api/return/lookup/customers?customerCode=12a');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('customerCode');
  });
});

describe('material lookup', () => {
  it('needs a material or a batch', async () => {
    const response = await get(`/api/return/lookup/materials?customerCode=${clean.customerCode}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Please Insert Material or Batch Code First!');
  });

  it('lists the batches of a material with their CRP flag and block remark', async () => {
    const rows = (await get(`/api/return/lookup/materials?customerCode=${clean.customerCode}&materialCode=${clean.materialCode}`)).json().data;
    const row = rows.find((r: { batch: string }) => r.batch === clean.batch);
    expect(row).toMatchObject({ materialCode: clean.materialCode, crprgp: 'Y', blockRemark: null });
  });

  it('blocks the materials of a client without a CRP setting', async () => {
    const material = await t.db
      .selectFrom('materials')
      .select('material_code')
      .where('client_code', '=', demoClientWithoutCrp.client_code)
      .executeTakeFirstOrThrow();
    const rows = (await get(`/api/return/lookup/materials?customerCode=${clean.customerCode}&materialCode=${material.material_code}`)).json().data;
    const valid = rows.filter((r: { batchStatus: string }) => r.batchStatus === 'VALID');
    expect(valid.length).toBeGreaterThan(0);
    for (const r of valid) expect(r.blockRemark).toBe('CRRGP Block. Please Contact NDC RG Team');
  });

  it("refuses a customer outside the user's plants", async () => {
    const other = await t.db.selectFrom('customers').select('customer_code').where('plant_code', '=', '1002').executeTakeFirstOrThrow();
    expect((await get(`/api/return/lookup/materials?customerCode=${other.customer_code}&batch=X`)).statusCode).toBe(403);
  });
});

describe('saving a non-reference return', () => {
  const nonRef = (overrides: Record<string, unknown> = {}, item: Record<string, unknown> = {}) => ({
    returnType: 'NOREFNONMTKA',
    draft: false,
    customerCode: clean.customerCode,
    reasonCode: '101',
    remark: 'Found in the back store',
    transactionDate: '2026-06-01',
    items: [{ materialCode: clean.materialCode, batch: clean.batch, qty: 1, netPrice: 25000, attachmentId: photoId, ...item }],
    ...overrides,
  });
  const save = (payload: object) => t.request({ method: 'POST', url: '/api/return', payload, token: sales });

  it('checks net price, reference invoice date and remarks in that order', async () => {
    expect((await save(nonRef({ transactionDate: null, remark: '' }, { netPrice: 0 }))).json()).toMatchObject({
      detail: 'Please Input Net Price First !',
      field: 'items.0.netPrice',
    });
    expect((await save(nonRef({ transactionDate: null, remark: '' }))).json()).toMatchObject({
      detail: 'Please Select Reference Invoice Date First !',
      field: 'transactionDate',
    });
    expect((await save(nonRef({ remark: '' }))).json()).toMatchObject({ detail: 'Please fill in the remarks !', field: 'remark' });
  });

  it('refuses a blocked material', async () => {
    const line = (await get(`/api/return/lookup/invoice-lines?invoiceNo=${demoBlockedInvoices.materialBlocked}`)).json().data[0];
    const response = await save(nonRef({}, { materialCode: line.materialCode, batch: line.batch }));
    expect(response.json().detail).toBe('Material Block. Please Contact PAM');
  });

  it('saves with an APL number, data source NONREF and a route through SALES', async () => {
    const response = await save(nonRef());
    expect(response.statusCode).toBe(200);
    const { returnId, retNumber, stepCode } = response.json().data;
    expect(retNumber).toMatch(/^APL1001\d{8}$/);
    expect(stepCode).toBe('SALES');
    const stored = (await get(`/api/return/${returnId}`)).json();
    expect(stored).toMatchObject({ returnType: 'NOREFNONMTKA', dataSource: 'NONREF', items: [{ netPrice: 25000, availableQty: null, crprgp: 'Y' }] });
  });

  it('sets the storage location from reasons 132 and 135', async () => {
    const r132 = (await save(nonRef({ reasonCode: '132' }, { attachmentId: null }))).json().data.returnId;
    const r135 = (await save(nonRef({ reasonCode: '135' }))).json().data.returnId;
    expect((await get(`/api/return/${r132}`)).json().items[0].sloc).toBe('B41');
    expect((await get(`/api/return/${r135}`)).json().items[0].sloc).toBe('B42');
  });
});
