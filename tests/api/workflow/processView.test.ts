import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJakarta } from '../../../src/shared/today.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { passDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Step = {
  step: string;
  waitingLines: number;
  oldestEnteredAt: string | null;
  medianAgeSeconds: number | null;
  targetSeconds: number | null;
  overdueLines: number;
};
type Move = { fromStep: string; toStep: string; lines: number; medianSeconds: number; p90Seconds: number };
type View = { from: string; to: string; steps: Step[]; moves: Move[] };

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const as = async (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: await tokenOf(user), ...(payload ? { payload } : {}) });

const viewAs = async (user: string, query = '') => {
  const answer = await as(user, 'GET', `/api/workflow/process${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as View;
};
const waiting = (view: View, step: string) => view.steps.find((s) => s.step === step)?.waitingLines ?? 0;
const moved = (view: View, from: string, to: string) => view.moves.find((m) => m.fromStep === from && m.toStep === to)?.lines ?? 0;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
/** PostgreSQL's percentile_cont: linear between the two values around the fraction. */
const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = fraction * (sorted.length - 1);
  const below = Math.floor(at);
  return sorted[below]! + (sorted[Math.min(below + 1, sorted.length - 1)]! - sorted[below]!) * (at - below);
};

/** The step rows of a line, in order: where it went and whether it waits. */
const stepsOf = async (lineId: number) =>
  (
    await t.db
      .selectFrom('line_steps')
      .select(['step', 'next_step', 'left_at'])
      .where('return_detail_id', '=', lineId)
      .orderBy('entered_at')
      .orderBy('line_step_id')
      .execute()
  ).map((s) => `${s.step}${s.left_at ? `>${s.next_step ?? 'end'}` : ' (waiting)'}`);

describe('the process view of the return chain', () => {
  it("follows each line through the steps: moves counted per line, a rejected line off the chain, Reject Return's give-back at the end", async () => {
    const sales = await tokenOf('sales_service');
    const before = await viewAs('display');
    // Three lines: the fss approves two and rejects one; Chief Warehouse rejects one more, which is given back.
    const r = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales), { lineNumbers: [1, 2, 3] });
    expect(r.lineIds).toHaveLength(3);
    const [kept, rejectedAtSales, rejectedAtWarehouse] = r.lineIds as [number, number, number];
    const afterSubmit = await viewAs('display');
    expect(moved(afterSubmit, 'NEW', 'SALES') - moved(before, 'NEW', 'SALES')).toBe(3);
    expect(waiting(afterSubmit, 'SALES') - waiting(before, 'SALES')).toBe(3);

    const decided = await as('fss', 'POST', `/api/return/${r.retNumber}/approve`, [
      { approvalDetailId: kept, status: 'A' },
      { approvalDetailId: rejectedAtSales, status: 'R', remark: 'Not ours' },
      { approvalDetailId: rejectedAtWarehouse, status: 'A' },
    ]);
    expect(decided.json().data.stepCode).toBe('CD');
    await passDelivery(t, await tokenOf('chief_delivery'), r.retNumber);
    const { return_uom: uom } = await t.db.selectFrom('return_items').select('return_uom').where('return_detail_id', '=', kept).executeTakeFirstOrThrow();
    const saved = await as('chief_warehouse', 'POST', `/api/return/${r.retNumber}/warehouse`, {
      fpreStatus: 'A',
      items: [
        { approvalDetailId: kept, qty: 0.01, uom, status: null, remark: null },
        { approvalDetailId: rejectedAtWarehouse, status: 'R', remark: 'Wrong batch delivered' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await stepsOf(kept)).toEqual(['NEW>SALES', 'SALES>CD', 'CD>CW', 'CW>SALES_ORDER', 'SALES_ORDER (waiting)']);
    expect(await stepsOf(rejectedAtSales)).toEqual(['NEW>SALES', 'SALES>REJECTED', 'REJECTED>end']);
    expect(await stepsOf(rejectedAtWarehouse)).toEqual(['NEW>SALES', 'SALES>CD', 'CD>CW', 'CW>REJECTED', 'REJECTED (waiting)']);
    const atEnd = await viewAs('display');
    expect(moved(atEnd, 'SALES', 'CD') - moved(before, 'SALES', 'CD')).toBe(2);
    expect(moved(atEnd, 'SALES', 'REJECTED') - moved(before, 'SALES', 'REJECTED')).toBe(1);
    expect(moved(atEnd, 'CW', 'REJECTED') - moved(before, 'CW', 'REJECTED')).toBe(1);
    expect(moved(atEnd, 'CW', 'SALES_ORDER') - moved(before, 'CW', 'SALES_ORDER')).toBe(1);
    // A line Chief Warehouse rejected waits in Reject Return; one rejected at SALES ends there.
    expect(waiting(atEnd, 'REJECTED') - waiting(before, 'REJECTED')).toBe(1);

    expect((await as('sales_service', 'POST', '/api/return/backtocustomer', { data: [rejectedAtWarehouse] })).statusCode).toBe(200);
    expect(await stepsOf(rejectedAtWarehouse)).toEqual(['NEW>SALES', 'SALES>CD', 'CD>CW', 'CW>REJECTED', 'REJECTED>BACK_TO_CUSTOMER', 'BACK_TO_CUSTOMER>end']);
    const givenBack = await viewAs('display');
    expect(moved(givenBack, 'REJECTED', 'BACK_TO_CUSTOMER') - moved(before, 'REJECTED', 'BACK_TO_CUSTOMER')).toBe(1);
    expect(waiting(givenBack, 'REJECTED')).toBe(waiting(before, 'REJECTED'));

    // The lines behind a move, and behind a step's waiting number.
    const behindMove = await as('display', 'GET', '/api/workflow/process/lines?step=SALES&nextStep=REJECTED&pageSize=100');
    expect(behindMove.json().data.map((l: { retNumber: string; line: number }) => `${l.retNumber}/${l.line}`)).toContain(`${r.retNumber}/2`);
    const behindStep = await as('display', 'GET', '/api/workflow/process/lines?step=SALES_ORDER&pageSize=1000');
    expect(behindStep.json().data.some((l: { retNumber: string; leftAt: string | null }) => l.retNumber === r.retNumber && l.leftAt === null)).toBe(true);
  });

  it('counts the drafts’ lines at NEW and a deleted draft’s lines as moved to DELETED', async () => {
    const sales = await tokenOf('sales_service');
    const before = await viewAs('display');
    await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales), { draft: true });
    const deleted = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales), { draft: true });
    expect(waiting(await viewAs('display'), 'NEW') - waiting(before, 'NEW')).toBe(4);
    expect((await as('sales_service', 'DELETE', `/api/return/${deleted.returnId}`)).statusCode).toBe(200);
    const after = await viewAs('display');
    expect(waiting(after, 'NEW') - waiting(before, 'NEW')).toBe(2);
    expect(moved(after, 'NEW', 'DELETED') - moved(before, 'NEW', 'DELETED')).toBe(2);
    const behind = await as('display', 'GET', '/api/workflow/process/lines?step=NEW&nextStep=DELETED&pageSize=100');
    expect(behind.json().data.filter((l: { returnId: number }) => l.returnId === deleted.returnId)).toHaveLength(2);
  });

  it("gives each step's oldest and median age and the lines past its service level, and each move's median and p90", async () => {
    const sales = await tokenOf('sales_service');
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales)));
    const lines = made.flatMap((r) => r.lineIds);
    // A known history at SALES (target 48 hours): 10, 20, … 60 hours ago: two past it.
    for (const [i, id] of lines.entries())
      await t.db
        .updateTable('line_steps')
        .set({ entered_at: hoursAgo(10 * (i + 1)) })
        .where('return_detail_id', '=', id)
        .where('left_at', 'is', null)
        .execute();
    const rows = await t.db.selectFrom('line_steps').select('entered_at').where('step', '=', 'SALES').where('left_at', 'is', null).execute();
    const ages = rows.map((r) => (Date.now() - r.entered_at.getTime()) / 1000);
    const view = await viewAs('display');
    const salesStep = view.steps.find((s) => s.step === 'SALES')!;
    expect(salesStep.waitingLines).toBe(rows.length);
    expect(Math.abs(salesStep.medianAgeSeconds! - percentile(ages, 0.5))).toBeLessThan(30);
    expect(salesStep.targetSeconds).toBe(48 * 3600);
    expect(salesStep.overdueLines).toBe(rows.filter((r) => r.entered_at < hoursAgo(48)).length);
    expect(salesStep.overdueLines).toBeGreaterThanOrEqual(2);
    expect(Date.parse(salesStep.oldestEnteredAt!)).toBeLessThanOrEqual(hoursAgo(60).getTime() + 60_000);

    // The first two returns move on to Chief Delivery: their four lines had waited 10 to 40 hours at SALES.
    for (const r of made.slice(0, 2))
      await as(
        'fss',
        'POST',
        `/api/return/${r.retNumber}/approve`,
        r.lineIds.map((id) => ({ approvalDetailId: id, status: 'A' })),
      );
    // The period is of Jakarta's calendar days: after 17:00 UTC Jakarta is a day ahead.
    const today = todayInJakarta();
    const left = await t.db
      .selectFrom('line_steps')
      .select(['entered_at', 'left_at'])
      .where('step', '=', 'SALES')
      .where('next_step', '=', 'CD')
      .where('left_at', '>=', hoursAgo(24 * 30))
      .execute();
    const waited = left.map((m) => (m.left_at!.getTime() - m.entered_at.getTime()) / 1000);
    const move = (await viewAs('display', `?from=${today}&to=${today}`)).moves.find((m) => m.fromStep === 'SALES' && m.toStep === 'CD')!;
    const ours = left.filter((m) => todayInJakarta(m.left_at!) === today);
    expect(move.lines).toBe(ours.length);
    expect(ours.length).toBeGreaterThanOrEqual(4);
    const waitedToday = ours.map((m) => (m.left_at!.getTime() - m.entered_at.getTime()) / 1000);
    expect(Math.abs(move.medianSeconds - percentile(waitedToday, 0.5))).toBeLessThan(5);
    expect(Math.abs(move.p90Seconds - percentile(waitedToday, 0.9))).toBeLessThan(5);
    expect(waited.length).toBeGreaterThanOrEqual(ours.length);
  });

  it("counts only the lines of the user's plants and clients, narrowed by the filters, and is closed to roles without the charts", async () => {
    const sum = (view: View) => view.steps.reduce((n, s) => n + (s.step === 'NEW' ? 0 : s.waitingLines), 0);
    const openLines = (where: (q: ReturnType<typeof openRows>) => ReturnType<typeof openRows>) => where(openRows()).executeTakeFirstOrThrow();
    const openRows = () =>
      t.db
        .selectFrom('line_steps')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('left_at', 'is', null);
    expect(sum(await viewAs('display', '?plantCode=1002'))).toBe(Number((await openLines((q) => q.where('plant_code', '=', '1002'))).n));
    expect(sum(await viewAs('display', '?clientCode=800072'))).toBe(Number((await openLines((q) => q.where('client_code', '=', '800072'))).n));
    // A user of plant 1002 alone and a client user, each given the analysts' role: their plants, and the client's own lines.
    const display = await t.db.selectFrom('roles').select('role_id').where('role_name', '=', 'DISPLAY').executeTakeFirstOrThrow();
    for (const user of ['fss2', 'client2']) {
      const { user_id } = await t.db.selectFrom('users').select('user_id').where('user_name', '=', user).executeTakeFirstOrThrow();
      await t.db.insertInto('user_roles').values({ user_id, role_id: display.role_id }).execute();
    }
    tokens.clear();
    expect(sum(await viewAs('fss2'))).toBe(Number((await openLines((q) => q.where('plant_code', '=', '1002'))).n));
    expect(sum(await viewAs('client2'))).toBe(
      Number((await openLines((q) => q.where('plant_code', 'in', ['1001', '1002']).where('client_code', '=', '800072'))).n),
    );
    expect(sum(await viewAs('client2'))).toBeLessThan(sum(await viewAs('display')));
    for (const user of ['fss', 'client', 'sales_service']) expect((await as(user, 'GET', '/api/workflow/process')).statusCode, user).toBe(403);
    expect((await as('display', 'GET', '/api/workflow/process?returnType=OTHER')).statusCode).toBe(400);
    expect((await as('display', 'GET', '/api/workflow/process/lines?step=NOWHERE')).statusCode).toBe(400);
  });
});
