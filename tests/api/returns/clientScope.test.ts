import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { demoTwoClientInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { cleanReturnBody, passDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * A client user (client: 800071, client2: 800072) sees and decides only the lines of its own
 * clients, on a return that holds lines of both and waits at CLIENT for both users.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let ret: { returnId: number; retNumber: string; lineOf800071: number; lineOf800072: number; photoOf800071: number; photoOf800072: number };

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['sales_service', 'fss', 'client', 'client2', 'chief_delivery']) tokens[user] = await t.signIn(user);
  const photoOf800071 = await uploadPhoto(t, tokens.sales_service!);
  const photoOf800072 = await uploadPhoto(t, tokens.sales_service!);
  const body = await cleanReturnBody(t, tokens.sales_service!, '101', photoOf800071, { invoiceNo: demoTwoClientInvoice, lineNumbers: [1, 2] });
  body.items[1]!.attachmentId = photoOf800072;
  const saved = await t.request({ method: 'POST', url: '/api/return', token: tokens.sales_service, payload: body });
  expect(saved.statusCode, saved.body).toBe(200);
  const { returnId, retNumber } = saved.json().data;
  const lines = await t.db.selectFrom('return_items').select(['return_detail_id', 'client_code']).where('return_id', '=', returnId).orderBy('line').execute();
  expect(lines.map((l) => l.client_code)).toEqual(['800071', '800072']);
  const approved = await t.request({
    method: 'POST',
    url: `/api/return/${retNumber}/approve`,
    token: tokens.fss,
    payload: lines.map((l) => ({ approvalDetailId: l.return_detail_id, status: 'A' })),
  });
  expect(approved.json().data.stepCode).toBe('CLIENT');
  ret = { returnId, retNumber, lineOf800071: lines[0]!.return_detail_id, lineOf800072: lines[1]!.return_detail_id, photoOf800071, photoOf800072 };
});
afterAll(() => t.close());

