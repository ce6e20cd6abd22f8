import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFullName } from '../../../src/server/seed/demoFoundation.ts';
import { sql } from 'kysely';
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

describe("one return's path on the chart", () => {
  it('lists the states it passed with the time in each and who moved it on, ending where it is', async () => {
    const sales = await t.signIn('sales_service');
    const atDelivery = await returnAtDelivery(t, sales, await t.signIn('fss'));
    const path = await ok('display', `/api/workflow/lifecycle/returns/${atDelivery.slice(0, 5)} ${atDelivery.slice(5)}/path`);
    expect(path.retNumber).toBe(atDelivery);
    expect(path.state).toBe('inProgress.delivery');
    expect(path.states.map((s: { state: string }) => s.state)).toEqual(['draft', 'inProgress.sales', 'inProgress.delivery']);
    expect(path.states.map((s: { movedOnBy: string | null }) => s.movedOnBy)).toEqual([demoFullName('sales_service'), demoFullName('fss'), null]);
    const [, sales1, delivery] = path.states;
    expect(sales1.leftAt).toBe(delivery.enteredAt);
    expect(sales1.seconds).toBe(Math.round((Date.parse(sales1.leftAt) - Date.parse(sales1.enteredAt)) / 1000));
    expect(delivery.leftAt).toBeNull();
    // Every event row, lines' decisions included, with who and when.
    expect(path.events.filter((e: { event: string }) => e.event === 'line.decide')).toHaveLength(2);
    expect(path.events.every((e: { userName: string }) => e.userName)).toBe(true);
  });

  it("is found only within the user's plants", async () => {
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

describe('the moves between steps in a period', () => {
  type Move = { fromStep: string | null; toStep: string | null; moves: number; medianSeconds: number; p90Seconds: number };
  const moveOf = (moves: Move[], from: string | null, to: string | null) => moves.find((m) => m.fromStep === from && m.toStep === to);

  it('count each move once with the median and p90 of the time waited at the step left, within the period and scope', async () => {
    const sales = await t.signIn('sales_service');
    const fss = await t.signIn('fss');
    // A known history, yesterday: three returns moved SALES → CD after 1, 2 and 10 hours, at noon in Jakarta.
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
    const noon = Date.parse(`${yesterday}T12:00:00+07:00`);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await returnAtDelivery(t, sales, fss));
    const ids = (await t.db.selectFrom('returns').select('return_id').where('ret_number', 'in', made).orderBy('return_id').execute()).map((r) => r.return_id);
    for (const [i, hours] of [1, 2, 10].entries()) {
      const entered = new Date(noon - hours * 3_600_000);
      // Rewriting history is what only a test may do: the columns are written once, by the database.
      await sql`update returns set created_at = ${entered} where return_id = ${ids[i]}`.execute(t.db);
      await sql`update return_events set created_at = ${entered} where return_id = ${ids[i]} and event = 'return.submit'`.execute(t.db);
      await sql`update return_events set created_at = ${new Date(noon)} where return_id = ${ids[i]} and event in ('step.enter', 'line.decide')`.execute(t.db);
    }
    const answer = await ok('display', `/api/workflow/lifecycle/moves?from=${yesterday}&to=${yesterday}&reasonCode=101&plantCode=1001`);
    expect(answer).toMatchObject({ from: yesterday, to: yesterday });
    // Registered (no time waited as a draft: saved straight away), then SALES → CD: a median of 2 hours, a p90 of 8.4 (interpolated).
    expect(answer.data).toEqual([
      { fromStep: null, toStep: 'SALES', moves: 3, medianSeconds: 0, p90Seconds: 0 },
      { fromStep: 'SALES', toStep: 'CD', moves: 3, medianSeconds: 2 * 3600, p90Seconds: Math.round(8.4 * 3600) },
    ]);
    // The last 30 days hold them.
    expect(moveOf((await ok('display', '/api/workflow/lifecycle/moves')).data, 'SALES', 'CD')!.moves).toBeGreaterThanOrEqual(3);
    // A period before they moved, another plant, or a user without the charts: none of them.
    const before = await ok('display', '/api/workflow/lifecycle/moves?from=2020-01-01&to=2020-01-31');
    expect(before.data).toEqual([]);
    expect((await ok('display', `/api/workflow/lifecycle/moves?from=${yesterday}&to=${yesterday}&plantCode=1002`)).data).toEqual([]);
    expect((await get('fss', '/api/workflow/lifecycle/moves')).statusCode).toBe(403);
    expect((await get('display', '/api/workflow/lifecycle/moves?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await get('display', '/api/workflow/lifecycle/moves?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    // The calendar's first days: a default period before them starts on the first (the fuzz test found a 500).
    expect(await ok('display', '/api/workflow/lifecycle/moves?to=0001-01-10')).toMatchObject({ from: '0001-01-01', to: '0001-01-10', data: [] });
  });
});
