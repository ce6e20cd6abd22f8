import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const reassign = async (payload: object, user = 'operation_ho') =>
  t.request({ method: 'POST', url: '/api/return/changes', token: await tokenOf(user), payload });
const pendingOf = async (usernameOld: string, user = 'operation_ho') =>
  t.request({ method: 'GET', url: `/api/return/changes?usernameOld=${usernameOld}&pageSize=100`, token: await tokenOf(user) });

describe('Approval Changes', () => {
  it("moves a user's pending decision to another user who may decide it", async () => {
    const sales = await tokenOf('sales_service');
    const { retNumber, lineIds } = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    expect((await pendingOf('fss')).json().data.map((r: { retNumber: string }) => r.retNumber)).toContain(retNumber);

    // fss2 works in plant 1002: not a decider of this return until given plant 1001.
    expect((await reassign({ usernameOld: 'fss', usernameNew: 'fss2', retNumbers: [retNumber] })).json().detail).toBe(
      `fss2 may not decide ${retNumber} at SALES.`,
    );
    const fss2 = await t.db.selectFrom('users').select('user_id').where('user_name', '=', 'fss2').executeTakeFirstOrThrow();
    await t.db.insertInto('user_plants').values({ user_id: fss2.user_id, plant_code: '1001' }).execute();
    expect((await reassign({ usernameOld: 'fss', usernameNew: 'fss2', retNumbers: [retNumber] })).statusCode).toBe(200);

    expect((await pendingOf('fss')).json().data.map((r: { retNumber: string }) => r.retNumber)).not.toContain(retNumber);
    const decide = async (user: string) =>
      t.request({
        method: 'POST',
        url: `/api/return/${retNumber}/approve`,
        token: await tokenOf(user),
        payload: [{ approvalDetailId: lineIds[0], status: 'A' }],
      });
    expect((await decide('fss')).statusCode).toBe(403);
    expect((await decide('fss2')).statusCode).toBe(200);
    expect((await reassign({ usernameOld: 'fss', usernameNew: 'fss2', retNumbers: [retNumber] })).statusCode).toBe(409);
  });

  it("asks for what is missing with the specification's messages, and is for its roles only", async () => {
    expect((await pendingOf('')).json().detail).toBe('Please select username old first');
    expect((await reassign({ usernameOld: ' ', usernameNew: 'asm', retNumbers: ['APL1'] })).json().detail).toBe('please input username old');
    expect((await reassign({ usernameOld: 'fss', usernameNew: null, retNumbers: ['APL1'] })).json().detail).toBe('Please input username new');
    expect((await reassign({ usernameOld: 'fss', usernameNew: 'asm', retNumbers: [] })).json().detail).toBe('Please select RetNumber');
    expect((await reassign({ usernameOld: 'fss', usernameNew: 'asm', retNumbers: ['APL1'] }, 'fss')).statusCode).toBe(403);
  });
});
