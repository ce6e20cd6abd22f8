import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { returnAtDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (user: string, url: string) => t.request({ method: 'GET', url, token: await t.signIn(user) });
const ok = async (user: string, url: string) => {
  const answer = await get(user, url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

/** Every return in a state for the user, walked by the cursor. */
async function inState(user: string, state: string, query = ''): Promise<{ retNumber: string; enteredAt: string; pendingUser: string | null }[]> {
  const rows = [];
  let url = `/api/workflow/lifecycle/states/${state}/returns?pageSize=100${query}`;
  for (;;) {
    const page = await ok(user, url);
    rows.push(...page.data);
    if (!page.nextCursor) return rows;
    url = `/api/workflow/lifecycle/states/${state}/returns?pageSize=100${query}&after=${page.nextCursor}`;
  }
}

describe('the returns behind a state of the lifecycle chart', () => {
  it('are exactly as many as the chart counts there, longest in it first, each with who decides it', async () => {
    const sales = await t.signIn('sales_service');
    const atDelivery = await returnAtDelivery(t, sales, await t.signIn('fss'));
    const rows = await inState('display', 'inProgress.delivery');
    expect(rows.map((r) => r.retNumber)).toContain(atDelivery);
    const counted = (await ok('display', '/api/workflow/lifecycle/states')).data.find((s: { state: string }) => s.state === 'inProgress.delivery');
    expect(rows.length).toBe(counted.returns);
    const entered = rows.map((r) => Date.parse(r.enteredAt));
    expect(entered).toEqual([...entered].sort((a, b) => a - b));
    expect(rows.find((r) => r.retNumber === atDelivery)!.pendingUser).toBeTruthy();
    // The chart's filters narrow them as they narrow its counts.
    expect((await inState('display', 'inProgress.delivery', '&plantCode=1002')).map((r) => r.retNumber)).not.toContain(atDelivery);
  });

  it('refuse a state no return can be in, and users without the charts', async () => {
    for (const state of ['inProgress.nowhere', 'deleted', 'constructor', 'completed']) {
      expect((await get('display', `/api/workflow/lifecycle/states/${state}/returns`)).statusCode, state).toBe(404);
    }
    expect((await get('fss', '/api/workflow/lifecycle/states/inProgress.sales/returns')).statusCode).toBe(403);
  });
});

describe('one return\'s path on the chart', () => {
  it('lists the states it passed with the time in each and who moved it on, ending where it is', async () => {
    const sales = await t.signIn('sales_service');
    const atDelivery = await returnAtDelivery(t, sales, await t.signIn('fss'));
    const path = await ok('display', `/api/workflow/lifecycle/returns/${atDelivery.slice(0, 5)} ${atDelivery.slice(5)}/path`);
    expect(path.retNumber).toBe(atDelivery);
    expect(path.state).toBe('inProgress.delivery');
    expect(path.states.map((s: { state: string }) => s.state)).toEqual(['draft', 'inProgress.sales', 'inProgress.delivery']);
    expect(path.states.map((s: { movedOnBy: string | null }) => s.movedOnBy)).toEqual(['sales_service', 'fss', null]);
    const [, sales1, delivery] = path.states;
    expect(sales1.leftAt).toBe(delivery.enteredAt);
    expect(sales1.seconds).toBe(Math.round((Date.parse(sales1.leftAt) - Date.parse(sales1.enteredAt)) / 1000));
    expect(delivery.leftAt).toBeNull();
    // Every event row, lines' decisions included, with who and when.
    expect(path.events.filter((e: { event: string }) => e.event === 'line.decide')).toHaveLength(2);
    expect(path.events.every((e: { userName: string }) => e.userName)).toBe(true);
  });

  it('is found only within the user\'s plants', async () => {
    const sales = await t.signIn('sales_service');
    const fresh = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const display = await t.db.selectFrom('users').select('user_id').where('user_name', '=', 'display').executeTakeFirstOrThrow();
    await t.db.deleteFrom('user_plants').where('user_id', '=', display.user_id).where('plant_code', '=', '1001').execute();
    try {
      expect((await get('display', `/api/workflow/lifecycle/returns/${fresh.retNumber}/path`)).statusCode).toBe(404);
      expect((await inState('display', 'inProgress.sales')).map((r) => r.retNumber)).not.toContain(fresh.retNumber);
    } finally {
      await t.db.insertInto('user_plants').values({ user_id: display.user_id, plant_code: '1001' }).execute();
    }
    expect((await ok('display', `/api/workflow/lifecycle/returns/${fresh.retNumber}/path`)).state).toBe('inProgress.sales');
  });
});
