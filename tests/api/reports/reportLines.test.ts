import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { demoCleanInvoice, demoTwoClientInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { todayInJakarta } from '../../../src/shared/today.ts';
import { passDelivery, returnAtDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { sheetOf, titlesOf } from '../../fixtures/workbook.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;

type Row = Record<string, unknown> & { returnd_id: number; ret_number: string; line: number };
const list = async (query: Record<string, string>, user = 'sales_service') =>
  t.request({ method: 'GET', url: `/api/return/items?${new URLSearchParams({ pageSize: '1000', ...query })}`, token: await tokenOf(user) });
/** The rows of the search in plant 1001 (and `query`). */
const rowsOf = async (query: Record<string, string> = {}, user = 'sales_service'): Promise<Row[]> => {
  const answer = await list({ plantCode: '1001', ...query }, user);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const idsOf = (rows: Row[]) => rows.map((r) => r.returnd_id);

/**
 * Returns of plant 1001 in known states: at SALES (the clean invoice, reason 101), at CLIENT (the
 * two-client invoice: a line of 800071 and one of 800072), With RTV at BRQA (reason 102), a draft,
 * and one completed with its sales order.
 */
const r: Record<'sales' | 'client' | 'rtv' | 'draft' | 'done', { retNumber: string; returnId: number; lineIds: number[] }> = {} as never;

beforeAll(async () => {
  t = await startTestApp();
  await t.db.updateTable('plants').set({ cut_off_date: '2999-12-31', is_live: true }).where('plant_code', '=', '1001').execute();
  const sales = await tokenOf('sales_service');
  const photo = await uploadPhoto(t, sales);
  r.sales = await submitCleanReturn(t, sales, '101', photo, { lineNumbers: [1, 2] });
  r.client = await submitCleanReturn(t, sales, '101', photo, { invoiceNo: demoTwoClientInvoice, lineNumbers: [1, 2] });
  const approved = await t.request({
    method: 'POST',
    url: `/api/return/${r.client.retNumber}/approve`,
    token: await tokenOf('fss'),
    payload: r.client.lineIds.map((id) => ({ approvalDetailId: id, status: 'A' })),
  });
  expect(approved.json().data.stepCode).toBe('CLIENT');
  r.rtv = await submitCleanReturn(t, sales, '102', photo, { returnType: 'MTKA', lineNumbers: [3] });
  r.draft = await submitCleanReturn(t, sales, '101', photo, { draft: true, lineNumbers: [4] });
  const doneNumber = await returnAtDelivery(t, sales, await tokenOf('fss'));
  await passDelivery(t, await tokenOf('chief_delivery'), doneNumber);
  const done = await t.db.selectFrom('returns').select('return_id').where('ret_number', '=', doneNumber).executeTakeFirstOrThrow();
  const lines = await t.db
    .selectFrom('return_items')
    .select(['return_detail_id', 'return_uom'])
    .where('return_id', '=', done.return_id)
    .orderBy('line')
    .execute();
  const saved = await t.request({
    method: 'POST',
    url: `/api/return/${doneNumber}/warehouse`,
    token: await tokenOf('chief_warehouse'),
    payload: { fpreStatus: 'A', items: lines.map((l) => ({ approvalDetailId: l.return_detail_id, qty: 0.01, uom: l.return_uom, status: null, remark: null })) },
  });
  expect(saved.json().data.stepCode).toBe('END');
  r.done = { retNumber: doneNumber, returnId: done.return_id, lineIds: lines.map((l) => l.return_detail_id) };
  // The sales order comes from the outbox worker.
  for (let i = 0; i < 400; i++) {
    const { so_status } = await t.db.selectFrom('returns').select('so_status').where('return_id', '=', done.return_id).executeTakeFirstOrThrow();
    if (so_status === 'SUCCESS') break;
    await sleep(25);
  }
});
afterAll(() => t.close());

describe('Report Details (GET /return/items)', () => {
  it("lists the lines newest registration first, each return's lines in order, with the detail row's fields", async () => {
    const rows = await rowsOf();
    const ours = rows.filter((row) => Object.values(r).some((x) => x.retNumber === row.ret_number));
    // Registered one after the other: the completed return last, so first.
    expect([...new Set(ours.map((row) => row.ret_number))]).toEqual([
      r.done.retNumber,
      r.draft.retNumber,
      r.rtv.retNumber,
      r.client.retNumber,
      r.sales.retNumber,
    ]);
    const ofSales = ours.filter((row) => row.ret_number === r.sales.retNumber);
    expect(idsOf(ofSales)).toEqual(r.sales.lineIds);
    const line = await t.db.selectFrom('return_items').selectAll().where('return_detail_id', '=', r.sales.lineIds[0]!).executeTakeFirstOrThrow();
    expect(ofSales[0]).toMatchObject({
      returnd_id: line.return_detail_id,
      return_id: r.sales.returnId,
      plant_code: '1001',
      plant_name: expect.any(String),
      customer_code: '30000001',
      customer_name: expect.any(String),
      sales_office: expect.any(String),
      invoice_ref_no: demoCleanInvoice,
      line: line.line,
      soNo: null,
      reason_name: 'Expired',
      status: 'W',
      step_code: 'SALES',
      client_code: line.client_code,
      material_code: line.material_code,
      material_name: line.material_name,
      return_qty: 0.01,
      base_return_qty: Number(line.base_qty),
      return_uom: line.return_uom,
      exp_date: line.expired_date,
    });
    expect(Date.parse(ofSales[0]!.created_date as string)).toBeLessThanOrEqual(Date.now());
    expect(rows.find((row) => row.ret_number === r.done.retNumber)?.soNo).toMatch(/^6\d{9}$/);
  });

  it('finds a return by its number with the spaces removed, by invoice, customer, reason and type', async () => {
    const spaced = `${r.sales.retNumber.slice(0, 5)} ${r.sales.retNumber.slice(5)} `;
    expect(idsOf(await rowsOf({ retNumber: spaced }))).toEqual(r.sales.lineIds);
    expect(idsOf(await rowsOf({ invoiceNo: demoTwoClientInvoice }))).toEqual(r.client.lineIds);
    const byName = await rowsOf({ customerName: 'SEHAT' });
    expect(byName.length).toBeGreaterThan(0);
    for (const row of byName) expect(String(row.customer_name).toLowerCase()).toContain('sehat');
    const byCustomer = await rowsOf({ customerCode: '30000001' });
    expect(byCustomer.every((row) => row.customer_code === '30000001')).toBe(true);
    expect(idsOf(byCustomer)).toEqual(expect.arrayContaining(r.sales.lineIds));
    expect(idsOf(await rowsOf({ reasonCode: '102' }))).toEqual(r.rtv.lineIds);
    expect(idsOf(await rowsOf({ typeReturn: 'MTKA' }))).toEqual(r.rtv.lineIds);
    const withoutRtv = idsOf(await rowsOf({ typeReturn: 'NON MTKA' }));
    expect(withoutRtv).toEqual(expect.arrayContaining([...r.sales.lineIds, ...r.client.lineIds]));
    expect(withoutRtv).not.toContain(r.rtv.lineIds[0]);
  });

  it('filters by client (in either zero-padded form), step, status, SO status and material', async () => {
    const [of800071, of800072] = r.client.lineIds as [number, number];
    expect(idsOf(await rowsOf({ clientCode: '0000800072' }))).toEqual([of800072]);
    expect(idsOf(await rowsOf({ clientCode: '800071', invoiceNo: demoTwoClientInvoice }))).toEqual([of800071]);
    expect(idsOf(await rowsOf({ stepCode: 'CLIENT' }))).toEqual(r.client.lineIds);
    expect(idsOf(await rowsOf({ step: 'BRQA' }))).toEqual(r.rtv.lineIds);
    expect(idsOf(await rowsOf({ status: 'D' }))).toEqual(r.draft.lineIds);
    const waiting = await rowsOf({ status: 'W' });
    expect(waiting.every((row) => row.status === 'W')).toBe(true);
    expect(idsOf(await rowsOf({ status: 'A' }))).toEqual(r.done.lineIds);
    expect(idsOf(await rowsOf({ soStatus: 'SUCCESS' }))).toEqual(r.done.lineIds);
    expect(await rowsOf({ soStatus: 'FAILED' })).toEqual([]);
    const line = await t.db
      .selectFrom('return_items')
      .select(['material_code', 'material_name'])
      .where('return_detail_id', '=', r.rtv.lineIds[0]!)
      .executeTakeFirstOrThrow();
    const byCode = await rowsOf({ materialCode: line.material_code });
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((row) => row.material_code === line.material_code)).toBe(true);
    const part = line.material_name.slice(2, 9).toLowerCase();
    const byName = await rowsOf({ materialName: part });
    expect(idsOf(byName)).toContain(r.rtv.lineIds[0]);
    expect(byName.every((row) => String(row.material_name).toLowerCase().includes(part))).toBe(true);
  });

  it('bounds the registration days in Jakarta', async () => {
    const today = todayInJakarta();
    const tomorrow = todayInJakarta(new Date(Date.now() + 86_400_000));
    expect(idsOf(await rowsOf({ startDate: today, endDate: today }))).toEqual(expect.arrayContaining(r.sales.lineIds));
    expect(await rowsOf({ startDate: tomorrow })).toEqual([]);
    expect(await rowsOf({ endDate: todayInJakarta(new Date(Date.now() - 86_400_000)) })).toEqual([]);
    expect((await list({ plantCode: '1001', startDate: tomorrow, endDate: today })).statusCode).toBe(400);
  });

  it('pages by keyset (Next reads on from the cursor) and sorts by a row field', async () => {
    const all = idsOf(await rowsOf());
    const first = (await list({ plantCode: '1001', pageSize: '3' })).json();
    expect(first.totalRecord).toBe(all.length);
    expect(idsOf(first.data)).toEqual(all.slice(0, 3));
    const next = (await list({ plantCode: '1001', pageSize: '3', pageNo: '2', after: first.nextCursor })).json();
    expect(idsOf(next.data)).toEqual(all.slice(3, 6));
    const jumped = (await list({ plantCode: '1001', pageSize: '3', pageNo: '2' })).json();
    expect(idsOf(jumped.data)).toEqual(all.slice(3, 6));
    const sorted = await rowsOf({ sortBy: 'material_name', sortDir: 'asc' });
    const names = sorted.map((row) => String(row.material_name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list({ plantCode: '1001', sortBy: 'secret' })).statusCode).toBe(400);
  });

  it('asks for a plant, and a client of users with several clients and the Clients filter', async () => {
    expect((await list({})).json()).toMatchObject({ status: 400, detail: 'Please select plant', field: 'plantCode' });
    expect((await list({ plantCode: '1001' }, 'operation_ho')).json()).toMatchObject({ status: 400, detail: 'Please select Client', field: 'clientCode' });
    expect(idsOf(await rowsOf({ clientCode: '800072' }, 'operation_ho'))).toEqual([r.client.lineIds[1]]);
  });

  it("shows only the user's plants and a client user's own clients' lines", async () => {
    expect(await rowsOf({}, 'fss2')).toEqual([]);
    expect((await list({ plantCode: '1002' })).json().data).toEqual([]);
    const ofClient = await rowsOf({}, 'client');
    expect(ofClient.length).toBeGreaterThan(0);
    expect(ofClient.every((row) => row.client_code === '800071')).toBe(true);
    expect(idsOf(await rowsOf({}, 'client2'))).toEqual([r.client.lineIds[1]]);
    expect((await t.request({ method: 'GET', url: '/api/return/items?plantCode=1001' })).statusCode).toBe(401);
    expect((await list({ plantCode: '1001' }, 'display_only')).statusCode).toBe(200);
  });
});

describe('Report Details as Excel (GET /return/detailxlsx)', () => {
  const today = todayInJakarta();
  const xlsx = async (query: Record<string, string>, user = 'sales_service') =>
    t.request({ method: 'GET', url: `/api/return/detailxlsx?${new URLSearchParams(query)}`, token: await tokenOf(user) });
  const rowOf = (sheet: ExcelJS.Worksheet, retNumber: string, line: number) => {
    const titles = titlesOf(sheet) as string[];
    for (let n = 2; n <= sheet.rowCount; n++) {
      const row = sheet.getRow(n);
      if (row.getCell(1).text === retNumber && row.getCell(2).value === line) return (title: string) => row.getCell(titles.indexOf(title) + 1);
    }
    throw new Error(`${retNumber} line ${line} is not on the sheet`);
  };

  it('holds every line of the search with dates as dates and amounts as numbers', async () => {
    const response = await xlsx({ startDate: today, endDate: today, plantCode: '1001' });
    expect(response.headers['content-disposition']).toBe(`attachment; filename="report-details-${today}-${today}.xlsx"`);
    const sheet = await sheetOf(response);
    expect(sheet.name).toBe('Report Details');
    expect(titlesOf(sheet)).toEqual([
      'APL Return Number',
      'Line',
      'RTV Number',
      'Sales Office',
      'Plant Code',
      'Plant Name',
      'Customer Code',
      'Customer Name',
      'Customer Group 3',
      'Invoice Ref Number',
      'Sales Order Number',
      'Invoice Return Number',
      'Reason',
      'Created Date',
      'Status',
      'Pending Process',
      'Client Code',
      'Client Name',
      'Material Code',
      'Material Name',
      'PH3',
      'Product Type',
      'Requested Qty',
      'Base Quantity',
      'Return UOM',
      'Net Price',
      'Exp Date',
    ]);
    const listed = await rowsOf({ startDate: today, endDate: today });
    expect(sheet.rowCount - 1).toBe(listed.length);
    const stored = await t.db.selectFrom('return_items').selectAll().where('return_detail_id', '=', r.sales.lineIds[0]!).executeTakeFirstOrThrow();
    const cell = rowOf(sheet, r.sales.retNumber, stored.line);
    expect(cell('Created Date').value).toBeInstanceOf(Date);
    expect(cell('Created Date').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(cell('Exp Date').value).toEqual(new Date(`${stored.expired_date}T00:00:00Z`));
    expect(cell('Exp Date').numFmt).toBe('dd/mm/yyyy');
    expect(cell('Net Price').value).toBe(Number(stored.net_price));
    expect(cell('Net Price').numFmt).toBe('#,##0');
    expect(cell('Requested Qty').value).toBe(0.01);
    expect(cell('Status').text).toBe('In Progress');
    expect(cell('Material Name').text).toBe(stored.material_name);
    // The registration in Jakarta time, as Excel shows it.
    const created = (await t.db.selectFrom('returns').select('created_at').where('return_id', '=', r.sales.returnId).executeTakeFirstOrThrow()).created_at;
    expect((cell('Created Date').value as Date).getTime()).toBe(created.getTime() + 7 * 3_600_000);
  });

  it('keeps a value that starts like a formula as text', async () => {
    const lineId = r.rtv.lineIds[0]!;
    const before = await t.db.selectFrom('return_items').select('material_name').where('return_detail_id', '=', lineId).executeTakeFirstOrThrow();
    const injected = ['=HYPERLINK("http://evil.example","open")', '+62 21 555 0101', '-2+3', '@SUM(A1:A2)', '\tTabbed'];
    try {
      for (const [i, value] of injected.entries()) {
        await t.db.updateTable('return_items').set({ material_name: value }).where('return_detail_id', '=', lineId).execute();
        const sheet = await sheetOf(await xlsx({ startDate: today, endDate: today, plantCode: '1001', retNumber: r.rtv.retNumber }));
        const cell = rowOf(
          sheet,
          r.rtv.retNumber,
          (await t.db.selectFrom('return_items').select('line').where('return_detail_id', '=', lineId).executeTakeFirstOrThrow()).line,
        )('Material Name');
        expect(cell.formula, `${i}: ${value}`).toBeUndefined();
        expect([ExcelJS.ValueType.RichText, ExcelJS.ValueType.String], value).toContain(cell.type);
        expect(cell.text).toBe(value);
      }
    } finally {
      await t.db.updateTable('return_items').set(before).where('return_detail_id', '=', lineId).execute();
    }
  });

  it('takes client codes in either zero-padded form', async () => {
    const sheet = await sheetOf(await xlsx({ startDate: today, endDate: today, plantCode: '1001', clientCode: '0000800072' }));
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).text).toBe(r.client.retNumber);
  });

  it('needs both registration dates and a plant, and is not for DISPLAY_ONLY', async () => {
    expect((await xlsx({ endDate: today, plantCode: '1001' })).json()).toMatchObject({
      status: 400,
      detail: 'Please Input Registration Date!',
      field: 'startDate',
    });
    expect((await xlsx({ startDate: today, plantCode: '1001' })).json()).toMatchObject({
      status: 400,
      detail: 'Please Input Registration Date!',
      field: 'endDate',
    });
    expect((await xlsx({ startDate: today, endDate: today })).json()).toMatchObject({ status: 400, detail: 'Please select plant' });
    expect((await xlsx({ startDate: today, endDate: today, plantCode: '1001' }, 'display_only')).statusCode).toBe(403);
    const otherPlant = await sheetOf(await xlsx({ startDate: today, endDate: today, plantCode: '1001' }, 'fss2'));
    expect(otherPlant.rowCount).toBe(1);
  });
});
