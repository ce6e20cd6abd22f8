import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user = 'admin') =>
  t.request({ method, url: `/api${url}`, ...(payload ? { payload } : {}), token: await tokenOf(user) });

const idOf = async (userName: string) => (await t.db.selectFrom('users').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow()).user_id;
const lastAudit = (action: string) =>
  t.db.selectFrom('audit_events').selectAll().where('action', '=', action).orderBy('event_id', 'desc').executeTakeFirstOrThrow();

let serial = 0;
/** A new internal user through the API, signed in with the password given (and that password changed). */
async function newUser(roles = ['FSS'], password = 'first-Pass-1') {
  const userName = `user_${++serial}`;
  const created = await call('POST', '/user', {
    userName,
    fullName: `User ${serial}`,
    email: `${userName}@example.com`,
    userType: 'E',
    roles,
    plants: ['1001'],
    password,
  });
  expect(created.statusCode, created.body).toBe(200);
  const token = await t.signIn(userName, password);
  return { userName, userId: created.json().data.userId as number, token };
}
const stillIn = async (token: string) => (await t.request({ method: 'GET', url: '/api/user/me', token })).statusCode;

describe('the user list', () => {
  it('pages every user by name and finds by name, role, plant and state', async () => {
    const page = await call('GET', '/user?pageSize=5');
    expect(page.statusCode, page.body).toBe(200);
    const all = page.json();
    expect(all.data).toHaveLength(5);
    expect(all.totalRecord).toBeGreaterThan(15);
    const names = all.data.map((u: { userName: string }) => u.userName);
    expect(names).toEqual([...names].sort());
    expect(all.data[0]).toMatchObject({ roles: expect.any(Array), plants: expect.any(Array), active: expect.stringMatching(/^[YN]$/) });

    const fss = (await call('GET', '/user?role=FSS&plantCode=1002&pageSize=100')).json();
    expect(fss.data.map((u: { userName: string }) => u.userName)).toEqual(['fss2']);
    const byFullName = (await call('GET', '/user?userName=rina')).json();
    expect(byFullName.data.map((u: { userName: string }) => u.userName)).toEqual(['fss2']);
    const newest = (await call('GET', '/user?sortBy=createdAt&sortDir=desc&pageSize=1')).json();
    expect(newest.data).toHaveLength(1);
    const locked = (await call('GET', '/user?locked=true')).json();
    expect(locked.data.every((u: { locked: string }) => u.locked === 'Y')).toBe(true);
  });

  it('refuses a bad filter naming it, and everyone without admin.users', async () => {
    const bad = await call('GET', `/user?plantCode=${'9'.repeat(11)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('plantCode');
    expect((await call('GET', '/user', undefined, 'operation_ho')).statusCode).toBe(403);
    expect((await call('GET', '/user/1', undefined, 'fss')).statusCode).toBe(403);
  });

  it('shows one user with roles, plants, clients and state, and 404 for none', async () => {
    const one = await call('GET', `/user/${await idOf('client')}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ userName: 'client', roles: ['CLIENT'], plants: ['1001'], clients: ['800071'], active: 'Y', locked: 'N', userType: 'E' });
    expect((await call('GET', '/user/2147483647')).statusCode).toBe(404);
  });
});