const decisionsStored = async () =>
  (
    await t.db
      .selectFrom('return_decisions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('return_id', '=', ret.returnId)
      .where('step_code', '=', 'CLIENT')
      .executeTakeFirstOrThrow()
  ).n;

describe('client scope', () => {
  it("lists each client user only its own clients' lines", async () => {
    const list = (user: string) => t.request({ method: 'GET', url: `/api/return/myapproval?stepCode=CLIENT&retNumber=${ret.retNumber}`, token: tokens[user] });
    const lineIdsOf = async (user: string) => (await list(user)).json().data.map((r: { approvalDetailId: number }) => r.approvalDetailId);
    expect(await lineIdsOf('client')).toEqual([ret.lineOf800071]);
    expect(await lineIdsOf('client2')).toEqual([ret.lineOf800072]);
  });

  it("names to each client user only the approvers of its own lines as the return's pending users", async () => {
    const fullNames = Object.fromEntries(
      (await t.db.selectFrom('users').select(['user_name', 'full_name']).where('user_name', 'in', ['client', 'client2']).execute()).map((u) => [
        u.user_name,
        u.full_name,
      ]),
    );
    const get = async (user: string, url: string) => {
      const answer = await t.request({ method: 'GET', url, token: tokens[user] });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const headerRow = async (user: string) =>
      (await get(user, `/api/return?plantCode=1001&retNumber=${ret.retNumber}`)).data.find((r: { retNumber: string }) => r.retNumber === ret.retNumber);
    const detail = async (user: string) => (await get(user, `/api/return/${ret.returnId}/header-detail`)).pending_user;
    const needApproval = async (user: string) =>
      (await get(user, '/api/dashboard/approval?pageSize=100')).data
        .filter((r: { ret_number: string }) => r.ret_number === ret.retNumber)
        .map((r: { pending_user: string }) => r.pending_user);
    for (const [user, own] of [
      ['client', fullNames.client],
      ['client2', fullNames.client2],
    ] as const) {
      expect((await headerRow(user)).pendingUser, user).toBe(own);
      expect(await detail(user), user).toBe(own);
      expect(await needApproval(user), user).toEqual([own]);
    }
    // Everyone else sees the whole return and who it waits on.
    expect((await headerRow('fss')).pendingUser).toBe([fullNames.client, fullNames.client2].sort().join(', '));
  });

  it("refuses a client user's decision on another client's line and stores nothing", async () => {
    const forged = await t.request({
      method: 'POST',
      url: `/api/return/${ret.retNumber}/approve?stepCode=CLIENT`,
      token: tokens.client2,
      payload: [
        { approvalDetailId: ret.lineOf800072, status: 'A' },
        { approvalDetailId: ret.lineOf800071, status: 'R', remark: 'Not ours to judge' },
      ],
    });
    // Not found, as the bulk call answers: a refusal never says whose a line is (issue 55 item 3).
    expect(forged.statusCode).toBe(404);
    expect(forged.headers['content-type']).toContain('application/problem+json');
    expect(forged.json().detail).toBe(`Line ${ret.lineOf800071} was not found.`);
    const bulk = await t.request({
      method: 'POST',
      url: '/api/return/approval',
      token: tokens.client2,
      payload: [{ approvalDetailId: ret.lineOf800071, status: 'A' }],
    });
    expect([bulk.statusCode, bulk.json().detail]).toEqual([404, forged.json().detail]);
    expect(await decisionsStored()).toBe(0);
    const stored = await t.db.selectFrom('return_items').select('approval_status').where('return_detail_id', '=', ret.lineOf800071).executeTakeFirstOrThrow();
    expect(stored.approval_status).toBeNull();
  });

  it('takes each client user deciding its own line, and moves on once both have', async () => {
    const decide = (user: string, lineId: number) =>
      t.request({
        method: 'POST',
        url: `/api/return/${ret.retNumber}/approve?stepCode=CLIENT`,
        token: tokens[user],
        payload: [{ approvalDetailId: lineId, status: 'A' }],
      });
    expect((await decide('client2', ret.lineOf800072)).json().data.stepCode).toBe('CLIENT');
    expect((await decide('client', ret.lineOf800071)).json().data.stepCode).toBe('CD');
  });

  it("shows a client user only its own clients' lines of the return", async () => {
    const document = (user: string) => t.request({ method: 'GET', url: `/api/return/${ret.returnId}`, token: tokens[user] });
    const lineIdsIn = async (user: string) => (await document(user)).json().items.map((i: { returnDetailId: number }) => i.returnDetailId);
    expect(await lineIdsIn('client')).toEqual([ret.lineOf800071]);
    expect(await lineIdsIn('client2')).toEqual([ret.lineOf800072]);
    expect(await lineIdsIn('sales_service')).toEqual([ret.lineOf800071, ret.lineOf800072]);
  });

  it("gives neither client the FPRE of a return that also holds the other client's lines; a return of one client's lines, to that client", async () => {
    await passDelivery(t, tokens.chief_delivery!, ret.retNumber);
    const own = await submitCleanReturn(t, tokens.sales_service!, '101', await uploadPhoto(t, tokens.sales_service!), {
      invoiceNo: demoTwoClientInvoice,
      lineNumbers: [1],
    });
    const fss = await t.request({
      method: 'POST',
      url: `/api/return/${own.retNumber}/approve`,
      token: tokens.fss,
      payload: [{ approvalDetailId: own.lineIds[0], status: 'A' }],
    });
    expect(fss.json().data.stepCode).toBe('CLIENT');
    const client = await t.request({
      method: 'POST',
      url: `/api/return/${own.retNumber}/approve`,
      token: tokens.client,
      payload: [{ approvalDetailId: own.lineIds[0], status: 'A' }],
    });
    expect(client.json().data.stepCode).toBe('CD');
    await passDelivery(t, tokens.chief_delivery!, own.retNumber);

    const fpre = async (user: string, retNumber: string) =>
      (await t.request({ method: 'GET', url: `/api/return/${retNumber}/fpre`, token: tokens[user] })).statusCode;
    expect(await fpre('client', ret.retNumber)).toBe(404);
    expect(await fpre('client2', ret.retNumber)).toBe(404);
    expect(await fpre('chief_delivery', ret.retNumber)).toBe(200);
    expect(await fpre('fss', ret.retNumber)).toBe(200);
    expect(await fpre('client', own.retNumber)).toBe(200);
    expect(await fpre('client2', own.retNumber)).toBe(404);

    // The Report Header offers the download only where it is given, and the header detail names the file only there.
    const row = async (user: string, retNumber: string) =>
      (await t.request({ method: 'GET', url: `/api/return?plantCode=1001&retNumber=${retNumber}`, token: tokens[user] })).json().data[0];
    expect((await row('client2', ret.retNumber)).wholeReturn).toBe(false);
    expect((await row('client', ret.retNumber)).wholeReturn).toBe(false);
    expect((await row('fss', ret.retNumber)).wholeReturn).toBe(true);
    expect((await row('client', own.retNumber)).wholeReturn).toBe(true);
    const fileName = async (user: string, returnId: number) =>
      (await t.request({ method: 'GET', url: `/api/return/${returnId}/header-detail`, token: tokens[user] })).json().fpre_attachment_id;
    expect(await fileName('client2', ret.returnId)).toBeNull();
    expect(await fileName('fss', ret.returnId)).toBe('signed.png');
    expect(await fileName('client', own.returnId)).toBe('signed.png');
  });

  it("gives a client user the photos of its own clients' lines only", async () => {
    const photo = (user: string, id: number) => t.request({ method: 'GET', url: `/api/return/attachment/${id}`, token: tokens[user] });
    expect((await photo('client2', ret.photoOf800072)).statusCode).toBe(200);
    expect((await photo('client2', ret.photoOf800071)).statusCode).toBe(404);
    expect((await photo('client', ret.photoOf800071)).statusCode).toBe(200);
    expect((await photo('client', ret.photoOf800072)).statusCode).toBe(404);
    expect((await photo('fss', ret.photoOf800072)).statusCode).toBe(200);
  });
});
