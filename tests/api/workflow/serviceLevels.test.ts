import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueServiceLevelSweep } from '../../../src/server/modules/workflow/index.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ok = async (user: string, url: string) => {
  const answer = await t.request({ method: 'GET', url, token: await t.signIn(user) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const waitingFor = (returnId: number, hours: number) =>
  t.db
    .updateTable('returns')
    .set({ state_entered_at: new Date(Date.now() - hours * HOUR) })
    .where('return_id', '=', returnId)
    .execute();

/** One sweep through the outbox, as the server's timer queues it for the time slot of `at`; its end. */
async function sweep(at: number): Promise<string> {
  const jobId = await queueServiceLevelSweep(t.db, 15, at);
  t.app.outbox.wake();
  for (let i = 0; i < 200; i++) {
    const job = await t.db.selectFrom('outbox').select(['status', 'result_message']).where('outbox_id', '=', jobId).executeTakeFirstOrThrow();
    if (job.status === 'DONE' || job.status === 'FAILED') {
      expect(job.status).toBe('DONE');
      return job.result_message!;
    }
    await sleep(25);
  }
  throw new Error('the sweep did not end');
}
const mailsOf = (retNumber: string) =>
  t.db
    .selectFrom('email_log')
    .select(['template_code', 'recipient', 'body'])
    .where('body', 'like', `%${retNumber}%`)
    .where('template_code', 'like', 'SERVICE_LEVEL%')
    .orderBy('email_id')
    .execute();

describe('service levels', () => {
  it("mark the returns waiting past their step's target on the chart and the dashboard's counters, as the parameters say now", async () => {
    const sales = await t.signIn('sales_service');
    const late = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    await waitingFor(late.returnId, 49);
    const atSales = (await ok('display', '/api/workflow/lifecycle/states')).data.find((s: { state: string }) => s.state === 'inProgress.sales');
    expect(atSales).toMatchObject({ targetSeconds: 48 * 3600, overdue: 1 });
    const counters = await ok('display', '/api/query/sp/sp_DashboardpendingProses');
    expect(counters.data.find((c: { step_code: string }) => c.step_code === 'SALES').overdue).toBe(1);

    // An administrator gives FSS/ASM/BM 100 hours: the next read counts by it.
    const admin = await t.signIn('admin');
    const param = (await t.request({ method: 'GET', url: '/api/param?paramGroupId=SERVICE_LEVEL&paramCode=SALES', token: admin })).json().data[0];
    const edit = (paramValue: string) =>
      t.request({
        method: 'PUT',
        url: `/api/param/${param.paramId}`,
        token: admin,
        payload: { paramGroupId: 'SERVICE_LEVEL', paramCode: 'SALES', paramValue, sortOrder: param.sortOrder },
      });
    expect((await edit('two days')).json()).toMatchObject({ status: 400, field: 'paramValue' });
    expect((await edit('100')).statusCode).toBe(200);
    try {
      expect((await ok('display', '/api/workflow/lifecycle/states')).data.find((s: { state: string }) => s.state === 'inProgress.sales')).toMatchObject({
        targetSeconds: 100 * 3600,
        overdue: 0,
      });
    } finally {
      await edit('48');
    }
    expect((await t.request({ method: 'DELETE', url: `/api/param/${param.paramId}`, token: admin })).statusCode).toBe(409);
  });

  it('remind the deciders once past the target and head office once past twice it, through the outbox, never twice', async () => {
    const sales = await t.signIn('sales_service');
    const late = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    await waitingFor(late.returnId, 50);
    const now = Date.now();
    expect(await sweep(now)).toMatch(/^Service levels swept: \d+ reminders? written\.$/);
    const first = await mailsOf(late.retNumber);
    const deciders = await t.db
      .selectFrom('return_assignments as a')
      .innerJoin('users as u', 'u.user_id', 'a.user_id')
      .select('u.email')
      .where('a.return_id', '=', late.returnId)
      .where('u.email', 'is not', null)
      .execute();
    expect(first.map((m) => m.template_code)).toEqual(deciders.map(() => 'SERVICE_LEVEL_PASSED'));
    expect(new Set(first.map((m) => m.recipient))).toEqual(new Set(deciders.map((d) => d.email)));
    expect(first[0]!.body).toContain(`/fss-asm-bm/${late.retNumber}`);
    expect(first[0]!.body).toContain('2 days 2 hours');
    // The step by its name, not its code (issue 55 item 13: "pending on CD" in an e-mail).
    expect(first[0]!.body).toContain('has waited 2 days 2 hours on FSS/ASM/BM,');

    // The next sweep (another time slot) finds it told already.
    await sweep(now + 20 * 60_000);
    expect(await mailsOf(late.retNumber)).toHaveLength(first.length);
    // Past twice the target, head office of the plant is told, once.
    await waitingFor(late.returnId, 97);
    await sweep(now + 40 * 60_000);
    await sweep(now + 60 * 60_000);
    const escalated = (await mailsOf(late.retNumber)).slice(first.length);
    const operationHo = await t.db.selectFrom('users').select('email').where('user_name', '=', 'operation_ho').executeTakeFirstOrThrow();
    expect(escalated.map((m) => [m.template_code, m.recipient])).toContainEqual(['SERVICE_LEVEL_ESCALATED', operationHo.email]);
    expect(escalated.every((m) => m.template_code === 'SERVICE_LEVEL_ESCALATED')).toBe(true);
    expect(escalated[0]!.body).toMatch(/ on FSS\/ASM\/BM, twice its target .* Waiting on: \S/);
    expect(new Set(escalated.map((m) => m.recipient)).size).toBe(escalated.length);
    expect(
      await t.db.selectFrom('service_level_escalations').select(['step_code', 'level']).where('return_id', '=', late.returnId).orderBy('level').execute(),
    ).toEqual([
      { step_code: 'SALES', level: 1 },
      { step_code: 'SALES', level: 2 },
    ]);
  });
});
