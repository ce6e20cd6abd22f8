import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';
import { returnAtDelivery } from '../../fixtures/returns.ts';
import { returnAtWarehouse, salesOrderOf, warehouseRow } from '../../fixtures/warehouseReturns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const tokenOf = async (app: TestApp, user: string) => {
  const key = `${user}@${app === t ? 'main' : 'other'}`;
  return tokens.get(key) ?? tokens.set(key, await app.signIn(user)).get(key)!;
};

const atWarehouse = (app = t, invoiceNo?: string, lineNumbers?: number[]) => returnAtWarehouse(app, (user) => tokenOf(app, user), invoiceNo, lineNumbers);

const save = async (retNumber: string, body: object, user = 'chief_warehouse', app = t) =>
  app.request({ method: 'POST', url: `/api/return/${retNumber}/warehouse`, token: await tokenOf(app, user), payload: body });

const returnRow = (returnId: number, app = t) => warehouseRow(app, returnId);
const salesOrderSettled = (returnId: number, app = t) => salesOrderOf(app, returnId);

const ok = (lineIds: number[], more: object = {}) => ({
  fpreStatus: 'A',
  items: lineIds.map((id) => ({ approvalDetailId: id, qty: 0.5, uom: 'PCS', status: null, remark: null, ...more })),
});

