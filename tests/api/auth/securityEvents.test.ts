import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { DEMO_PASSWORD } from '../../fixtures/testConfig.ts';
import { settingOf } from '../../fixtures/settings.ts';
import { queueSecurityEventPurge } from '../../../src/server/modules/security/index.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('administrator');
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string) =>
  t.request({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress: ip });

/** The security events about a user (or done by them), oldest first, as stored. */
const eventsOf = (userName: string) =>
  t.db
    .selectFrom('security_events')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(user_name)`, '=', userName.toLowerCase()), eb(sql`lower(actor_name)`, '=', userName.toLowerCase())]))
    .orderBy('event_id')
    .execute();
const kindsOf = async (userName: string) => (await eventsOf(userName)).map((e) => e.kind);

const userIdOf = async (userName: string) =>
  (await t.db.selectFrom('users').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow()).user_id;

describe('security events', () => {
  it('records every sign-in, failed or not, with the address and the request', async () => {
    expect((await login('asm', 'not-the-password', '10.20.0.1')).statusCode).toBe(401);
    expect((await login('asm', DEMO_PASSWORD, '10.20.0.1')).statusCode).toBe(200);
    expect((await login('nobody-here', 'whatever-it-is', '10.20.0.2')).statusCode).toBe(401);
    const events = await eventsOf('asm');
    expect(events.map((e) => [e.kind, e.detail])).toEqual([
      ['sign-in.failed', 'wrong password'],
      ['sign-in.succeeded', null],
    ]);
    expect(events[0]).toMatchObject({ ip: '10.20.0.1', user_id: await userIdOf('asm'), actor_id: null, request_id: expect.any(String) });
    // What was typed as an unknown user name (often a password in the wrong field) is not kept.
    const unknown = await t.db.selectFrom('security_events').selectAll().where('ip', '=', '10.20.0.2').execute();
    expect(unknown.map((e) => [e.kind, e.user_id, e.user_name, e.detail])).toEqual([['sign-in.failed', null, null, 'unknown user name']]);
    expect(JSON.stringify(await t.db.selectFrom('security_events').selectAll().execute())).not.toContain('nobody-here');
  });

  it('records a sign-in refused by throttling', async () => {
    for (let i = 0; i < 5; i++) expect((await login('bm', 'wrong-password', '10.21.0.1')).statusCode).toBe(401);
    const throttled = await login('bm', 'wrong-password', '10.21.0.1');
    expect(throttled.statusCode).toBe(429);
    const last = (await eventsOf('bm')).at(-1)!;
    expect(last).toMatchObject({ kind: 'sign-in.throttled', ip: '10.21.0.1', detail: throttled.json().detail });
  });

  it('records a signed-in user refused an operation or another scope, with what was asked', async () => {
    const fss = await t.signIn('fss');
    expect((await t.request({ method: 'GET', url: '/api/audit', token: fss })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/dashboard/approval?username=admin', token: fss })).statusCode).toBe(403);
    const refused = (await eventsOf('fss')).filter((e) => e.kind === 'access.refused');
    expect(refused.map((e) => e.detail)).toEqual([
      'GET /api/audit: You do not have permission to do this.',
      'GET /api/dashboard/approval: The dashboard shows only your own work.',
    ]);
  });

  it('records what an administrator changes of a user’s access, and who did it', async () => {
    const userId = await userIdOf('nsm');
    const nsm = await t.signIn('nsm');
    const put = (url: string, payload: object) => t.request({ method: 'PUT', url, payload, token: admin });
    expect((await put('/api/user/set-lock', { userId, locked: 'Y' })).statusCode).toBe(200);
    expect((await put('/api/user/set-lock', { userId, locked: 'N' })).statusCode).toBe(200);
    expect((await put('/api/user/set-active', { userId, active: 'N' })).statusCode).toBe(200);
    expect((await put('/api/user/set-active', { userId, active: 'Y' })).statusCode).toBe(200);
    expect((await put(`/api/user/update-password/${userId}`, { newPassword: 'A-new-one-for-nsm' })).statusCode).toBe(200);
    const user = (await t.request({ method: 'GET', url: `/api/user/${userId}`, token: admin })).json();
    const changed = await t.request({
      method: 'PUT',
      url: `/api/user/${userId}`,
      token: admin,
      payload: { fullName: user.fullName, email: user.email, roles: ['NSM', 'DISPLAY'], plants: user.plants, clients: user.clients },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const events = (await eventsOf('nsm')).filter((e) => e.actor_name === 'administrator');
    expect(events.map((e) => e.kind)).toEqual([
      'account.locked',
      'account.unlocked',
      'account.deactivated',
      'account.activated',
      'password.set-by-administrator',
      'roles.changed',
    ]);
    expect(events.at(-1)!.detail).toBe('roles: NSM → DISPLAY, NSM');
    // Each of those ended the user's sessions: the old token is refused.
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: nsm })).statusCode).toBe(401);
  });

  it('records the roles of a user an administrator creates', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/user',
      token: admin,
      payload: { userName: 'new_admin', fullName: 'New Admin', email: 'new.admin@example.com', userType: 'I', roles: ['ADMIN'], plants: ['1001'], clients: [] },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await eventsOf('new_admin')).map((e) => [e.kind, e.actor_name, e.detail])).toEqual([
      ['roles.changed', 'administrator', 'created; roles: - → ADMIN; plants: - → 1001'],
    ]);
  });

  it('records a role’s permissions given and taken', async () => {
    const roles = (await t.request({ method: 'GET', url: '/api/role?pageSize=100', token: admin })).json().data as { roleId: number; roleName: string }[];
    const display = roles.find((r) => r.roleName === 'DISPLAY_ONLY')!;
    const tree = (await t.request({ method: 'GET', url: `/api/permission/tree/${display.roleId}`, token: admin })).json();
    const held = (function keys(nodes: { key: string; checked: boolean; children?: unknown[] }[]): string[] {
      return nodes.flatMap((n) => [...(n.checked ? [n.key] : []), ...keys((n.children ?? []) as never)]);
    })(tree.data.nodes);
    const saved = await t.request({
      method: 'POST',
      url: `/api/permission/tree/${display.roleId}`,
      token: admin,
      payload: { keys: [...held, 'admin.apiLog'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const last = (await eventsOf('administrator')).at(-1)!;
    expect(last).toMatchObject({ kind: 'permissions.changed', actor_name: 'administrator', user_id: null });
    expect(last.detail).toContain('role DISPLAY_ONLY; given ');
    expect(last.detail).toContain('admin.apiLog');
  });

  it('lists the events for administrators with filters, newest first, and for no one else', async () => {
    const list = (query: string, token = admin) => t.request({ method: 'GET', url: `/api/security-events?${query}`, token });
    const failed = await list('kind=sign-in.failed&userName=asm');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toEqual([expect.objectContaining({ kind: 'sign-in.failed', userName: 'asm', ip: '10.20.0.1', detail: 'wrong password' })]);
    const all = (await list('pageSize=100')).json();
    const ids = all.data.map((e: { eventId: number }) => e.eventId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await list('ip=10.21.')).json().data.every((e: { ip: string }) => e.ip.startsWith('10.21.'))).toBe(true);
    expect((await list('kind=no-such-kind')).statusCode).toBe(400);
    expect((await list('', await t.signIn('admin'))).statusCode).toBe(200);
    expect((await list('', await t.signIn('operation_ho'))).statusCode).toBe(403);
  });

  it('cannot be changed or removed, but past the retention the daily purge removes them', async () => {
    await expect(t.db.updateTable('security_events').set({ detail: 'rewritten' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('security_events').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate security_events`.execute(t.db)).rejects.toThrow(/append-only/);
    await t.db
      .insertInto('security_events')
      .values([
        { kind: 'sign-in.succeeded', user_name: 'old-one', occurred_at: sql<Date>`now() - interval '100 days'` as never },
        { kind: 'sign-in.succeeded', user_name: 'recent-one', occurred_at: sql<Date>`now() - interval '80 days'` as never },
      ])
      .execute();
    const { change: setRetention } = await settingOf(t, admin, 'security.events.retention.days');
    // A day would let the next purge remove what the table keeps to be read.
    for (const refused of ['1', '89', '3651', 'a year'])
      expect((await setRetention(refused)).json(), refused).toMatchObject({
        status: 400,
        field: 'settingValue',
        detail: 'Security events are kept 90 to 3650 days.',
      });
    const changed = await setRetention('90');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await eventsOf('administrator')).at(-1)).toMatchObject({
      kind: 'settings.changed',
      actor_name: 'administrator',
      detail: 'security.events.retention.days: 365 → 90',
    });
    const before = (
      await t.db
        .selectFrom('security_events')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const jobId = await queueSecurityEventPurge(t.db);
    // Asked again the same day (another instance, the next timer tick): still one job.
    expect(await queueSecurityEventPurge(t.db)).toBe(jobId);
    t.app.outbox.wake();
    let job;
    for (let i = 0; i < 200 && job?.status !== 'DONE'; i++) {
      await sleep(25);
      job = await t.db.selectFrom('outbox').select(['status', 'result_message']).where('outbox_id', '=', jobId).executeTakeFirstOrThrow();
    }
    expect(job).toEqual({ status: 'DONE', result_message: 'Security events older than 90 days removed: 1. Idempotency keys forgotten: 0.' });
    expect(await kindsOf('old-one')).toEqual([]);
    expect(await kindsOf('recent-one')).toEqual(['sign-in.succeeded']);
    const after = (
      await t.db
        .selectFrom('security_events')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(after).toBe(before - 1);
  });
});

