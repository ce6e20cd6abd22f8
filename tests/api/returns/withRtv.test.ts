import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { demoCleanInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';

let t: TestApp;
let sales: string;
let photoId: number;
beforeAll(async () => {
  t = await startTestApp();
  sales = await t.signIn('sales_service');
  const { payload, headers } = multipartFile('file', 'photo.png', 'image/png', tinyPng);
  photoId = (await t.request({ method: 'POST', url: '/api/return/attachment', payload, headers, token: sales })).json().data;
});
afterAll(() => t.close());

type Candidate = {
  invoiceNo: string;
  line: number;
  customerCode: string;
  materialCode: string;
  batch: string;
  uom: string;
  availableQty: number;
  netPrice: number;
  blockRemark: string | null;
  plantCode: string;
};

const get = (url: string, token = sales) => t.request({ method: 'GET', url, token });
const save = (payload: object, token = sales) => t.request({ method: 'POST', url: '/api/return', payload, token });
const update = (id: number, payload: object) => t.request({ method: 'PUT', url: `/api/return/${id}`, payload, token: sales });
const countReturns = async () =>
  (
    await t.db
      .selectFrom('returns')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

async function cleanLines(): Promise<Candidate[]> {
  return (await get(`/api/return/lookup/invoice-lines?invoiceNo=${demoCleanInvoice}&pageSize=50`)).json().data;
}

const rtvHeader = (customerCode: string) => ({
  returnType: 'MTKA',
  draft: true,
  rtvNo: 'RTV-2026-0042',
  rtvDate: '2026-11-02',
  rtvReceivingDate: '2026-11-12',
  remarksRtv: 'Received late at the branch',
  customerCode,
  items: [],
});

const referenceItem = (line: Candidate, more: Record<string, unknown> = {}) => ({
  invoiceNo: line.invoiceNo,
  line: line.line,
  materialCode: line.materialCode,
  batch: line.batch,
  returnUom: line.uom,
  qty: 1,
  attachmentId: photoId,
  ...more,
});

const submitted = (customerCode: string, items: object[], more: Record<string, unknown> = {}) => ({
  ...rtvHeader(customerCode),
  draft: false,
  reasonCode: '101',
  remark: 'Damaged box',
  items,
  ...more,
});

describe('the RTV header', () => {
  it("refuses a header without its fields in the specification's order, and writes nothing", async () => {
    const [line] = await cleanLines();
    const before = await countReturns();
    const refusal = async (payload: object) => {
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      return [response.json().detail, response.json().field];
    };
    const header = rtvHeader(line!.customerCode);
    expect(await refusal({ ...header, rtvNo: ' ', rtvDate: null })).toEqual(['Please Insert RTV Number First!', 'rtvNo']);
    expect(await refusal({ ...header, rtvDate: null, rtvReceivingDate: null })).toEqual(['Please RTV Date First!', 'rtvDate']);
    expect(await refusal({ ...header, rtvReceivingDate: null })).toEqual(['Please RTV Receiving Date First!', 'rtvReceivingDate']);
    expect(await countReturns()).toBe(before);
  });

  it('is saved as a draft with a DRF number and reopens with its RTV fields', async () => {
    const [line] = await cleanLines();
    const response = await save(rtvHeader(line!.customerCode));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.retNumber).toMatch(/^DRF\d{10}$/);
    const reopened = (await get(`/api/return/${response.json().data.returnId}`)).json();
    expect(reopened).toMatchObject({
      returnType: 'MTKA',
      draft: true,
      rtvNo: 'RTV-2026-0042',
      rtvDate: '2026-11-02',
      rtvReceivingDate: '2026-11-12',
      remarksRtv: 'Received late at the branch',
      items: [],
    });
  });
});

describe('submitting reference lines of an RTV', () => {
  it('submits the header draft with its lines: APL number, the RTV route without SALES and CLIENT, no change flags', async () => {
    const [line] = await cleanLines();
    const header = (await save(rtvHeader(line!.customerCode))).json().data;
    const response = await update(header.returnId, submitted(line!.customerCode, [referenceItem(line!)]));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.retNumber).toMatch(/^APL1001\d{8}$/);
    const stored = await t.db
      .selectFrom('returns')
      .select(['route', 'is_bm', 'add_line', 'is_changes', 'rtv_no'])
      .where('return_id', '=', header.returnId)
      .executeTakeFirstOrThrow();
    expect(stored.route).not.toContain('SALES');
    expect(stored).toMatchObject({ is_bm: false, add_line: false, is_changes: false, rtv_no: 'RTV-2026-0042' });
  });

  it("checks in the specification's order: total available of the same item, reason, photo, remark", async () => {
    const [line] = await cleanLines();
    const half = Math.floor(line!.availableQty / 2) + 1;
    const copy = referenceItem(line!, { line: 99, lineOld: line!.line, addLine: 'Y', qty: half });
    const refusal = async (payload: object) => (await save(payload)).json().detail;
    const both = [referenceItem(line!, { qty: half }), copy];
    expect(await refusal(submitted(line!.customerCode, both, { reasonCode: null }))).toBe('Return Qty cannot > Total Available qty for the same item number');
    const one = [referenceItem(line!)];
    expect(await refusal(submitted(line!.customerCode, one, { reasonCode: null, remark: null }))).toBe('Please Select Reason !');
    expect(await refusal(submitted(line!.customerCode, [referenceItem(line!, { attachmentId: null })], { remark: null }))).toBe('Please Upload Image !');
    expect(await refusal(submitted(line!.customerCode, one, { remark: ' ' }))).toBe('Please fill in the remark !');
  });

  it('saves a copied line (add Batch) against the invoice line it copies, with addLine and isBm set', async () => {
    const lines = await cleanLines();
    const line = lines.find((l) => l.availableQty >= 2)!;
    const copy = referenceItem(line, { line: 50, lineOld: line.line, addLine: 'Y' });
    const response = await save(submitted(line.customerCode, [referenceItem(line), copy]));
    expect(response.statusCode).toBe(200);
    const { returnId } = response.json().data;
    const document = (await get(`/api/return/${returnId}`)).json();
    expect(document).toMatchObject({ addLine: 'Y', isBm: 'Y' });
    expect(document.items.map((i: { line: number; lineOld: number | null; addLine: string }) => [i.line, i.lineOld, i.addLine])).toEqual([
      [line.line, null, 'N'],
      [50, line.line, 'Y'],
    ]);
    const invoiceLines = await t.db.selectFrom('return_items').select('invoice_line_id').where('return_id', '=', returnId).execute();
    expect(new Set(invoiceLines.map((l) => l.invoice_line_id)).size).toBe(1);
  });

  it("keeps the invoice's material and batch in their old values and refuses a line that does not match its invoice", async () => {
    const [line, other] = await cleanLines();
    const wrong = await save(submitted(line!.customerCode, [referenceItem(line!, { materialCode: other!.materialCode, batch: other!.batch })]));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(`Line ${line!.line} of invoice ${line!.invoiceNo} is material ${line!.materialCode} batch ${line!.batch}.`);
  });

  it("changes a line's net price and records the old one, setting isBm and isChanges", async () => {
    const [line] = await cleanLines();
    const response = await save(submitted(line!.customerCode, [referenceItem(line!, { netPrice: line!.netPrice + 1000, netPriceOld: line!.netPrice })]));
    expect(response.statusCode).toBe(200);
    const document = (await get(`/api/return/${response.json().data.returnId}`)).json();
    expect(document).toMatchObject({ isBm: 'Y', isChanges: 'Y', items: [{ netPrice: line!.netPrice + 1000, netPriceOld: line!.netPrice }] });
  });

  it("changes a line's material to another of the same client", async () => {
    const [line] = await cleanLines();
    const alternatives = (await get(`/api/return/lookup/material-codes?oldMaterialCode=${line!.materialCode}&pageSize=100`)).json().data as {
      materialCode: string;
      clientCode: string;
    }[];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.map((m) => m.materialCode)).not.toContain(line!.materialCode);
    let replacement: { materialCode: string; batch: string } | undefined;
    for (const m of alternatives) {
      const batches = (await get(`/api/return/lookup/materials?customerCode=${line!.customerCode}&materialCode=${m.materialCode}&pageSize=100`)).json()
        .data as { batch: string; blockRemark: string | null }[];
      const usable = batches.find((b) => b.blockRemark === null);
      if (usable) {
        replacement = { materialCode: m.materialCode, batch: usable.batch };
        break;
      }
    }
    expect(replacement).toBeDefined();
    const item = referenceItem(line!, { ...replacement, materialCodeOld: line!.materialCode, batchOld: line!.batch, returnUom: null });
    const response = await save(submitted(line!.customerCode, [item]));
    expect(response.statusCode).toBe(200);
    const document = (await get(`/api/return/${response.json().data.returnId}`)).json();
    expect(document).toMatchObject({
      isBm: 'Y',
      isChanges: 'Y',
      items: [{ materialCode: replacement!.materialCode, materialCodeOld: line!.materialCode, batchOld: line!.batch }],
    });
  });

  it('keeps in a draft a new material whose batch is still the old one, and refuses it on submit', async () => {
    const [line] = await cleanLines();
    const [other] = (await get(`/api/return/lookup/material-codes?oldMaterialCode=${line!.materialCode}`)).json().data as { materialCode: string }[];
    const item = referenceItem(line!, { materialCode: other!.materialCode, materialCodeOld: line!.materialCode, returnUom: null });
    const draft = await save({ ...submitted(line!.customerCode, [item]), draft: true });
    expect(draft.statusCode).toBe(200);
    const submit = await update(draft.json().data.returnId, submitted(line!.customerCode, [item]));
    expect(submit.json()).toMatchObject({ status: 400, detail: 'Invalid Batch Number, Please Contact PAM' });
  });

  it('refuses a new batch without an expiry date', async () => {
    const [line] = await cleanLines();
    await t.db.insertInto('batches').values({ material_code: line!.materialCode, batch: 'NOEXP01', expiry_date: null, valid: true }).execute();
    const response = await save(submitted(line!.customerCode, [referenceItem(line!, { batch: 'NOEXP01', batchOld: line!.batch })]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Please change batch because Expired Date null', field: 'items.0.batch' });
  });

  it("moves the return to a new customer of the user's plants, keeping the invoice's customer as the old one", async () => {
    const [line] = await cleanLines();
    const customers = (await get(`/api/return/lookup/customers?plant=${line!.plantCode}&pageSize=100`)).json().data as {
      customerCode: string;
      customerBlocked: boolean;
    }[];
    // Block rules hold for the new customer too (its NRA rules, exclusions): pick one the line passes.
    let other: { customerCode: string } | undefined;
    for (const c of customers.filter((c) => c.customerCode !== line!.customerCode && !c.customerBlocked)) {
      const batches = (await get(`/api/return/lookup/materials?customerCode=${c.customerCode}&materialCode=${line!.materialCode}&batch=${line!.batch}`)).json()
        .data;
      if (batches[0]?.blockRemark === null) {
        other = c;
        break;
      }
    }
    if (!other) throw new Error('No customer in the plant can take the line');
    const response = await save(submitted(other.customerCode, [referenceItem(line!)], { customerCodeOld: line!.customerCode, plantCodeOld: line!.plantCode }));
    expect(response.statusCode).toBe(200);
    const document = (await get(`/api/return/${response.json().data.returnId}`)).json();
    expect(document).toMatchObject({ customerCode: other.customerCode, customerCodeOld: line!.customerCode, isBm: 'Y', isChanges: 'Y' });
  });
});

describe('non-reference lines of an RTV (NONREFMTKA)', () => {
  it('applies the RTV checks and then the non-reference ones', async () => {
    const [line] = await cleanLines();
    const batches = (await get(`/api/return/lookup/materials?customerCode=${line!.customerCode}&materialCode=${line!.materialCode}&pageSize=100`)).json()
      .data as { batch: string; blockRemark: string | null }[];
    const batch = batches.find((b) => b.blockRemark === null)!.batch;
    const item = { materialCode: line!.materialCode, batch, qty: 2, netPrice: 0, attachmentId: photoId };
    const payload = { ...submitted(line!.customerCode, [item]), returnType: 'NONREFMTKA', transactionDate: null };
    const refusal = async (p: object) => (await save(p)).json().detail;
    expect(await refusal({ ...payload, remark: null })).toBe('Please fill in the remark !');
    expect(await refusal(payload)).toBe('Please Input Net Price First !');
    expect(await refusal({ ...payload, items: [{ ...item, netPrice: 12000 }] })).toBe('Please Select Reference Invoice Date First !');
    const response = await save({ ...payload, transactionDate: '2026-10-01', items: [{ ...item, netPrice: 12000 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.retNumber).toMatch(/^APL/);
  });
});

describe('change popups', () => {
  it("lists a material's batches with their expiry", async () => {
    const [line] = await cleanLines();
    const page = (await get(`/api/return/lookup/batches?itemCode=${line!.materialCode}&pageSize=100`)).json();
    expect(page.totalRecord).toBeGreaterThan(0);
    expect(page.data).toEqual(expect.arrayContaining([expect.objectContaining({ itemCode: line!.materialCode, batch: line!.batch })]));
    const one = (await get(`/api/return/lookup/batches?itemCode=${line!.materialCode}&batch=${line!.batch}`)).json();
    expect(one.data[0]).toMatchObject({ batch: line!.batch });
  });

  it('refuses users who may not create returns', async () => {
    const fss = await t.signIn('fss');
    expect((await get('/api/return/lookup/batches?itemCode=10000001', fss)).statusCode).toBe(403);
    expect((await get('/api/return/lookup/material-codes?materialCode=1', fss)).statusCode).toBe(403);
  });
});