describe('creating and editing users', () => {
  it('creates a user with a generated password, answered once, that must be changed at sign-in', async () => {
    const created = await call('POST', '/user', { userName: 'new.staff', fullName: 'New Staff', roles: ['BRQA'], plants: ['1002'] });
    expect(created.statusCode, created.body).toBe(200);
    const { userId, password } = created.json().data;
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const login = await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'new.staff', password } });
    expect(login.json().data).toMatchObject({ forcePassword: 'Y', userId });
    const audit = await lastAudit('user.create');
    expect(audit).toMatchObject({ entity: 'user', entity_id: String(userId), user_name: 'admin' });
    expect(JSON.parse(audit.detail!)).toEqual({ before: null, after: expect.objectContaining({ userName: 'new.staff', roles: ['BRQA'], plants: ['1002'] }) });
  });

  it('refuses unknown roles, plants and clients naming the field, a taken name, and bad input', async () => {
    const base = { userName: 'someone', fullName: 'Some One', roles: ['FSS'] };
    for (const [patch, field] of [
      [{ roles: ['NO_SUCH_ROLE'] }, 'roles'],
      [{ plants: ['9999'] }, 'plants'],
      [{ clients: ['000000'] }, 'clients'],
      [{ userName: 'a b' }, 'userName'],
      [{ password: 'short' }, 'password'],
      [{ roles: [] }, 'roles'],
    ] as const) {
      const answer = await call('POST', '/user', { ...base, ...patch });
      expect(answer.statusCode, JSON.stringify(patch)).toBe(400);
      expect(answer.json().field).toBe(field);
    }
    const taken = await call('POST', '/user', { ...base, userName: 'FSS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('userName');
    expect((await call('POST', '/user', base, 'fss')).statusCode).toBe(403);
    expect(await t.db.selectFrom('users').select('user_id').where('user_name', '=', 'someone').executeTakeFirst()).toBeUndefined();
  });

  it('edits name, e-mail, roles, plants and clients, audited before and after', async () => {
    const { userId } = await newUser();
    const edited = await call('PUT', `/user/${userId}`, {
      fullName: 'Renamed',
      email: 'renamed@example.com',
      roles: ['ASM', 'BM'],
      plants: ['1001', '1002'],
      clients: ['800072'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('GET', `/user/${userId}`)).json()).toMatchObject({
      fullName: 'Renamed',
      email: 'renamed@example.com',
      roles: ['ASM', 'BM'],
      plants: ['1001', '1002'],
      clients: ['800072'],
    });
    const detail = JSON.parse((await lastAudit('user.update')).detail!);
    expect(detail.before).toMatchObject({ fullName: expect.stringMatching(/^User/), roles: ['FSS'] });
    expect(detail.after).toMatchObject({ fullName: 'Renamed', roles: ['ASM', 'BM'] });

    const unknown = await call('PUT', `/user/${userId}`, { fullName: 'Renamed', roles: ['ASM'], plants: ['0000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'plants', detail: 'Plant 0000 does not exist.' });
    expect((await call('PUT', '/user/2147483647', { fullName: 'Nobody', roles: ['ASM'] })).statusCode).toBe(404);
    expect((await call('PUT', `/user/${userId}`, { fullName: 'Renamed', roles: ['ASM'] }, 'operation_ho')).statusCode).toBe(403);
  });

  it('activates an account that registered itself', async () => {
    const registered = await t.request({
      method: 'POST',
      url: '/api/user/register',
      payload: { email: 'self@example.com', fullname: 'Self Registered', username: 'self.reg', password: 'self-Pass-1' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const userId = await idOf('self.reg');
    expect((await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'self.reg', password: 'self-Pass-1' } })).statusCode).not.toBe(200);
    expect((await call('PUT', '/user/set-active', { userId, active: 'Y' })).statusCode).toBe(200);
    expect(await t.signIn('self.reg', 'self-Pass-1')).toBeTruthy();
    const pending = (await call('GET', '/admin/registrations')).json();
    expect(pending.data.map((r: { userName: string }) => r.userName)).not.toContain('self.reg');
  });
});

describe('ending sessions', () => {
  it("locking ends the user's sessions at once and sign-in stays refused until unlocked", async () => {
    const { userId, token, userName } = await newUser();
    expect(await stillIn(token)).toBe(200);
    expect((await call('PUT', '/user/set-lock', { userId, locked: 'Y' })).statusCode).toBe(200);
    expect(await stillIn(token)).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/user/login', payload: { username: userName, password: 'first-Pass-1' } })).statusCode).not.toBe(200);
    expect((await call('PUT', '/user/set-lock', { userId, locked: 'N' })).statusCode).toBe(200);
    expect(await t.signIn(userName, 'first-Pass-1')).toBeTruthy();
    expect(JSON.parse((await lastAudit('user.unlock')).detail!)).toEqual({ before: { userName, locked: 'Y' }, after: { userName, locked: 'N' } });
  });

  it('deactivating ends the sessions', async () => {
    const { userId, token } = await newUser();
    expect((await call('PUT', '/user/set-active', { userId, active: 'N' })).statusCode).toBe(200);
    expect(await stillIn(token)).toBe(401);
  });

  it('a role change ends the sessions; an edit that keeps the roles does not', async () => {
    const { userId, token } = await newUser();
    expect((await call('PUT', `/user/${userId}`, { fullName: 'Same Roles', roles: ['FSS'], plants: ['1001'] })).statusCode).toBe(200);
    expect(await stillIn(token)).toBe(200);
    expect((await call('PUT', `/user/${userId}`, { fullName: 'Same Roles', roles: ['ASM'], plants: ['1001'] })).statusCode).toBe(200);
    expect(await stillIn(token)).toBe(401);
  });

  it('a password reset ends the sessions, and the user must choose a new password', async () => {
    const { userId, token, userName } = await newUser();
    const reset = await call('PUT', `/user/update-password/${userId}`, { newPassword: 'admin-Set-99' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await stillIn(token)).toBe(401);
    // An external user signs in with it; an internal one is sent to choose a password first (auth tests).
    expect(await t.signIn(userName, 'admin-Set-99')).toBeTruthy();
    expect((await t.db.selectFrom('users').select('force_password').where('user_id', '=', userId).executeTakeFirstOrThrow()).force_password).toBe(true);
    const short = await call('PUT', `/user/update-password/${userId}`, { newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('newPassword');
    expect((await call('PUT', '/user/update-password/2147483647', { newPassword: 'admin-Set-99' })).statusCode).toBe(404);
    expect((await call('PUT', `/user/update-password/${userId}`, { newPassword: 'admin-Set-99' }, 'fss')).statusCode).toBe(403);
  });

  it('refuses bad lock and activation requests, a missing user and non-administrators', async () => {
    const bad = await call('PUT', '/user/set-lock', { userId: 1, locked: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('locked');
    expect((await call('PUT', '/user/set-active', { userId: 2147483647, active: 'Y' })).statusCode).toBe(404);
    expect((await call('PUT', '/user/set-lock', { userId: 1, locked: 'Y' }, 'operation_ho')).statusCode).toBe(403);
  });
});

describe('an administrator and their own account', () => {
  it('cannot lock, deactivate or take their own user management away', async () => {
    const self = await idOf('administrator');
    const lock = await call('PUT', '/user/set-lock', { userId: self, locked: 'Y' }, 'administrator');
    expect(lock.statusCode).toBe(409);
    expect(lock.json().detail).toBe('You cannot lock your own account.');
    expect((await call('PUT', '/user/set-active', { userId: self, active: 'N' }, 'administrator')).statusCode).toBe(409);
    const demote = await call('PUT', `/user/${self}`, { fullName: 'Budi Santoso', roles: ['FSS'], plants: ['1001'] }, 'administrator');
    expect(demote.statusCode).toBe(400);
    expect(demote.json().field).toBe('roles');
    expect((await call('GET', '/user/me', undefined, 'administrator')).json().roles).toEqual([{ roleName: 'ADMINISTRATOR' }]);
  });
});