describe('Chief Warehouse', () => {
  it("checks a save in the specification's order and changes nothing", async () => {
    const { retNumber, returnId, lineIds } = await atWarehouse();
    const before = await returnRow(returnId);
    const refusal = async (body: object) => {
      const response = await save(retNumber, body);
      expect(response.statusCode).toBe(400);
      return response.json().detail;
    };
    const items = (
      await t.db.selectFrom('return_items').select(['return_detail_id', 'return_uom']).where('return_id', '=', returnId).orderBy('line').execute()
    ).map((l) => ({ approvalDetailId: l.return_detail_id, qty: 0.5, uom: l.return_uom, status: null, remark: null }));
    expect(await refusal({ fpreStatus: null, items: [{ ...items[0], status: 'R' }] })).toBe('Please select status doc first!');
    expect(await refusal({ fpreStatus: 'R', remark: ' ', items })).toBe('Please fill remark not oke first!');
    expect(
      await refusal({
        fpreStatus: 'A',
        items: [
          { ...items[0], status: 'R', remark: '' },
          { ...items[1], qty: 99 },
        ],
      }),
    ).toBe('Please fill remark reject first!');
    expect(await refusal({ fpreStatus: 'A', items: [items[0], { ...items[1], qty: 99, uom: null }] })).toBe('Please do not exceed Requested Qty 0.5!');
    expect(await refusal({ fpreStatus: 'A', items: [items[0], { ...items[1], uom: ' ' }] })).toBe('Please Input UOM!');
    expect(await returnRow(returnId)).toEqual(before);
    expect(lineIds).toHaveLength(2);
  });

  it('refuses a count of 0.25 of a non-fraction material ("full box") and changes nothing, but confirms the 0.5 requested before', async () => {
    const { retNumber, returnId, lineIds } = await atWarehouse();
    await t.db.updateTable('return_items').set({ non_fraction: true }).where('return_detail_id', '=', lineIds[0]!).execute();
    const before = await returnRow(returnId);
    const uoms = await t.db.selectFrom('return_items').select('return_uom').where('return_id', '=', returnId).orderBy('line').execute();
    const counted = (first: number) => ({
      fpreStatus: 'A',
      items: [
        { approvalDetailId: lineIds[0], qty: first, uom: uoms[0]!.return_uom, status: null, remark: null },
        { approvalDetailId: lineIds[1], qty: 0.5, uom: uoms[1]!.return_uom, status: null, remark: null },
      ],
    });
    const refused = await save(retNumber, counted(0.25));
    expect(refused.json()).toMatchObject({ status: 400, detail: 'This material is returned in whole units: 0.25 is not valid', field: 'items.0.qty' });
    expect(await returnRow(returnId)).toEqual(before);
    // A line saved before its material became "full box" keeps its quantity: confirming it is no new count.
    expect((await save(retNumber, counted(0.5))).json().data).toMatchObject({ stepCode: 'END' });
  });

  it('sends a Not OK FPRE back to Chief Delivery for reupload', async () => {
    const { retNumber, returnId } = await atWarehouse();
    const response = await save(retNumber, { fpreStatus: 'R', remark: 'Signature missing', items: [] });
    expect(response.json().data).toMatchObject({ status: 'W', stepCode: 'CD' });
    expect(await returnRow(returnId)).toMatchObject({ step_code: 'CD', fpre_status: 'R', fpre_uploaded: false });
  });

  it('completes with the lines kept, stores actual quantities and creates the sales order once', async () => {
    const { retNumber, returnId, lineIds } = await atWarehouse();
    const uoms = await t.db.selectFrom('return_items').select(['return_detail_id', 'return_uom']).where('return_id', '=', returnId).orderBy('line').execute();
    const response = await save(retNumber, {
      fpreStatus: 'A',
      remark: null,
      items: [
        { approvalDetailId: lineIds[0], qty: 0.25, uom: uoms[0]!.return_uom, status: null, remark: 'Half the box was missing' },
        { approvalDetailId: lineIds[1], qty: null, uom: null, status: 'R', remark: 'Not in the delivery' },
      ],
    });
    expect(response.json().data).toMatchObject({ status: 'A', stepCode: 'END' });
    const settled = await salesOrderSettled(returnId);
    expect(settled).toMatchObject({ status: 'A', status_reject: false, so_status: 'SUCCESS', so_number: expect.stringMatching(/^6\d{9}$/) });
    const items = await t.db.selectFrom('return_items').select(['actual_qty', 'approval_status']).where('return_id', '=', returnId).orderBy('line').execute();
    expect(items).toEqual([
      { actual_qty: 0.25, approval_status: null },
      { actual_qty: null, approval_status: 'R' },
    ]);
    const created = await t.db
      .selectFrom('return_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('return_id', '=', returnId)
      .where('event', '=', 'salesOrder.created')
      .executeTakeFirstOrThrow();
    expect(created.n).toBe(1);
    expect((await save(retNumber, ok([lineIds[0]!]))).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: `/api/return/${retNumber}/sendSO`, token: await tokenOf(t, 'chief_warehouse') })).statusCode).toBe(409);
  });

  it('ends rejected when the warehouse rejects every line, and queues no sales order', async () => {
    const { retNumber, returnId, lineIds } = await atWarehouse();
    await save(retNumber, { fpreStatus: 'A', items: lineIds.map((id) => ({ approvalDetailId: id, status: 'R', remark: 'Wrong goods' })) });
    expect(await returnRow(returnId)).toMatchObject({ status: 'A', status_reject: true, so_status: null });
  });

  it('lets only the assigned warehouse decide, within the plants', async () => {
    const { retNumber, returnId, lineIds } = await atWarehouse();
    expect((await save(retNumber, ok(lineIds), 'fss')).statusCode).toBe(403);
    expect((await save(retNumber, ok(lineIds), 'chief_warehouse2')).statusCode).toBe(404);
    expect((await returnRow(returnId)).step_code).toBe('CW');
  });
});

