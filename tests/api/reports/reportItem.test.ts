import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { demoFullName } from '../../../src/server/seed/demoFoundation.ts';
import { demoTwoClientInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { lifecycleOf } from '../../../src/web/features/returns/lifecycleOf.ts';
import { passDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { pdfTextOf } from '../../fixtures/pdfText.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const as = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token: await tokenOf(user), ...(payload ? { payload } : {}) });
const report = (lineId: number, user = 'sales_service') => as(user, 'GET', `/api/return/items/${lineId}`);

/**
 * A return of the two-client invoice (800071 for `client`, 800072 for `client2`) with reason 120,
 * taken through every step: SALES → CLIENT → BRQA → QAHO → QACLIENT → CD → CW, where Chief
 * Warehouse keeps the first line and rejects the second.
 */
let chain: { retNumber: string; returnId: number; kept: number; rejected: number };

beforeAll(async () => {
  t = await startTestApp();
  // Delivery tracking irrelevant: the signed FPRE can be uploaded right after the print.
  await t.db.updateTable('plants').set({ cut_off_date: '2999-12-31', is_live: true }).where('plant_code', '=', '1001').execute();
  const sales = await tokenOf('sales_service');
  const { retNumber, returnId, lineIds } = await submitCleanReturn(t, sales, '120', await uploadPhoto(t, sales), {
    invoiceNo: demoTwoClientInvoice,
    lineNumbers: [1, 2],
  });
  const [kept, rejected] = lineIds as [number, number];
  const decide = async (user: string, step: string, decisions: object[], next: string) => {
    const answer = await as(user, 'POST', `/api/return/${retNumber}/approve?stepCode=${step}`, decisions);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.stepCode).toBe(next);
  };
  await decide(
    'fss',
    'SALES',
    [
      { approvalDetailId: kept, status: 'A', remark: 'Checked by FSS' },
      { approvalDetailId: rejected, status: 'A' },
    ],
    'CLIENT',
  );
  await decide('client', 'CLIENT', [{ approvalDetailId: kept, status: 'A', remark: 'Principal agrees' }], 'CLIENT');
  await decide('client2', 'CLIENT', [{ approvalDetailId: rejected, status: 'A' }], 'BRQA');
  await decide(
    'brqa',
    'BRQA',
    [
      { approvalDetailId: kept, status: 'A', remark: 'Recall confirmed' },
      { approvalDetailId: rejected, status: 'A' },
    ],
    'QAHO',
  );
  await decide(
    'qaho',
    'QAHO',
    [
      { approvalDetailId: kept, status: 'A', remark: 'QA HO ok' },
      { approvalDetailId: rejected, status: 'A' },
    ],
    'QACLIENT',
  );
  await decide(
    'qaho',
    'QACLIENT',
    [
      { approvalDetailId: kept, status: 'A', remark: 'QA client ok' },
      { approvalDetailId: rejected, status: 'A' },
    ],
    'CD',
  );
  await passDelivery(t, await tokenOf('chief_delivery'), retNumber);
  const uom = (await t.db.selectFrom('return_items').select('return_uom').where('return_detail_id', '=', kept).executeTakeFirstOrThrow()).return_uom;
  const saved = await as('chief_warehouse', 'POST', `/api/return/${retNumber}/warehouse`, {
    fpreStatus: 'A',
    remark: 'Counted on arrival',
    items: [
      { approvalDetailId: kept, qty: 0.01, uom, status: null, remark: null },
      { approvalDetailId: rejected, qty: null, uom: null, status: 'R', remark: 'Seal broken' },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  chain = { retNumber, returnId, kept, rejected };
});
afterAll(() => t.close());

describe('the item report (GET /return/items/{id})', () => {
  it('answers the return, the line and every step that decided it', async () => {
    const answer = await report(chain.kept);
    expect(answer.statusCode, answer.body).toBe(200);
    const item = answer.json();
    const line = await t.db.selectFrom('return_items').selectAll().where('return_detail_id', '=', chain.kept).executeTakeFirstOrThrow();
    expect(item).toMatchObject({
      ret_number: chain.retNumber,
      returnd_id: chain.kept,
      return_id: chain.returnId,
      plant_code: '1001',
      customer_code: '30000001',
      invoice_ref_no: demoTwoClientInvoice,
      line: line.line,
      reason_name: 'Product Recall',
      client_code: '800071',
      material_code: line.material_code,
      batch: line.batch,
      return_qty: 0.01,
      return_uom: line.return_uom,
      base_uom: line.uom,
      actual_qty: 0.01,
      status: 'A',
      step_code: 'END',
      material_status: 'A',
      crprgp: 'N',
      nra: 'N',
      crp_before: 180,
      crp_after: 30,
      attachment_id: line.attachment_id,
      sales_approval_user: demoFullName('fss'),
      sales_approval_status: 'A',
      sales_remarks: 'Checked by FSS',
      client_approval_user: demoFullName('client'),
      client_approval_status: 'A',
      client_remarks: 'Principal agrees',
      approvalBRQA_user_name: demoFullName('brqa'),
      approvalBRQA: 'A',
      approvalBRQA_remarks: 'Recall confirmed',
      approvalQAHO_user_name: demoFullName('qaho'),
      approvalQAHO: 'A',
      approvalQAHO_remarks: 'QA HO ok',
      approvalQACLIENT_user_name: demoFullName('qaho'),
      approvalQACLIENT: 'A',
      approvalQACLIENT_remarks: 'QA client ok',
      cw_approval_user: demoFullName('chief_warehouse'),
      cw_approval_status: 'A',
      cw_remarks: 'Counted on arrival',
    });
    // Each decision's time is when it was stored.
    const decisions = await t.db.selectFrom('return_decisions').select(['step_code', 'decided_at']).where('return_detail_id', '=', chain.kept).execute();
    expect(item.sales_approval_time).toBe(decisions.find((d) => d.step_code === 'SALES')!.decided_at.toISOString());
    expect(Date.parse(item.cw_approval_time)).toBeGreaterThanOrEqual(Date.parse(item.approvalQACLIENT_date));
    expect(item.last_printed_datetime).not.toBeNull();
    // The batch of a Non CRP line expired long before its window ended: the days left are negative.
    expect(item.remaing).toBeLessThan(0);
    for (const field of ['lt_sales', 'lt_client', 'lt_cd', 'lt_cw', 'overall_leadtime']) expect(item[field], field).toBeGreaterThanOrEqual(0);
  });

  it("shows Chief Warehouse's reject on the line it rejected", async () => {
    const item = (await report(chain.rejected)).json();
    expect(item).toMatchObject({
      client_code: '800072',
      client_approval_user: demoFullName('client2'),
      cw_approval_user: demoFullName('chief_warehouse'),
      cw_approval_status: 'R',
      cw_remarks: 'Seal broken',
      material_status: 'R',
      actual_qty: null,
    });
  });

  it('leaves the blocks of steps not yet taken empty and answers a line at its first step', async () => {
    const sales = await tokenOf('sales_service');
    const fresh = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const item = (await report(fresh.lineIds[0]!)).json();
    expect(item).toMatchObject({
      status: 'W',
      step_code: 'SALES',
      material_status: 'W',
      crprgp: 'Y',
      soNo: null,
      invoiceReturnNo: null,
      last_printed_datetime: null,
      lt_sales: null,
      overall_leadtime: null,
    });
    for (const field of [
      'sales_approval_user',
      'sales_approval_time',
      'sales_approval_status',
      'sales_remarks',
      'approvalBRQA',
      'client_approval_status',
      'approvalQAHO',
      'approvalQACLIENT',
      'cw_approval_user',
      'cw_approval_status',
    ]) {
      expect(item[field], field).toBeNull();
    }
    expect(item.available_qty).toBeGreaterThan(0.01);
  });

  it('counts lead times in hours from the event rows that entered and left each step', async () => {
    const sales = await tokenOf('sales_service');
    const { retNumber, returnId, lineIds } = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    expect(
      (
        await as(
          'fss',
          'POST',
          `/api/return/${retNumber}/approve`,
          lineIds.map((id) => ({ approvalDetailId: id, status: 'A' })),
        )
      ).json().data.stepCode,
    ).toBe('CD');
    await passDelivery(t, await tokenOf('chief_delivery'), retNumber);
    const lines = await t.db.selectFrom('return_items').select(['return_detail_id', 'return_uom']).where('return_id', '=', returnId).execute();
    const completed = await as('chief_warehouse', 'POST', `/api/return/${retNumber}/warehouse`, {
      fpreStatus: 'A',
      items: lines.map((l) => ({ approvalDetailId: l.return_detail_id, qty: 0.01, uom: l.return_uom, status: null, remark: null })),
    });
    expect(completed.json().data.stepCode).toBe('END');
    // A known history: submitted 48 hours ago, 5 hours at SALES, 2.5 at CD, 12.25 at CW.
    const start = Date.now() - 48 * 3_600_000;
    const at = (hours: number) => new Date(start + hours * 3_600_000);
    // Event rows are never updated by the application (created_at takes no update): the test rewrites its history.
    const rewrite = (from: string | null, hours: number) =>
      sql`update return_events set created_at = ${at(hours)} where return_id = ${returnId} and from_step is not distinct from ${from}`.execute(t.db);
    await rewrite(null, 0);
    await rewrite('SALES', 5);
    await rewrite('CD', 7.5);
    await rewrite('CW', 19.75);
    const item = (await report(lineIds[0]!)).json();
    expect(item).toMatchObject({ lt_sales: 5, lt_client: null, lt_cd: 2.5, lt_cw: 12.3, overall_leadtime: 19.8 });
  });
});

describe("the item report within the user's scope", () => {
  it("is not found for another plant, nor for another client's line, and is open to every role of the reports", async () => {
    for (const lineId of [chain.kept, chain.rejected]) expect((await report(lineId, 'fss2')).statusCode).toBe(404);
    expect((await report(chain.kept, 'client')).statusCode).toBe(200);
    expect((await report(chain.rejected, 'client')).json()).toMatchObject({ status: 404, detail: 'The return line was not found.' });
    expect((await report(chain.rejected, 'client2')).statusCode).toBe(200);
    expect((await report(chain.kept, 'client2')).statusCode).toBe(404);
    for (const user of ['display_only', 'operation_ho', 'chief_warehouse', 'fss']) expect((await report(chain.kept, user)).statusCode, user).toBe(200);
    expect((await report(2147483647)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/return/items/${chain.kept}` })).statusCode).toBe(401);
    expect((await as('sales_service', 'GET', '/api/return/items/0')).statusCode).toBe(400);
  });
});

describe("the quantity change by the item report's lifecycle", () => {
  const canChange = (item: { lifecycle: never; returnd_id: number }) => lifecycleOf(item).can({ type: 'line.changeQuantity', lineId: String(item.returnd_id) });
  const change = (item: { returnd_id: number; version: number }, qty: number, user = 'sales_service') =>
    as(user, 'PUT', `/api/return/items/${item.returnd_id}?version=${item.version}`, { qty });

  it('is offered at SALES and taken by the server; refused above the available quantity', async () => {
    const sales = await tokenOf('sales_service');
    const { lineIds } = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const item = (await report(lineIds[0]!)).json();
    expect(canChange(item)).toBe(true);
    const tooMuch = await change(item, item.available_qty + 1);
    expect(tooMuch.json()).toMatchObject({ status: 400, detail: `Can't be bigger than available Qty ${item.available_qty}`, field: 'qty' });
    expect((await change(item, 0)).json()).toMatchObject({ status: 400, detail: "can't be less than zero" });
    expect((await change(item, 0.02)).statusCode).toBe(200);
    const after = (await report(lineIds[0]!)).json();
    expect(after).toMatchObject({ return_qty: 0.02, version: item.version + 1 });
    expect(after.available_qty).toBeCloseTo(item.available_qty, 3);
  });

  it('is not offered where the lifecycle refuses it, and the server refuses it there too', async () => {
    const done = (await report(chain.kept)).json();
    expect(canChange(done)).toBe(false);
    expect((await change(done, 0.005)).statusCode).toBe(409);
    // At CD a line the sales step decided may no longer change.
    const sales = await tokenOf('sales_service');
    const { retNumber, lineIds } = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    await as(
      'fss',
      'POST',
      `/api/return/${retNumber}/approve`,
      lineIds.map((id) => ({ approvalDetailId: id, status: 'A' })),
    );
    const atDelivery = (await report(lineIds[0]!)).json();
    expect(atDelivery.step_code).toBe('CD');
    expect(canChange(atDelivery)).toBe(false);
    expect((await change(atDelivery, 0.005)).statusCode).toBe(409);
    expect((await change(atDelivery, 0.005, 'display')).statusCode).toBe(403);
  });
});

describe('the item report as PDF (GET /return/items/{id}/pdf)', () => {
  it('prints the return, the material and every approval block', async () => {
    const answer = await as('sales_service', 'GET', `/api/return/items/${chain.kept}/pdf`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const item = (await report(chain.kept)).json();
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${chain.retNumber}-${item.line}.pdf"`);
    const text = await pdfTextOf(answer.rawPayload);
    expect(text).toContain('Report Return Detail');
    expect(text).toContain(`${chain.retNumber} / ${item.line}`);
    // Long values wrap at spaces: read the page as one text.
    const page = text.join(' ');
    for (const value of [
      item.material_code,
      item.material_name,
      `800071 - ${item.client_name}`,
      'Non CRP',
      '180 days',
      'Completed',
      'Checked by FSS',
      'Principal agrees',
      'Recall confirmed',
      'QA HO ok',
      'QA client ok',
      'Counted on arrival',
      demoFullName('chief_warehouse'),
    ]) {
      expect(page, value).toContain(value);
    }
    const rejected = await pdfTextOf((await as('sales_service', 'GET', `/api/return/items/${chain.rejected}/pdf`)).rawPayload);
    expect(rejected).toContain('Seal broken');
  });

  it("is within the user's scope as the report is", async () => {
    expect((await as('fss2', 'GET', `/api/return/items/${chain.kept}/pdf`)).statusCode).toBe(404);
    expect((await as('client', 'GET', `/api/return/items/${chain.rejected}/pdf`)).statusCode).toBe(404);
  });
});
