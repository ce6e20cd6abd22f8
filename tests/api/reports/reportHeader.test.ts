import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { demoFullName } from '../../../src/server/seed/demoFoundation.ts';
import { demoTwoClientInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { lifecycleOf } from '../../../src/web/features/returns/lifecycleOf.ts';
import { returnCompleted, tokensOf } from '../../fixtures/reportReturns.ts';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * GET /api/return, the Report Header (spec 000 §2.5, §3, §5, §6): the report search's filters each
 * find the return made for them and not the others, on the user's scope, newest first by keyset.
 */
let t: TestApp;
let tokenOf: (user: string) => Promise<string>;
type Made = { returnId: number; retNumber: string };
const made: Record<'atSales' | 'withRtv' | 'draft' | 'twoClients' | 'completed' | 'otherCustomer' | 'registeredLongAgo', Made> = {} as never;

beforeAll(async () => {
  t = await startTestApp();
  tokenOf = tokensOf(t);
  const sales = await tokenOf('sales_service');
  const photo = () => uploadPhoto(t, sales);
  made.atSales = await submitCleanReturn(t, sales, '101', await photo());
  // With RTV skips SALES and CLIENT; Damaged Goods (102) is a quality reason: it waits at BRQA.
  made.withRtv = await submitCleanReturn(t, sales, '102', await photo(), { returnType: 'MTKA', lineNumbers: [3] });
  made.draft = await submitCleanReturn(t, sales, '101', await photo(), { draft: true, lineNumbers: [4] });
  made.twoClients = await submitCleanReturn(t, sales, '103', await photo(), { invoiceNo: demoTwoClientInvoice, lineNumbers: [3, 4] });
  made.completed = await returnCompleted(t, tokenOf);
  made.otherCustomer = await submitCleanReturn(t, sales, '101', await photo(), { lineNumbers: [2] });
  made.registeredLongAgo = await submitCleanReturn(t, sales, '101', await photo(), { lineNumbers: [1] });
  // Arranged: another customer of plant 1001, and a registration long ago, at 00:30 on 11 May 2020 in Jakarta.
  await t.db.updateTable('returns').set({ customer_code: '30000002' }).where('return_id', '=', made.otherCustomer.returnId).execute();
  await sql`update returns set created_at = '2020-05-10T17:30:00Z' where return_id = ${made.registeredLongAgo.returnId}`.execute(t.db);
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { retNumber: string; returnId: number };
type ListAnswer = { data: Row[]; totalRecord: number; pageNo: number; pageSize: number; nextCursor?: string };

async function list(query: string, user = 'sales_service') {
  return t.request({ method: 'GET', url: `/api/return?${query}`, token: await tokenOf(user) });
}
async function found(query: string, user = 'sales_service'): Promise<string[]> {
  const answer = await list(`${query.includes('plantCode=') ? '' : 'plantCode=1001&'}pageSize=1000&${query}`, user);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as ListAnswer).data.map((r) => r.retNumber);
}
const ours = () => Object.values(made).map((r) => r.retNumber);
const foundOfOurs = async (query: string, user?: string) => (await found(query, user)).filter((n) => ours().includes(n)).sort();
const numbersOf = (...keys: (keyof typeof made)[]) => keys.map((k) => made[k].retNumber).sort();

describe('the Report Header list', () => {
  it('answers the list row of spec 000 §3 with its lifecycle', async () => {
    const [row] = ((await (await list(`plantCode=1001&retNumber=${made.atSales.retNumber}`)).json()) as ListAnswer).data;
    expect(row).toMatchObject({
      returnId: made.atSales.returnId,
      retNumber: made.atSales.retNumber,
      returnType: 'NONMTKA',
      soNo: null,
      invoiceNoSap: null,
      plantCode: '1001',
      plantName: 'Jakarta Branch',
      reasonCode: '101',
      reasonName: 'Expired',
      createdUserName: 'sales_service',
      invoiceNo: '9000000010',
      customerCode: '30000001',
      customerName: 'Apotek Sehat Sentosa',
      approvalStatus: 'W',
      statusReject: false,
      stepCode: 'SALES',
      stepName: 'Pending On FSS/ASM/BM',
      pendingUser: expect.stringContaining('Gita Permata'),
      fareyeStatus: 'Not Send',
      FareyeDate: null,
      firstPrintDate: null,
      printStatus: 'N',
      lastApprovalUser: null,
      soStatus: null,
      items: 2,
      lifecycle: { value: { inProgress: 'sales' } },
    });
    expect(typeof row!.salesOffice).toBe('string');
    expect(row!.address).toBeTruthy();
    const lifecycle = lifecycleOf(row as never);
    expect(lifecycle.can({ type: 'return.reject' })).toBe(true);
    expect(lifecycle.can({ type: 'fpre.print' })).toBe(false);
  });

  it('shows a completed return with its print, delivery tracking, last approver and sales order', async () => {
    const [row] = ((await (await list(`plantCode=1001&retNumber=${made.completed.retNumber}`)).json()) as ListAnswer).data;
    expect(row).toMatchObject({
      approvalStatus: 'A',
      statusReject: false,
      stepCode: 'END',
      stepName: 'Completed',
      pendingUser: null,
      printStatus: 'Y',
      soStatus: 'SUCCESS',
      lastApprovalUser: demoFullName('chief_warehouse'),
    });
    expect(row!.soNo).toBeTruthy();
    expect(row!.firstPrintDate).toBeTruthy();
    expect(row!.lastApprovalDate).toBeTruthy();
    const lifecycle = lifecycleOf(row as never);
    // Get Invoice is offered (a sales order, no invoice yet); Reject is not: it was printed and approved.
    expect(lifecycle.can({ type: 'invoice.found' })).toBe(true);
    expect(lifecycle.can({ type: 'return.reject' })).toBe(false);
    expect(lifecycle.can({ type: 'fpre.print' })).toBe(true);
  });

  it('finds by each filter the return made for it and not the others', async () => {
    expect(await foundOfOurs(`retNumber=${made.withRtv.retNumber.replace(/(.{3})/g, '$1 ')}`)).toEqual(numbersOf('withRtv'));
    expect(await foundOfOurs(`retNumber=${made.draft.retNumber.toLowerCase()}`)).toEqual(numbersOf('draft'));
    expect(await foundOfOurs(`invoiceNo=${demoTwoClientInvoice}`)).toEqual(numbersOf('twoClients'));
    expect(await foundOfOurs('customerName=OBAT%20makmur')).toEqual(numbersOf('otherCustomer'));
    expect(await foundOfOurs('customerCode=30000002')).toEqual(numbersOf('otherCustomer'));
    expect(await foundOfOurs('reasonCode=102')).toEqual(numbersOf('withRtv'));
    expect(await foundOfOurs('reasonCode=103')).toEqual(numbersOf('twoClients'));
    expect(await foundOfOurs('clientCode=800072')).toEqual(numbersOf('twoClients'));
    // The zero-padded form the screen also sends names the same client.
    expect(await foundOfOurs('clientCode=0000800072')).toEqual(numbersOf('twoClients'));
    expect(await foundOfOurs('stepCode=BRQA')).toEqual(numbersOf('withRtv'));
    expect(await foundOfOurs('stepCode=END')).toEqual(numbersOf('completed'));
    expect(await foundOfOurs('status=D')).toEqual(numbersOf('draft'));
    expect(await foundOfOurs('status=A')).toEqual(numbersOf('completed'));
    expect(await foundOfOurs('soStatus=SUCCESS')).toEqual(numbersOf('completed'));
    expect(await foundOfOurs('soStatus=FAILED')).toEqual([]);
    expect(await foundOfOurs('typeReturn=MTKA')).toEqual(numbersOf('withRtv'));
    expect(await foundOfOurs('typeReturn=NON%20MTKA')).toEqual(numbersOf('atSales', 'draft', 'twoClients', 'completed', 'otherCustomer', 'registeredLongAgo'));
    expect(await foundOfOurs('plantCode=1002')).toEqual([]);
    expect(await foundOfOurs('plantCode=1002,1001')).toEqual(ours().sort());
  });

  it('reads registration dates as days in Jakarta', async () => {
    expect(await foundOfOurs('startDate=2020-05-11&endDate=2020-05-11')).toEqual(numbersOf('registeredLongAgo'));
    expect(await foundOfOurs('startDate=2020-05-01&endDate=2020-05-10')).toEqual([]);
    expect(await foundOfOurs('endDate=2020-12-31')).toEqual(numbersOf('registeredLongAgo'));
    expect((await foundOfOurs('startDate=2021-01-01')).length).toBe(ours().length - 1);
  });

  it('refuses a search without a plant, or without a client for a user of several clients (spec 000 §5), naming the field', async () => {
    const noPlant = await list('pageSize=10');
    expect(noPlant.statusCode).toBe(400);
    expect(noPlant.json()).toMatchObject({ detail: 'Please select plant', field: 'plantCode' });
    const noClient = await list('plantCode=1001', 'operation_ho');
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toMatchObject({ detail: 'Please select Client', field: 'clientCode' });
    expect((await list('plantCode=1001&clientCode=800071', 'operation_ho')).statusCode).toBe(200);
    const badOrder = await list('plantCode=1001&sortBy=password');
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().field).toBe('sortBy');
    expect((await list('plantCode=1001&startDate=2026-02-01&endDate=2026-01-01')).json().field).toBe('endDate');
  });

  it('is open to every role within its scope, and never shows other plants or other clients', async () => {
    expect(await foundOfOurs('', 'display_only')).toEqual(ours().sort());
    // Users of the second plant pass plant 1001 in vain: it is not theirs.
    expect(await foundOfOurs('plantCode=1001,1002', 'fss2')).toEqual([]);
    expect(await foundOfOurs('plantCode=1001,1002', 'chief_delivery2')).toEqual([]);
    // client2 holds client 800072 only: the return with a line of it, and no other.
    expect(await foundOfOurs('plantCode=1001,1002', 'client2')).toEqual(numbersOf('twoClients'));
    const [row] = ((await (await list(`plantCode=1001&retNumber=${made.twoClients.retNumber}`, 'client2')).json()) as ListAnswer).data;
    expect(row!.items).toBe(1);
    expect((await t.request({ method: 'GET', url: '/api/return?plantCode=1001' })).statusCode).toBe(401);
  });

  it('lists newest registered first, and walks by cursor to the same rows as by page number', async () => {
    const whole = ((await (await list('plantCode=1001&pageSize=1000')).json()) as ListAnswer).data;
    const dates = whole.map((r) => Date.parse(r.createdDate as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(whole.at(-1)!.retNumber).toBe(made.registeredLongAgo.retNumber);
    const byCursor: string[] = [];
    for (let page = (await (await list('plantCode=1001&pageSize=2')).json()) as ListAnswer; ;) {
      byCursor.push(...page.data.map((r) => r.retNumber));
      if (!page.nextCursor) break;
      page = (await (await list(`plantCode=1001&pageSize=2&after=${page.nextCursor}`)).json()) as ListAnswer;
    }
    const byNumber: string[] = [];
    for (let pageNo = 1; byNumber.length < whole.length; pageNo++)
      byNumber.push(...((await (await list(`plantCode=1001&pageSize=2&pageNo=${pageNo}`)).json()) as ListAnswer).data.map((r) => r.retNumber));
    expect(byCursor).toEqual(whole.map((r) => r.retNumber));
    expect(byNumber).toEqual(byCursor);
    // Oldest first reads the same index the other way.
    const oldest = (await (await list('plantCode=1001&pageSize=1000&sortBy=createdDate&sortDir=asc')).json()) as ListAnswer;
    expect(oldest.data.map((r) => r.retNumber)).toEqual([...byCursor].reverse());
  });

  it('sorts by a column on the server, paged by number', async () => {
    const sorted = (await (await list('plantCode=1001&pageSize=1000&sortBy=retNumber&sortDir=desc')).json()) as ListAnswer;
    const numbers = sorted.data.map((r) => r.retNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(sorted.nextCursor).toBeUndefined();
    const byName = (await (await list('plantCode=1001&pageSize=1000&sortBy=customerName')).json()) as ListAnswer;
    expect(byName.data.at(-1)!.retNumber).toBe(made.otherCustomer.retNumber);
  });
});

describe('the Report Return Header detail', () => {
  const detail = async (returnId: number, user = 'sales_service') =>
    t.request({ method: 'GET', url: `/api/return/${returnId}/header-detail`, token: await tokenOf(user) });

  it('answers every field of the header-detail view for a return that went the whole way', async () => {
    const answer = await detail(made.completed.returnId);
    expect(answer.statusCode, answer.body).toBe(200);
    const d = answer.json();
    expect(d).toMatchObject({
      returnId: made.completed.returnId,
      ret_number: made.completed.retNumber,
      invoice_ref_no: '9000000010',
      customer_code: '30000001',
      customer_name: 'Apotek Sehat Sentosa',
      remarks_return: 'Damaged in transport',
      status: 'A',
      status_reject: false,
      pending_proses: 'Completed',
      pending_user: null,
      step_code: 'END',
      plant_code: '1001',
      plant_name: 'Jakarta Branch',
      reason_name: 'Expired',
      created_username: 'sales_service',
      created_by_name: demoFullName('sales_service'),
      print_status: 'Y',
      fpre_attachment_id: 'signed.png',
      cd_approval_user: demoFullName('chief_delivery'),
      hdover_remarks: 'Handed over',
      cw_approval_user: demoFullName('chief_warehouse'),
      soStatus: 'SUCCESS',
      invoiceReturnNo: null,
      remarkRejectSales: null,
      firstPrintName: demoFullName('chief_delivery'),
      lastPrintName: demoFullName('chief_delivery'),
      lifecycle: { value: { completed: 'salesOrderCreated' } },
    });
    for (const field of ['last_printed_datetime', 'fpre_upload_time', 'cw_approval_datetime', 'soNo', 'soCreateDate', 'sales_office', 'address'])
      expect(d[field], field).toBeTruthy();
    expect(typeof d.lead_time).toBe('number');
    expect(d.approvalMaterial).toHaveLength(2);
    expect(d.approvalMaterial[0].decisions).toEqual([expect.objectContaining({ stepCode: 'SALES', status: 'A', userName: demoFullName('fss') })]);
  });

  it("keeps the Reject's remark, shows a client user only its lines, and nothing out of scope", async () => {
    const sales = await tokenOf('sales_service');
    const rejected = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    await t.request({ method: 'POST', url: `/api/return/reject/${rejected.returnId}`, token: sales, payload: { remark: 'Customer withdrew the claim' } });
    expect((await detail(rejected.returnId)).json()).toMatchObject({ status: 'R', remarkRejectSales: 'Customer withdrew the claim', pending_proses: null });
    const ofClient2 = (await detail(made.twoClients.returnId, 'client2')).json();
    expect(ofClient2.approvalMaterial.map((l: { clientCode: string }) => l.clientCode)).toEqual(['800072']);
    expect((await detail(made.atSales.returnId, 'client2')).statusCode).toBe(404);
    expect((await detail(made.atSales.returnId, 'fss2')).statusCode).toBe(404);
    expect((await detail(2147483647)).statusCode).toBe(404);
  });
});

describe('the client master for the Clients filter', () => {
  it('lists the clients, by code, to users of the Clients filter', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/client?pageNo=1&pageSize=1000', token: await tokenOf('fpre') });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.map((c: { clientCode: string }) => c.clientCode)).toEqual(expect.arrayContaining(['800071', '800072']));
    expect((await t.request({ method: 'GET', url: '/api/client', token: await tokenOf('sales_service') })).statusCode).toBe(403);
  });

  it("lists them to the workflow charts' analysts too: the process view's Clients filter", async () => {
    const answer = await t.request({ method: 'GET', url: '/api/client?pageNo=1&pageSize=1000', token: await tokenOf('display') });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.map((c: { clientCode: string }) => c.clientCode)).toEqual(expect.arrayContaining(['800071', '800072']));
  });
});
