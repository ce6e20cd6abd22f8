import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { returnAtDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { codesIn, pageImage } from '../../fixtures/printedCode.ts';
import { fpreCode, readFpreCode } from '../../../src/shared/fpreCode.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Delivery tracking irrelevant: the signed FPRE can be uploaded right after the print.
  await t.db.updateTable('plants').set({ cut_off_date: '2999-12-31', is_live: true }).where('plant_code', '=', '1001').execute();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const atDelivery = async () => returnAtDelivery(t, await tokenOf('sales_service'), await tokenOf('fss'));
const form = async (retNumber: string, user = 'chief_delivery') =>
  t.request({ method: 'GET', url: `/api/return/${retNumber}/form`, token: await tokenOf(user) });
const multiform = async (id: string, user = 'chief_delivery') =>
  t.request({ method: 'GET', url: `/api/return/multiform?id=${encodeURIComponent(id)}`, token: await tokenOf(user) });
const cd = async (method: 'POST', url: string, extra: object = {}) => t.request({ method, url, token: await tokenOf('chief_delivery'), ...extra });

async function pdfOf(response: { statusCode: number; body: string; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return PDFDocument.load(response.rawPayload);
}

const stored = (retNumber: string) =>
  t.db.selectFrom('returns').select(['return_id', 'version', 'print_status', 'last_print_date']).where('ret_number', '=', retNumber).executeTakeFirstOrThrow();

describe('FPRE print form', () => {
  it('is a one-page PDF of a return at Chief Delivery, opened inline, and marks nothing printed', async () => {
    const retNumber = await atDelivery();
    const before = await stored(retNumber);
    const response = await form(retNumber);
    const pdf = await pdfOf(response);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`FPRE ${retNumber}`);
    expect(response.headers['content-disposition']).toBe(`inline; filename="FPRE-${retNumber}.pdf"`);
    expect(await stored(retNumber)).toEqual(before);
  });

  it('is printable at Chief Warehouse and at the end, not before Chief Delivery nor for a draft', async () => {
    const sales = await tokenOf('sales_service');
    const atSales = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const refused = await form(atSales.retNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Some selected items cannot be printed (invalid Pending Process).');

    const draft = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales), { draft: true });
    expect(draft.retNumber).toMatch(/^DRF/);
    const drafted = await form(draft.retNumber, 'admin');
    expect(drafted.statusCode).toBe(409);
    expect(drafted.json().detail).toBe('Cannot Printed , To be create I Return');

    const toWarehouse = await atDelivery();
    expect((await cd('POST', `/api/return/${toWarehouse}/print`)).statusCode).toBe(200);
    expect((await cd('POST', `/api/return/${toWarehouse}/fpre`, multipartFile('file', 'signed.png', 'image/png', tinyPng))).statusCode).toBe(200);
    expect((await cd('POST', `/api/return/${toWarehouse}/delivery-decision`, { payload: { status: 'A' } })).json().data.stepCode).toBe('CW');
    expect((await pdfOf(await form(toWarehouse))).getPageCount()).toBe(1);
    const { return_id } = await stored(toWarehouse);
    const lines = await t.db.selectFrom('return_items').select(['return_detail_id', 'return_uom']).where('return_id', '=', return_id).execute();
    const completed = await t.request({
      method: 'POST',
      url: `/api/return/${toWarehouse}/warehouse`,
      token: await tokenOf('chief_warehouse'),
      payload: {
        fpreStatus: 'A',
        items: lines.map((l) => ({ approvalDetailId: l.return_detail_id, qty: 0.01, uom: l.return_uom, status: null, remark: null })),
      },
    });
    expect(completed.json().data.stepCode).toBe('END');
    expect((await pdfOf(await form(toWarehouse))).getPageCount()).toBe(1);

    // Rejected as a whole by Chief Delivery: nothing is picked up, so nothing to print.
    const ended = await atDelivery();
    expect(
      (await cd('POST', `/api/return/${ended}/delivery-decision`, { payload: { status: 'R', remark: 'Goods not at the customer' } })).json().data.stepCode,
    ).toBe('END');
    expect((await form(ended)).json()).toMatchObject({ status: 409, detail: 'Some selected items cannot be printed (invalid Pending Process).' });
  });

  it('is for Chief Delivery, Print FPRE holders and administrators, within their plants', async () => {
    const retNumber = await atDelivery();
    // FSS holds reports.printFpre (Print FPRE on Report Header).
    expect((await form(retNumber, 'fss')).statusCode).toBe(200);
    expect((await form(retNumber, 'admin')).statusCode).toBe(200);
    expect((await form(retNumber, 'brqa')).statusCode).toBe(403);
    expect((await form(retNumber, 'chief_warehouse')).statusCode).toBe(403);
    const otherPlant = await form(retNumber, 'chief_delivery2');
    expect(otherPlant.statusCode).toBe(404);
    expect(otherPlant.json().detail).toBe(`Return ${retNumber} was not found.`);
    expect((await form('APL999999999999')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/return/${retNumber}/form` })).statusCode).toBe(401);
  });

  it('writes text the PDF fonts cannot encode (≥, Japanese) without failing', async () => {
    const retNumber = await atDelivery();
    const { return_id } = await stored(retNumber);
    const customer = await t.db.selectFrom('customers').select(['customer_name', 'street']).where('customer_code', '=', '30000001').executeTakeFirstOrThrow();
    try {
      await t.db
        .updateTable('customers')
        .set({ customer_name: 'Apotek ≥ 東京薬局 Ｓｅｈａｔ', street: 'Jl. Sudirman 𝟙𝟚 — 大阪' })
        .where('customer_code', '=', '30000001')
        .execute();
      await t.db
        .updateTable('return_items')
        .set({ remark: 'Dus rusak ≥ 50% 破損 🙂\nsecond line', material_name: 'パラセタモール 500 mg'.repeat(8) })
        .where('return_id', '=', return_id)
        .execute();
      expect((await pdfOf(await form(retNumber))).getPageCount()).toBe(1);
    } finally {
      await t.db.updateTable('customers').set(customer).where('customer_code', '=', '30000001').execute();
    }
  });
});

describe('combined FPRE print form', () => {
  it('holds the forms of the returns in one PDF saved as FPRE.pdf', async () => {
    const first = await atDelivery();
    const second = await atDelivery();
    const pages = async (retNumber: string) => (await pdfOf(await form(retNumber))).getPageCount();
    const response = await multiform(` ${first} | ${second} |${first}`);
    const pdf = await pdfOf(response);
    expect(pdf.getPageCount()).toBe((await pages(first)) + (await pages(second)));
    expect(pdf.getTitle()).toBe('FPRE');
    expect(response.headers['content-disposition']).toBe('attachment; filename="FPRE.pdf"');
  });

  it("carries each return's code (its number and last print) on its page, read back from the printed image", async () => {
    const [first, second] = [await atDelivery(), await atDelivery()];
    expect((await cd('POST', `/api/return/${first}/print`)).statusCode).toBe(200);
    const pdf = await pdfOf(await multiform(`${first}|${second}`));
    const bytes = await pdf.save();
    const [onFirst, onSecond] = [await codesIn(await pageImage(bytes, 1)), await codesIn(await pageImage(bytes, 2))];
    const { last_print_date } = await stored(first);
    expect(onFirst).toEqual([fpreCode(first, last_print_date)]);
    expect(readFpreCode(onFirst[0]!)).toEqual({ retNumber: first, printedAt: new Date(Math.floor(last_print_date!.getTime() / 1000) * 1000) });
    // Not printed yet: the return number alone, which is also what a person types from the paper.
    expect(onSecond).toEqual([second]);
  });

  it('refuses the whole request naming the first return that may not be printed', async () => {
    const sales = await tokenOf('sales_service');
    const printable = await atDelivery();
    const atSales = (await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales))).retNumber;

    const early = await multiform(`${printable}|${atSales}`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ detail: `Some selected items cannot be printed (invalid Pending Process). (${atSales})`, field: 'id' });

    const outOfScope = await multiform(`${printable}|APL999999999999`);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.json().detail).toBe('Return APL999999999999 was not found.');
    const otherPlant = await multiform(`${printable}`, 'chief_delivery2');
    expect(otherPlant.json()).toMatchObject({ status: 404, detail: `Return ${printable} was not found.` });
    expect((await multiform(printable, 'brqa')).statusCode).toBe(403);
  });

  it('asks for at least one and at most 100 return numbers', async () => {
    const empty = await multiform(' | ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: 'Please select row first', field: 'id' });
    const many = Array.from({ length: 101 }, (_, i) => `APL1001269${String(i).padStart(5, '0')}`).join('|');
    expect((await multiform(many)).json()).toMatchObject({ status: 400, detail: 'At most 100 returns can be printed at once.', field: 'id' });
    expect((await t.request({ method: 'GET', url: '/api/return/multiform', token: await tokenOf('chief_delivery') })).statusCode).toBe(400);
  });
});
