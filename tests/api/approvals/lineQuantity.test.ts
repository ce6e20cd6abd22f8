import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const change = async (lineId: number, qty: number, user = 'sales_service', query = '') =>
  t.request({ method: 'PUT', url: `/api/return/items/${lineId}${query}`, token: await tokenOf(user), payload: { qty } });
const decide = async (retNumber: string, user: string, decisions: [number, 'A' | 'R'][]) => {
  const answer = await t.request({
    method: 'POST',
    url: `/api/return/${retNumber}/approve`,
    token: await tokenOf(user),
    payload: decisions.map(([id, status]) => ({ approvalDetailId: id, status, remark: status === 'R' ? 'Not ours' : null })),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.stepCode as string;
};
const line = (id: number) => t.db.selectFrom('return_items').select(['qty', 'base_qty']).where('return_detail_id', '=', id).executeTakeFirstOrThrow();
const returnRow = (retNumber: string) =>
  t.db.selectFrom('returns').select(['return_id', 'version']).where('ret_number', '=', retNumber).executeTakeFirstOrThrow();
async function submitted(reasonCode: string, returnType: 'NONMTKA' | 'MTKA' = 'NONMTKA') {
  const sales = await tokenOf('sales_service');
  return submitCleanReturn(t, sales, reasonCode, await uploadPhoto(t, sales), { returnType });
}

describe('changing the requested quantity of a line', () => {
  it('stores the new quantity with its base quantity, a new version and an event row', async () => {
    const { retNumber, lineIds } = await submitted('120');
    const before = await returnRow(retNumber);
    const answer = await change(lineIds[0]!, 0.02);
    expect(answer.json()).toMatchObject({
      status: 200,
      message: 'Quantity has been updated!',
      data: { retNumber, stepCode: 'SALES', version: before.version + 1 },
    });
    const { qty, base_qty } = await line(lineIds[0]!);
    expect(qty).toBe(0.02);
    const document = (await t.request({ method: 'GET', url: `/api/return/${before.return_id}`, token: await tokenOf('sales_service') })).json();
    expect(document.items[0].qty).toBe(0.02);
    expect(base_qty).toBeGreaterThan(0);
    const events = await t.db
      .selectFrom('return_events')
      .select(['event', 'user_name', 'remark'])
      .where('return_id', '=', before.return_id)
      .where('event', '=', 'line.changeQuantity')
      .execute();
    expect(events).toEqual([{ event: 'line.changeQuantity', user_name: 'sales_service', remark: expect.stringContaining('0.01 → 0.02') }]);
  });

  it("refuses zero and more than the invoice line still holds with the specification's messages, and changes nothing", async () => {
    const { retNumber, returnId, lineIds } = await submitted('120');
    const document = (await t.request({ method: 'GET', url: `/api/return/${returnId}`, token: await tokenOf('sales_service') })).json();
    const available = document.items[0].availableQty as number;
    const before = await returnRow(retNumber);
    expect((await change(lineIds[0]!, 0)).json()).toMatchObject({ status: 400, detail: "can't be less than zero" });
    expect((await change(lineIds[0]!, -1)).json()).toMatchObject({ status: 400, detail: "can't be less than zero" });
    expect((await change(lineIds[0]!, available + 1)).json()).toMatchObject({ status: 400, detail: `Can't be bigger than available Qty ${available}` });
    expect((await change(lineIds[0]!, available)).statusCode).toBe(200);
    expect((await line(lineIds[0]!)).qty).toBe(available);
    expect((await returnRow(retNumber)).version).toBe(before.version + 1);
    // Give the invoice line back to the other tests' returns.
    expect((await change(lineIds[0]!, 0.01)).statusCode).toBe(200);
  });

  it('follows the lifecycle: SALES and BRQA, CD only while the line has no sales, BRQA or client decision', async () => {
    const chain = await submitted('120');
    expect(
      await decide(chain.retNumber, 'fss', [
        [chain.lineIds[0]!, 'A'],
        [chain.lineIds[1]!, 'R'],
      ]),
    ).toBe('BRQA');
    expect((await change(chain.lineIds[0]!, 0.03)).statusCode).toBe(200);
    // A line rejected at SALES is out of the return.
    expect((await change(chain.lineIds[1]!, 0.03)).json()).toMatchObject({ status: 409 });
    expect(await decide(chain.retNumber, 'brqa', [[chain.lineIds[0]!, 'A']])).toBe('QAHO');
    expect((await change(chain.lineIds[0]!, 0.04)).json()).toMatchObject({
      status: 409,
      detail: `The quantity of line 1 of return ${chain.retNumber} cannot be changed at this step.`,
    });
    expect((await line(chain.lineIds[0]!)).qty).toBe(0.03);

    const decided = await submitted('101');
    expect(
      await decide(decided.retNumber, 'fss', [
        [decided.lineIds[0]!, 'A'],
        [decided.lineIds[1]!, 'A'],
      ]),
    ).toBe('CD');
    expect((await change(decided.lineIds[0]!, 0.02)).statusCode).toBe(409);

    const withRtv = await submitted('101', 'MTKA');
    const { step_code } = await t.db.selectFrom('returns').select('step_code').where('return_id', '=', withRtv.returnId).executeTakeFirstOrThrow();
    expect(step_code).toBe('CD');
    expect((await change(withRtv.lineIds[0]!, 0.02)).statusCode).toBe(200);
  });

  it('is offered to ADMIN, SALES_SERVICE and ADMINISTRATOR only, refuses a stale version and an unknown line', async () => {
    const { retNumber, lineIds } = await submitted('120');
    expect((await change(lineIds[0]!, 0.02, 'fss')).statusCode).toBe(403);
    expect((await change(lineIds[0]!, 0.02, 'brqa')).statusCode).toBe(403);
    expect((await change(lineIds[0]!, 0.02, 'admin')).statusCode).toBe(200);
    const { version } = await returnRow(retNumber);
    expect((await change(lineIds[0]!, 0.03, 'administrator', `?version=${version - 1}`)).statusCode).toBe(409);
    expect((await change(lineIds[0]!, 0.03, 'administrator', `?version=${version}`)).statusCode).toBe(200);
    expect((await change(999999, 0.03)).statusCode).toBe(404);
    expect((await line(lineIds[0]!)).qty).toBe(0.03);
  });
});
