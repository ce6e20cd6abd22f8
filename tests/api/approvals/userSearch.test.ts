import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const search = async (query: string, user = 'operation_ho') => t.request({ method: 'GET', url: `/api/username?${query}`, token: await tokenOf(user) });
type Row = { userId: number; userName: string; fullName: string; roles: string[]; plants: string[] };
const names = async (query: string) => ((await search(query)).json().data as Row[]).map((u) => u.userName);

describe('user search (Approval Changes)', () => {
  it('finds active users by part of the user name or full name, with their roles and plants', async () => {
    const page = (await search('userName=CHIEF_DELIVERY')).json();
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, totalRecord: 2 });
    expect(page.data).toEqual([
      { userId: expect.any(Number), userName: 'chief_delivery', fullName: 'Nanda Pratama', roles: ['CHIEF_DELIVERY'], plants: ['1001'] },
      { userId: expect.any(Number), userName: 'chief_delivery2', fullName: 'Yusuf Hakim', roles: ['CHIEF_DELIVERY'], plants: ['1002'] },
    ]);
    // Full name, case-insensitive; the old client's `username` is the same filter.
    expect(await names('userName=hAKim')).toEqual(['chief_delivery2', 'qaho']);
    expect(await names('username=hakim')).toEqual(['chief_delivery2', 'qaho']);
    expect(await names('userName=%25')).toEqual([]);
  });

  it('filters by role and pages the answer', async () => {
    expect(await names('role=FSS')).toEqual(['fss', 'fss2']);
    expect(await names('role=fss&userName=2')).toEqual(['fss2']);
    expect(await names('role=NOSUCHROLE')).toEqual([]);

    const all = (await search('pageSize=1000')).json();
    expect(all.totalRecord).toBe(all.data.length);
    const second = (await search('pageNo=2&pageSize=5')).json();
    expect(second).toMatchObject({ pageNo: 2, pageSize: 5, totalRecord: all.totalRecord });
    expect(second.data.map((u: Row) => u.userName)).toEqual(all.data.slice(5, 10).map((u: Row) => u.userName));
  });

  it('leaves out users who are not active', async () => {
    await t.db.updateTable('users').set({ is_active: false }).where('user_name', '=', 'fss2').execute();
    try {
      expect(await names('role=FSS')).toEqual(['fss']);
    } finally {
      await t.db.updateTable('users').set({ is_active: true }).where('user_name', '=', 'fss2').execute();
    }
  });

  it('is for Approval Changes users only, and validates paging', async () => {
    expect((await search('userName=fss', 'admin')).statusCode).toBe(200);
    expect((await search('userName=fss', 'fss')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/username' })).statusCode).toBe(401);
    const bad = await search('pageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('pageSize');
  });
});