describe('the sales order in the ERP', () => {
  it('is created exactly once when the ERP fails before answering', async () => {
    const flaky = await startTestApp({ erpSimulator: { failure: 'once', latencyMs: 0 } });
    try {
      const { retNumber, returnId, lineIds } = await atWarehouse(flaky);
      const uom = (await flaky.db.selectFrom('return_items').select('return_uom').where('return_detail_id', '=', lineIds[0]!).executeTakeFirstOrThrow())
        .return_uom;
      await save(
        retNumber,
        { fpreStatus: 'A', items: lineIds.map((id) => ({ approvalDetailId: id, qty: 0.5, uom, status: null, remark: null })) },
        'chief_warehouse',
        flaky,
      );
      expect(await salesOrderSettled(returnId, flaky)).toMatchObject({ so_status: 'SUCCESS' });
      const calls = await flaky.db.selectFrom('api_log').select(['operation', 'error']).where('operation', '=', 'createReturnSalesOrder').execute();
      expect(calls).toHaveLength(2);
    } finally {
      await flaky.close();
    }
  });

  it("fails after the last retry with the ERP's error, and Retry Send To SAP queues it again", async () => {
    const failing = await startTestApp({ erpSimulator: { failure: 'always', latencyMs: 0 } });
    try {
      const { retNumber, returnId, lineIds } = await atWarehouse(failing);
      const uom = (await failing.db.selectFrom('return_items').select('return_uom').where('return_detail_id', '=', lineIds[0]!).executeTakeFirstOrThrow())
        .return_uom;
      await save(
        retNumber,
        { fpreStatus: 'A', items: lineIds.map((id) => ({ approvalDetailId: id, qty: 0.5, uom, status: null, remark: null })) },
        'chief_warehouse',
        failing,
      );
      const failed = await salesOrderSettled(returnId, failing);
      expect(failed).toMatchObject({ so_status: 'FAILED', so_number: null, so_last_error: expect.stringContaining('SAP did not answer') });
      const retried = await failing.request({ method: 'POST', url: `/api/return/${retNumber}/sendSO`, token: await tokenOf(failing, 'chief_warehouse') });
      expect(retried.statusCode).toBe(200);
      expect((await returnRow(returnId, failing)).so_status).toBe('PENDING');
      expect(await failing.db.selectFrom('outbox').select('idempotency_key').where('kind', '=', 'erp.returnSalesOrder').orderBy('outbox_id').execute()).toEqual(
        [{ idempotency_key: `return-sales-order:${returnId}:1` }, { idempotency_key: `return-sales-order:${returnId}:2` }],
      );
    } finally {
      await failing.close();
    }
  });
});

describe('the return invoice', () => {
  it('is fetched from the ERP once the sales order exists, and only then', async () => {
    const { retNumber, returnId, lineIds } = await atWarehouse();
    const getInvoice = async (user = 'sales_service') =>
      t.request({ method: 'POST', url: `/api/return/${returnId}/getInvoice`, token: await tokenOf(t, user) });
    expect((await getInvoice()).statusCode).toBe(409);
    const uom = (await t.db.selectFrom('return_items').select('return_uom').where('return_detail_id', '=', lineIds[0]!).executeTakeFirstOrThrow()).return_uom;
    await save(retNumber, { fpreStatus: 'A', items: lineIds.map((id) => ({ approvalDetailId: id, qty: 0.5, uom, status: null, remark: null })) });
    const { so_number } = await salesOrderSettled(returnId);
    expect((await getInvoice('display')).statusCode).toBe(403);
    const asked = await getInvoice();
    expect(asked.statusCode).toBe(200);
    const invoiceReturnNo = `9${so_number!.slice(1)}`;
    expect(asked.json().data.invoiceReturnNo).toBe(invoiceReturnNo);
    expect(asked.json().message).toContain(invoiceReturnNo);
    expect((await returnRow(returnId)).return_invoice_no).toBe(invoiceReturnNo);
    const document = await t.request({ method: 'GET', url: `/api/return/${returnId}`, token: await tokenOf(t, 'sales_service') });
    expect(document.json().invoiceReturnNo).toBe(invoiceReturnNo);
    const again = await getInvoice();
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain(invoiceReturnNo);
  });
});

