import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { blockRemarks, type BlockReason } from '../../../machines/returns/blockRules.ts';
import { demoBlockedInvoices, demoCleanInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';

let t: TestApp;
let sales: string;
let photoId: number;
beforeAll(async () => {
  t = await startTestApp();
  sales = await t.signIn('sales_service');
  photoId = await upload(tinyPng, 'photo.png', 'image/png').then((r) => r.json().data);
});
afterAll(() => t.close());

function upload(content: Buffer, name: string, type: string, token = sales) {
  const { payload, headers } = multipartFile('file', name, type, content);
  return t.request({ method: 'POST', url: '/api/return/attachment', payload, headers, token });
}

type Candidate = {
  invoiceNo: string;
  line: number;
  customerCode: string;
  materialCode: string;
  batch: string;
  uom: string;
  availableQty: number;
  blockRemark: string | null;
  plantCode: string;
};

async function linesOf(invoiceNo: string, token = sales): Promise<Candidate[]> {
  const response = await t.request({ method: 'GET', url: `/api/return/lookup/invoice-lines?invoiceNo=${invoiceNo}&pageSize=50`, token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function withoutRtv(line: Candidate, overrides: Record<string, unknown> = {}, item: Record<string, unknown> = {}) {
  return {
    returnType: 'NONMTKA',
    draft: false,
    invoiceNo: line.invoiceNo,
    customerCode: line.customerCode,
    reasonCode: '101',
    remark: 'Broken seal on arrival',
    items: [{ line: line.line, materialCode: line.materialCode, batch: line.batch, returnUom: line.uom, qty: 1, attachmentId: photoId, ...item }],
    ...overrides,
  };
}

const save = (payload: object, token = sales) => t.request({ method: 'POST', url: '/api/return', payload, token });
const countReturns = async () =>
  (
    await t.db
      .selectFrom('returns')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('invoice-line lookup', () => {
  it('shows clean lines without a block remark', async () => {
    const lines = await linesOf(demoCleanInvoice);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatchObject({ blockRemark: null, invoiceNo: demoCleanInvoice, plantCode: '1001' });
  });

  it("names every block reason with the specification's remark", async () => {
    for (const [reason, invoiceNo] of Object.entries(demoBlockedInvoices) as [BlockReason, string][]) {
      const [first] = await linesOf(invoiceNo);
      expect(first?.blockRemark, reason).toBe(blockRemarks[reason]);
    }
  });

  it("finds nothing outside the user's plants and refuses users who may not create returns", async () => {
    const elsewhere = await t.request({ method: 'GET', url: `/api/return/lookup/invoice-lines?invoiceNo=${demoCleanInvoice}&plantCode=1002`, token: sales });
    expect(elsewhere.json().totalRecord).toBe(0);
    const fss = await t.request({ method: 'GET', url: `/api/return/lookup/invoice-lines?invoiceNo=${demoCleanInvoice}`, token: await t.signIn('fss') });
    expect(fss.statusCode).toBe(403);
  });
});

describe('photos', () => {
  it('stores a png and shows it to its uploader', async () => {
    const response = await t.request({ method: 'GET', url: `/api/return/attachment/${photoId}`, token: sales });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(response.rawPayload, tinyPng)).toBe(0);
  });

  it('judges the type by content, not by name', async () => {
    const response = await upload(Buffer.from('not really an image'), 'photo.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe('Photos must be png, jpeg or jpg.');
  });

  it('refuses more than 3 MB while streaming', async () => {
    const big = Buffer.concat([tinyPng, Buffer.alloc(3 * 1024 * 1024 + 10)]);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The maximum upload file is 3MB!');
  });

  it('hides a photo from users who did not upload it and see no return with it', async () => {
    const response = await t.request({ method: 'GET', url: `/api/return/attachment/${photoId}`, token: await t.signIn('fss2') });
    expect(response.statusCode).toBe(404);
  });
});

describe('saving a return without RTV', () => {
  it('saves a draft, reopens it, and submits it with an APL number, a route, assignees and an event', async () => {
    const [line] = await linesOf(demoCleanInvoice);
    const draft = await save(withoutRtv(line!, { draft: true, reasonCode: null, remark: null }, { attachmentId: null }));
    expect(draft.statusCode).toBe(200);
    const { returnId, retNumber } = draft.json().data;
    expect(retNumber).toMatch(/^DRF\d{10}$/);

    const reopened = (await t.request({ method: 'GET', url: `/api/return/${returnId}`, token: sales })).json();
    expect(reopened).toMatchObject({
      retNumber,
      draft: true,
      status: 'D',
      customerCode: line!.customerCode,
      items: [{ materialCode: line!.materialCode, batch: line!.batch, qty: 1 }],
    });

    const submitted = await t.request({ method: 'PUT', url: `/api/return/${returnId}`, token: sales, payload: withoutRtv(line!) });
    expect(submitted.statusCode).toBe(200);
    const data = submitted.json().data;
    expect(data.retNumber).toMatch(new RegExp(`^APL1001${new Date().getFullYear() % 100}\\d{6}$`));
    expect(submitted.json().message).toBe(`Return have been Saved, your return number : ${data.retNumber}`);
    expect(data).toMatchObject({ returnId, status: 'W', stepCode: 'SALES' });

    const stored = await t.db.selectFrom('returns').select(['status', 'step_code', 'route']).where('return_id', '=', returnId).executeTakeFirstOrThrow();
    expect(stored.route[0]).toBe('SALES');
    expect(stored.route.slice(-2)).toEqual(['CD', 'CW']);
    const assignees = await t.db
      .selectFrom('return_assignments as a')
      .innerJoin('users as u', 'u.user_id', 'a.user_id')
      .select('u.user_name')
      .where('a.return_id', '=', returnId)
      .orderBy('u.user_name')
      .execute();
    expect(assignees.map((a) => a.user_name)).toEqual(expect.arrayContaining(['fss']));
    const events = await t.db.selectFrom('return_events').selectAll().where('return_id', '=', returnId).execute();
    expect(events).toEqual([expect.objectContaining({ event: 'return.submit', to_step: 'SALES', user_name: 'sales_service' })]);

    const again = await t.request({ method: 'PUT', url: `/api/return/${returnId}`, token: sales, payload: withoutRtv(line!) });
    expect(again.statusCode).toBe(409);
  });

  it('takes a photo of 0 as no photo, as the contract says: a draft keeps none, a submission asks for one', async () => {
    const [line] = await linesOf(demoCleanInvoice);
    const draft = await save(withoutRtv(line!, { draft: true }, { attachmentId: 0 }));
    expect(draft.statusCode, draft.body).toBe(200);
    const stored = await t.db.selectFrom('return_items').select('attachment_id').where('return_id', '=', draft.json().data.returnId).executeTakeFirstOrThrow();
    expect(stored.attachment_id).toBeNull();
    const submitted = await save(withoutRtv(line!, {}, { attachmentId: 0 }));
    expect(submitted.json()).toMatchObject({ status: 400, detail: 'Please Upload Image !', field: 'items.0.attachmentId' });
  });

  it("refuses in the specification's order and writes nothing", async () => {
    const [line] = await linesOf(demoCleanInvoice);
    const before = await countReturns();
    const refused = async (payload: object) => {
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await refused(withoutRtv(line!, { reasonCode: null, remark: '' }, { attachmentId: null }))).toMatchObject({
      detail: 'Please Select Reason !',
      field: 'reasonCode',
    });
    expect(await refused(withoutRtv(line!, { remark: '' }, { attachmentId: null }))).toMatchObject({
      detail: 'Please Upload Image !',
      field: 'items.0.attachmentId',
    });
    expect(await refused(withoutRtv(line!, { remark: '' }))).toMatchObject({ detail: 'Please fill in the remarks !', field: 'remark' });
    expect(await refused(withoutRtv(line!, {}, { qty: line!.availableQty + 1 }))).toMatchObject({
      detail: `Can't be bigger than available Qty ${line!.availableQty}`,
      field: 'items.0.qty',
    });
    expect(await countReturns()).toBe(before);
  });

  it('refuses every blocked line with its remark', async () => {
    for (const [reason, invoiceNo] of Object.entries(demoBlockedInvoices) as [BlockReason, string][]) {
      const [line] = await linesOf(invoiceNo);
      const response = await save(withoutRtv(line!));
      expect(response.statusCode, reason).toBe(400);
      expect(response.json().detail).toBe(blockRemarks[reason]);
    }
  });

  it("refuses a customer outside the user's plants and users without the permission", async () => {
    const [line] = await linesOf(demoCleanInvoice);
    const other = await t.db.selectFrom('customers').select('customer_code').where('plant_code', '=', '1002').executeTakeFirstOrThrow();
    const outside = await save(withoutRtv(line!, { customerCode: other.customer_code }));
    expect(outside.statusCode).toBe(403);
    expect((await save(withoutRtv(line!), await t.signIn('fss'))).statusCode).toBe(403);
  });

  it('never returns more than was invoiced when twenty saves race for one line', async () => {
    const lines = await linesOf(demoCleanInvoice);
    const line = lines.at(-1)!;
    const available = line.availableQty;
    const qty = available / 4;
    const responses = await Promise.all(Array.from({ length: 20 }, () => save(withoutRtv(line, { reasonCode: '132' }, { qty, attachmentId: null }))));
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(4);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(400);
    const [after] = (await linesOf(demoCleanInvoice)).filter((l) => l.line === line.line);
    expect(after!.availableQty).toBe(0);
    expect(after!.blockRemark).toBe('Non Returnable available Qty 0');
  });

  it("shows and deletes a return only within the user's plants and permission", async () => {
    const [line] = await linesOf(demoCleanInvoice);
    const { returnId } = (await save(withoutRtv(line!, { draft: true }))).json().data;
    const otherPlant = await t.signIn('fss2');
    expect((await t.request({ method: 'GET', url: `/api/return/${returnId}`, token: otherPlant })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/return/${returnId}`, token: await t.signIn('fss') })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/return/${returnId}`, token: await t.signIn('fss') })).statusCode).toBe(403);
    const admin = await t.signIn('admin');
    await t.db
      .deleteFrom('user_plants')
      .where('user_id', '=', (await t.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).user_id)
      .where('plant_code', '=', '1001')
      .execute();
    expect((await t.request({ method: 'DELETE', url: `/api/return/${returnId}`, token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/return/${returnId}`, token: sales })).statusCode).toBe(200);
  });

  it('deletes a draft but not a submitted return', async () => {
    const [line] = await linesOf(demoCleanInvoice);
    const { returnId } = (await save(withoutRtv(line!, { draft: true }))).json().data;
    expect((await t.request({ method: 'DELETE', url: `/api/return/${returnId}`, token: sales })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/return/${returnId}`, token: sales })).statusCode).toBe(404);
    const submitted = await t.db.selectFrom('returns').select('return_id').where('status', '=', 'W').executeTakeFirstOrThrow();
    expect((await t.request({ method: 'DELETE', url: `/api/return/${submitted.return_id}`, token: sales })).statusCode).toBe(409);
  });
});
