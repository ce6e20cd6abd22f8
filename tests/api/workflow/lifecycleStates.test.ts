import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { returnAtDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type StateRow = { state: string; returns: number; oldestEnteredAt: string; medianAgeSeconds: number };
const statesAs = async (user: string, query = '') => {
  const answer = await t.request({ method: 'GET', url: `/api/workflow/lifecycle/states${query}`, token: await t.signIn(user) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as StateRow[];
};
const at = (rows: StateRow[], state: string) => rows.find((r) => r.state === state);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe("where returns are in the lifecycle (the chart's live overlay)", () => {
  it("counts the returns of each state with the oldest's entry and the median time in it, from when each entered it", async () => {
    const sales = await t.signIn('sales_service');
    const fss = await t.signIn('fss');
    const before = await statesAs('display');
    const atSales = [
      await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales)),
      await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales)),
      await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales)),
    ];
    const atDelivery = await returnAtDelivery(t, sales, fss);
    // A known history: the three at SALES entered it 10, 20 and 30 hours ago.
    for (const [i, r] of atSales.entries()) {
      await t.db
        .updateTable('returns')
        .set({ state_entered_at: hoursAgo(10 * (i + 1)) })
        .where('return_id', '=', r.returnId)
        .execute();
    }

    const now = await statesAs('display');
    const sales1 = at(now, 'inProgress.sales')!;
    expect(sales1.returns).toBe((at(before, 'inProgress.sales')?.returns ?? 0) + 3);
    // The demo's own returns at SALES are fresh (seeded now): the oldest is ours, of 30 hours.
    expect(Date.parse(sales1.oldestEnteredAt)).toBeLessThanOrEqual(hoursAgo(30).getTime() + 60_000);
    const delivery = at(now, 'inProgress.delivery')!;
    expect(delivery.returns).toBe((at(before, 'inProgress.delivery')?.returns ?? 0) + 1);
    // Moving on starts the clock again: the return at CD entered it just now.
    const entered = await t.db.selectFrom('returns').select('state_entered_at').where('ret_number', '=', atDelivery).executeTakeFirstOrThrow();
    expect(Date.now() - entered.state_entered_at.getTime()).toBeLessThan(60_000);
  });

  it('gives the median time in a state over exactly the returns in it, narrowed by type and reason', async () => {
    const rows = await statesAs('display', '?reasonCode=101&returnType=NONMTKA');
    const r = await t.db
      .selectFrom('returns')
      .select(['state_entered_at'])
      .where('status', '=', 'W')
      .where('step_code', '=', 'SALES')
      .where('reason_code', '=', '101')
      .where('return_type', '=', 'NONMTKA')
      .execute();
    const ages = r.map((x) => (Date.now() - x.state_entered_at.getTime()) / 1000).sort((a, b) => a - b);
    const middle = ages.length % 2 ? ages[(ages.length - 1) / 2]! : (ages[ages.length / 2 - 1]! + ages[ages.length / 2]!) / 2;
    const sales = at(rows, 'inProgress.sales')!;
    expect(sales.returns).toBe(ages.length);
    expect(Math.abs(sales.medianAgeSeconds - middle)).toBeLessThan(30);
  });

  it("counts only the returns of the user's plants, and is closed to roles without the charts", async () => {
    const everywhere = await statesAs('display');
    const onePlant = await statesAs('display', '?plantCode=1002');
    const total = (rows: StateRow[]) => rows.reduce((n, r) => n + r.returns, 0);
    const inDb = await t.db
      .selectFrom('returns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('plant_code', '=', '1002')
      .executeTakeFirstOrThrow();
    expect(total(onePlant)).toBe(Number(inDb.n));
    expect(total(onePlant)).toBeLessThan(total(everywhere));
    for (const user of ['fss', 'client', 'sales_service']) {
      expect((await t.request({ method: 'GET', url: '/api/workflow/lifecycle/states', token: await t.signIn(user) })).statusCode, user).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/workflow/lifecycle/states?returnType=OTHER', token: await t.signIn('display') })).statusCode).toBe(400);
  });
});
