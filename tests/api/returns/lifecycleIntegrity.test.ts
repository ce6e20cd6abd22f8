import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * A return's rows that no lifecycle state matches: the database refuses the ones its CHECK sees
 * (migration 0009), and the lifecycle module refuses to act on any other with a 409 naming the
 * disagreement, never a 500 from the machine.
 */
let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
async function submitted() {
  const sales = await tokenOf('sales_service');
  // Reason 101 routes SALES, CD, CW.
  return submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
}
const setRow = (returnId: number, values: { status?: 'D' | 'W' | 'A' | 'R'; step_code?: string | null; status_reject?: boolean }) =>
  t.db.updateTable('returns').set(values).where('return_id', '=', returnId).execute();

/** Every way a user acts on or reads the return, each refused with the same 409. */
async function expectRefused(r: { returnId: number; retNumber: string; lineIds: number[] }, why: string) {
  const detail = `Return ${r.retNumber} is in an inconsistent state (${why}); nothing can be done with it until an administrator corrects it.`;
  const answers = [
    await t.request({ method: 'GET', url: `/api/return/${r.returnId}`, token: await tokenOf('admin') }),
    await t.request({
      method: 'POST',
      url: `/api/return/${r.retNumber}/approve`,
      token: await tokenOf('admin'),
      payload: [{ approvalDetailId: r.lineIds[0], status: 'A' }],
    }),
    await t.request({ method: 'POST', url: `/api/return/${r.retNumber}/reject`, token: await tokenOf('sales_service'), payload: { remark: 'Withdrawn' } }),
    await t.request({ method: 'POST', url: `/api/return/${r.retNumber}/print`, token: await tokenOf('admin') }),
  ];
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json()).toMatchObject({ status: 409, detail });
  }
}

describe('a return whose rows disagree', () => {
  it('cannot be stored: the database keeps status and step consistent', async () => {
    const { returnId } = await submitted();
    const refused = [
      { status: 'W', step_code: null },
      { status: 'W', step_code: 'END' },
      { status: 'W', step_code: 'NOWHERE' },
      { status: 'A', step_code: null },
      { status: 'A', step_code: 'CW' },
      { status: 'D', step_code: 'SALES' },
      { status: 'R', step_code: 'CD' },
      { status: 'W', step_code: 'SALES', status_reject: true },
    ] as const;
    for (const values of refused)
      await expect(setRow(returnId, values), JSON.stringify(values)).rejects.toThrow(/violates check constraint "returns_status_(step|reject)_check"/);
    for (const values of [
      { status: 'W', step_code: 'QACLIENT' },
      { status: 'A', step_code: 'END', status_reject: true },
      { status: 'R', step_code: null, status_reject: false },
      { status: 'D', step_code: null },
    ] as const) {
      await setRow(returnId, values);
    }
  });

  it('is refused with a 409 that names the disagreement when its step is not on its route', async () => {
    const r = await submitted();
    await setRow(r.returnId, { step_code: 'CLIENT' });
    await expectRefused(r, 'status W with CLIENT, which is not a step of its route SALES, CD, CW');
  });

  it('is refused with a 409 where the database does not check it either (rows older than its CHECK)', async () => {
    const r = await submitted();
    await sql`alter table returns drop constraint returns_status_step_check`.execute(t.db);
    await setRow(r.returnId, { step_code: null });
    await expectRefused(r, 'status W with no step, which is not a step of its route SALES, CD, CW');
  });
});