describe('sessions', () => {
  it('an administrator ends every session of a user, who signs in again', async () => {
    const userId = await userIdOf('brqa');
    const first = await t.signIn('brqa');
    const second = await t.signIn('brqa');
    const ended = await t.request({ method: 'DELETE', url: `/api/user/${userId}/sessions`, token: admin });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe("The user's sessions have been ended.");
    for (const token of [first, second]) expect((await t.request({ method: 'GET', url: '/api/user/me', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: await t.signIn('brqa') })).statusCode).toBe(200);
    expect((await eventsOf('brqa')).filter((e) => e.kind === 'sessions.ended')).toEqual([
      expect.objectContaining({ actor_name: 'administrator', user_id: userId }),
    ]);
    expect((await t.request({ method: 'DELETE', url: '/api/user/999999/sessions', token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/user/${userId}/sessions`, token: await t.signIn('qaho') })).statusCode).toBe(403);
  });

  it('signing out ends the user’s sessions everywhere, recorded', async () => {
    const here = await t.signIn('client');
    const there = await t.signIn('client');
    expect((await t.request({ method: 'POST', url: '/api/user/logout', token: here })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: there })).statusCode).toBe(401);
    expect((await kindsOf('client')).at(-1)).toBe('sessions.ended');
  });
});

describe('passwords', () => {
  const setPassword = async (userName: string, newPassword: string) =>
    t.request({ method: 'PUT', url: `/api/user/update-password/${await userIdOf(userName)}`, token: admin, payload: { newPassword } });

  it('takes 8 to 128 characters of any kind, without composition rules', async () => {
    for (const password of ['abcdefgh-long-and-lower', 'ßpäßwörter日本語のパスワード', ' spaces are fine ', 'x'.repeat(128)]) {
      const response = await setPassword('display_only', password);
      expect(response.statusCode, `${password}: ${response.body}`).toBe(200);
    }
    expect((await setPassword('display_only', 'short7!')).json()).toMatchObject({ status: 400, field: 'newPassword' });
    expect((await setPassword('display_only', 'x'.repeat(129))).json()).toMatchObject({ status: 400, field: 'newPassword' });
  });

  it('refuses a common password, in any case, wherever one is chosen', async () => {
    for (const common of ['password1', 'Password1', 'qwertyuiop', 'iloveyou']) {
      const response = await setPassword('display_only', common);
      expect(response.json(), common).toMatchObject({ status: 400, field: 'newPassword', detail: 'This password is too common. Please choose another one.' });
    }
    const registered = await t.request({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: '10.22.0.1',
      payload: { email: 'common@example.com', fullname: 'Common Choice', username: 'commonchoice', password: 'baseball' },
    });
    expect(registered.json()).toMatchObject({ status: 400, field: 'password', detail: 'This password is too common. Please choose another one.' });
    expect(await t.db.selectFrom('users').select('user_id').where('user_name', '=', 'commonchoice').executeTakeFirst()).toBeUndefined();
  });

  it('records the password an administrator set and the one the user then chose', async () => {
    expect((await setPassword('fpre', 'Temporary-password-9')).statusCode).toBe(200);
    const forced = (await login('fpre', 'Temporary-password-9', '10.23.0.1')).json().data;
    expect(forced.forcePassword).toBe('Y');
    const reset = await t.request({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { resetToken: forced.accessToken, userId: forced.userId, newPassword: 'My-own-choice-at-last' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await kindsOf('fpre')).filter((k) => k.startsWith('password.'))).toEqual(['password.set-by-administrator', 'password.changed']);
  });
});