describe('the Chief Warehouse search', () => {
  const search = async (query: string, user = 'chief_warehouse') =>
    t.request({ method: 'GET', url: `/api/return/warehouse?${query}`, token: await tokenOf(t, user) });

  /** A return Chief Delivery printed, signed and handed over with `remark`: pending at CW. */
  async function handedOver(remark: string) {
    const retNumber = await returnAtDelivery(t, await tokenOf(t, 'sales_service'), await tokenOf(t, 'fss'));
    const cd = await tokenOf(t, 'chief_delivery');
    expect((await t.request({ method: 'POST', url: `/api/return/${retNumber}/print`, token: cd })).statusCode).toBe(200);
    // Delivery tracking's answer is not this test's subject: the administrator's upload does not wait for it.
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/return/${retNumber}/fpre`,
      ...multipartFile('file', 'signed.png', 'image/png', tinyPng),
      token: await tokenOf(t, 'admin'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const decided = await t.request({ method: 'POST', url: `/api/return/${retNumber}/delivery-decision`, token: cd, payload: { status: 'A', remark } });
    expect(decided.json().data.stepCode).toBe('CW');
    return retNumber;
  }

  it('finds the returns waiting for the user, one row each with its lines, by FPRE upload day and the header filters', async () => {
    const retNumber = await handedOver('Two cartons, sealed');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
    const found = (
      await search(`retNumber=${retNumber.slice(0, 5)} ${retNumber.slice(5)}&startDate=${today}&endDate=${today}&typeReturn=NON%20MTKA&customerName=SEHAT`)
    ).json();
    expect(found.totalRecord).toBe(1);
    expect(found.data[0]).toMatchObject({
      retNumber,
      handoverRemark: 'Two cartons, sealed',
      fpreUploaded: true,
      fpreFileName: 'signed.png',
      customerCode: '30000001',
    });
    expect(found.data[0].items).toHaveLength(2);
    // The row carries the lifecycle snapshot the server judges a save by (the screen opens the detail
    // with it). Delivery tracking's answer may move it between two reads: compared once it has settled.
    const snapshots = async () => {
      const row = (await search(`retNumber=${retNumber}`)).json().data[0];
      const document = (await t.request({ method: 'GET', url: `/api/return/${row.returnId}`, token: await tokenOf(t, 'chief_warehouse') })).json();
      return { row: row.lifecycle, document: document.lifecycle };
    };
    await expect
      .poll(async () => {
        const { row, document } = await snapshots();
        return JSON.stringify(row) === JSON.stringify(document);
      })
      .toBe(true);
    expect(found.data[0].lifecycle).toMatchObject({ value: { inProgress: 'warehouse' }, context: { fpreUploaded: true } });
    expect((await search(`retNumber=${retNumber}&endDate=2020-01-01`)).json().totalRecord).toBe(0);
    expect((await search(`retNumber=${retNumber}&startDate=2099-01-01`)).json().totalRecord).toBe(0);
    expect((await search(`retNumber=${retNumber}&typeReturn=MTKA`)).json().totalRecord).toBe(0);
    // Another plant's warehouse does not see it; a user without the screen is refused.
    expect((await search(`retNumber=${retNumber}`, 'chief_warehouse2')).json().totalRecord).toBe(0);
    expect((await search(`retNumber=${retNumber}`, 'chief_delivery')).statusCode).toBe(403);
    expect((await search(`retNumber=${retNumber}`, 'admin')).json().totalRecord).toBe(1);
  });
});

describe('Reject Return', () => {
  /** A completed return whose second line Chief Warehouse rejected. */
  async function withRejectedLine() {
    const r = await atWarehouse();
    const uom = (await t.db.selectFrom('return_items').select('return_uom').where('return_detail_id', '=', r.lineIds[0]!).executeTakeFirstOrThrow()).return_uom;
    await save(r.retNumber, {
      fpreStatus: 'A',
      items: [
        { approvalDetailId: r.lineIds[0], qty: 0.5, uom, status: null, remark: null },
        { approvalDetailId: r.lineIds[1], status: 'R', remark: 'Wrong batch delivered' },
      ],
    });
    return r;
  }
  const asUser = async (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, token: await tokenOf(t, user), ...(payload ? { payload } : {}) });

  it('lists the lines Chief Warehouse rejected and regroups them into a new APL return', async () => {
    const { retNumber, lineIds } = await withRejectedLine();
    const list = (await asUser('chief_warehouse', 'GET', `/api/return/reject?retNumber=${retNumber}`)).json();
    expect(list.data).toEqual([expect.objectContaining({ returnDetailId: lineIds[1], retNumber, qty: 0.5, rejectRemark: 'Wrong batch delivered' })]);

    const refusal = async (items: object[]) => (await asUser('chief_warehouse', 'POST', '/api/return/reject/regroup', { items })).json().detail;
    expect(await refusal([])).toBe('Please select row first');
    expect(await refusal([{ returnDetailId: lineIds[1], qty: null }])).toBe('Please fill qty first!');
    expect(await refusal([{ returnDetailId: lineIds[1], qty: 0.6 }])).toBe("please don't exceed requested qty");

    const regrouped = await asUser('chief_warehouse', 'POST', '/api/return/reject/regroup', { items: [{ returnDetailId: lineIds[1], qty: 0.5 }] });
    expect(regrouped.statusCode, regrouped.body).toBe(200);
    const { returnId, retNumber: newNumber } = regrouped.json().data;
    expect(newNumber).toMatch(/^APL1001\d{8}$/);
    const items = await t.db.selectFrom('return_items').select(['old_return_detail_id', 'qty']).where('return_id', '=', returnId).execute();
    expect(items).toEqual([{ old_return_detail_id: lineIds[1], qty: 0.5 }]);
    expect((await asUser('chief_warehouse', 'GET', `/api/return/reject?retNumber=${retNumber}`)).json().totalRecord).toBe(0);
    expect((await asUser('chief_warehouse', 'POST', '/api/return/reject/regroup', { items: [{ returnDetailId: lineIds[1], qty: 0.5 }] })).statusCode).toBe(409);
  });

  it('refuses to regroup half a unit of a non-fraction material ("full box") and keeps the line in Reject Return', async () => {
    const { retNumber, lineIds } = await withRejectedLine();
    const line = await t.db.selectFrom('return_items').select('material_code').where('return_detail_id', '=', lineIds[1]!).executeTakeFirstOrThrow();
    const fullBox = (nonFraction: boolean) =>
      t.db.updateTable('materials').set({ non_fraction: nonFraction }).where('material_code', '=', line.material_code).execute();
    await fullBox(true);
    try {
      await t.db.updateTable('return_items').set({ non_fraction: true }).where('return_detail_id', '=', lineIds[1]!).execute();
      const regrouped = await asUser('chief_warehouse', 'POST', '/api/return/reject/regroup', { items: [{ returnDetailId: lineIds[1], qty: 0.5 }] });
      expect(regrouped.json()).toMatchObject({ status: 400, detail: 'This material is returned in whole units: 0.5 is not valid', field: 'items.0.qty' });
      expect((await asUser('chief_warehouse', 'GET', `/api/return/reject?retNumber=${retNumber}`)).json().totalRecord).toBe(1);
    } finally {
      // The other tests of this file return the same material in halves.
      await fullBox(false);
    }
  });

  it('regroups only lines of one invoice', async () => {
    const first = await withRejectedLine();
    // Invoice 9000000013: line 6 is its clean line.
    const other = await atWarehouse(t, '9000000013', [6]);
    const rejected = await save(other.retNumber, {
      fpreStatus: 'A',
      items: [{ approvalDetailId: other.lineIds[0], status: 'R', remark: 'Wrong batch delivered' }],
    });
    expect(rejected.json().data, rejected.body).toMatchObject({ stepCode: 'END' });
    const regroup = await asUser('chief_warehouse', 'POST', '/api/return/reject/regroup', {
      items: [
        { returnDetailId: first.lineIds[1], qty: 0.5 },
        { returnDetailId: other.lineIds[0], qty: 0.5 },
      ],
    });
    expect(regroup.json()).toMatchObject({ status: 400, detail: 'Please choose the same invoice No!' });
    expect((await asUser('chief_warehouse', 'GET', `/api/return/reject?retNumber=${other.retNumber}`)).json().totalRecord).toBe(1);
  });

  it('gives lines back to the customer, once, and refuses users without the screen', async () => {
    const { retNumber, lineIds } = await withRejectedLine();
    expect((await asUser('fss', 'POST', '/api/return/backtocustomer', { data: [lineIds[1]] })).statusCode).toBe(403);
    expect((await asUser('chief_warehouse2', 'POST', '/api/return/backtocustomer', { data: [lineIds[1]] })).statusCode).toBe(409);
    const givenBack = await asUser('sales_service', 'POST', '/api/return/backtocustomer', { data: [lineIds[1]] });
    expect(givenBack.statusCode).toBe(200);
    expect(givenBack.json()).toMatchObject({ status: 200, message: 'Data has been back to customer!' });
    expect((await asUser('sales_service', 'POST', '/api/return/backtocustomer', { data: [lineIds[1]] })).statusCode).toBe(409);
    expect((await asUser('sales_service', 'GET', `/api/return/reject?retNumber=${retNumber}`)).json().totalRecord).toBe(0);
  });
});
