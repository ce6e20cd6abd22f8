import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { DEMO_PASSWORD, testConfig } from '../../fixtures/testConfig.ts';
import { demoUsers } from '../../../src/server/seed/demoFoundation.ts';
import { MAIL_KIND } from '../../../src/server/modules/integrations/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress: ip });

/** Moves the user's sign-in attempts `seconds` into the past, as if that time had passed. */
const passTime = (username: string, seconds: number) =>
  t.db
    .updateTable('auth_attempts')
    .set({ created_at: sql`created_at - make_interval(secs => ${seconds})` })
    .where(sql`lower(subject)`, '=', username)
    .execute();

const secret = new TextEncoder().encode(testConfig.jwtSecret);
const forge = (claims: Record<string, unknown>, { audience = 'goods-return-web', issuer = 'goods-return', expires = '10m' } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setAudience(audience)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(secret);

describe('sign-in', () => {
  it('signs every demo user in and answers their profile', async () => {
    for (const user of demoUsers) {
      const response = await login(user.userName, DEMO_PASSWORD, `10.1.0.${demoUsers.indexOf(user)}`);
      expect(response.statusCode, user.userName).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 200, message: 'Login success', data: { forcePassword: 'N', userType: user.role === 'CLIENT' ? 'E' : 'I' } });
      const me = await t.request({ method: 'GET', url: '/api/user/me', token: body.data.accessToken });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        userName: user.userName,
        fullName: user.fullName,
        roles: [{ roleName: user.role }],
        plants: user.plants.map((plantCode) => expect.objectContaining({ plantCode, cutOffDate: expect.any(String) })),
        clients: user.clients.map((clientCode) => expect.objectContaining({ clientCode })),
      });
    }
  });

  it('refuses a wrong password with the same message as an unknown user', async () => {
    const wrong = await login('asm', 'not-the-password', '10.2.0.1');
    const unknown = await login('nobody', 'not-the-password', '10.2.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('The username or password is incorrect.');
    expect(unknown.json().detail).toBe(wrong.json().detail);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
  });

  it('names the missing field of a bad request', async () => {
    const response = await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, field: 'password', detail: 'password is required' });
  });

  it('refuses unknown properties instead of dropping them', async () => {
    const response = await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'admin', password: 'x', role: 'ADMIN' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'role', detail: 'role is not allowed' });
  });

  it('refuses locked and inactive users with a clear message, after checking the password', async () => {
    await t.db.updateTable('users').set({ is_locked: true }).where('user_name', '=', 'nsm').execute();
    await t.db.updateTable('users').set({ is_active: false }).where('user_name', '=', 'bm').execute();
    expect((await login('nsm', 'wrong', '10.3.0.1')).statusCode).toBe(401);
    const locked = await login('nsm', DEMO_PASSWORD, '10.3.0.2');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toBe('Your account is locked. Please contact your administrator.');
    const inactive = await login('bm', DEMO_PASSWORD, '10.3.0.3');
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().detail).toBe('Your account is not active. Please contact your administrator.');
  });

  it('refuses further guesses from an address with a doubling wait, while the real user signs in elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await login('display', 'wrong', '10.4.0.1')).statusCode).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const throttled = await login('display', DEMO_PASSWORD, '10.4.0.1');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['content-type']).toContain('application/problem+json');
      waits.push(throttled.headers['retry-after'] as string);
      await passTime('display', Number(throttled.headers['retry-after']));
      expect((await login('display', 'wrong', '10.4.0.1')).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4']);
    expect((await login('display', DEMO_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });

  it('counts parallel guesses one after another: thirty at once pass a limit of five no more than five times', async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('fss2', 'wrong', '10.4.1.1')));
    const seconds = (Date.now() - started) / 1000;
    const statuses = answers.map((a) => a.statusCode);
    // Five pass; on a slow machine a sixth may, once the first wait (1 s) ran out, a seventh after 2 s more…
    const mayPass = 5 + (seconds < 1 ? 0 : Math.floor(Math.log2(seconds)) + 1);
    const passed = statuses.filter((s) => s === 401).length;
    expect(passed).toBeGreaterThanOrEqual(5);
    expect(passed, `${seconds} s`).toBeLessThanOrEqual(mayPass);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - passed);
  });

  it('tells the user once by e-mail that sign-ins keep failing', async () => {
    for (let i = 0; i < 8; i++) await login('brqa2', 'wrong', `10.4.2.${i}`);
    const mails = await t.db
      .selectFrom('email_log')
      .select(['subject', 'body'])
      .where('template_code', '=', 'SIGN_IN_FAILURES')
      .where('recipient', 'like', 'brqa2@%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('brqa2');
  });

  it('delays unknown addresses once a user fails from many, but not an address the user signed in from', async () => {
    expect((await login('chief_delivery2', DEMO_PASSWORD, '10.4.3.200')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await login('chief_delivery2', 'wrong', `10.4.3.${i}`)).statusCode).toBe(401);
    expect((await login('chief_delivery2', DEMO_PASSWORD, '10.4.3.100')).statusCode).toBe(429);
    expect((await login('chief_delivery2', DEMO_PASSWORD, '10.4.3.200')).statusCode).toBe(200);
  });

  it('makes an address that fails for many users wait, and no other', async () => {
    for (let i = 0; i < 30; i++) await login(`ghost${i}`, 'wrong', '10.5.0.1');
    expect((await login('fpre', DEMO_PASSWORD, '10.5.0.1')).statusCode).toBe(429);
    expect((await login('fpre', DEMO_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });

  it("records the connection's address, not a forged X-Forwarded-For, unless the proxy is configured", async () => {
    const forwarded = (app: TestApp, username: string) =>
      app.request({
        method: 'POST',
        url: '/api/user/login',
        payload: { username, password: DEMO_PASSWORD },
        remoteAddress: '10.6.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    const lastLoginIp = async (app: TestApp, userName: string) =>
      (
        await app.db
          .selectFrom('audit_events')
          .select('ip')
          .where('user_name', '=', userName)
          .where('action', '=', 'login')
          .orderBy('created_at', 'desc')
          .executeTakeFirstOrThrow()
      ).ip;
    expect((await forwarded(t, 'fss')).statusCode).toBe(200);
    expect(await lastLoginIp(t, 'fss')).toBe('10.6.0.1');

    const behindProxy = await startTestApp({ trustProxy: '10.6.0.1' });
    try {
      expect((await forwarded(behindProxy, 'fss')).statusCode).toBe(200);
      expect(await lastLoginIp(behindProxy, 'fss')).toBe('203.0.113.9');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('tokens', () => {
  const me = (token?: string) => t.request({ method: 'GET', url: '/api/user/me', ...(token ? { token } : {}) });

  it('refuses a missing token', async () => {
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses expired, tampered, unsigned and foreign tokens', async () => {
    const valid = await t.signIn('admin');
    const [header, payload, signature] = valid.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '2' })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const expired = await forge({ tv: 0, pur: 'access' }, { expires: '-1m' as never });
    const wrongAudience = await forge({ tv: 0, pur: 'access' }, { audience: 'someone-else' });
    const wrongIssuer = await forge({ tv: 0, pur: 'access' }, { issuer: 'someone-else' });
    const otherSecret = await new SignJWT({ tv: 0, pur: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setAudience('goods-return-web')
      .setIssuer('goods-return')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(valid)).statusCode).toBe(200);
    for (const token of [tampered, none, expired, wrongAudience, wrongIssuer, otherSecret]) {
      expect((await me(token)).statusCode).toBe(401);
    }
  });

  it('ends every token of the user at sign-out', async () => {
    const first = await t.signIn('sales_service');
    const second = await t.signIn('sales_service');
    expect((await t.request({ method: 'POST', url: '/api/user/logout', token: first })).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(await t.signIn('sales_service'))).statusCode).toBe(200);
  });

  it('ends tokens when the user is locked or deactivated', async () => {
    const token = await t.signIn('chief_warehouse');
    await t.db.updateTable('users').set({ is_locked: true }).where('user_name', '=', 'chief_warehouse').execute();
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('forced password reset', () => {
  it('gives a user who must change the password a token that only allows the reset', async () => {
    await t.db.updateTable('users').set({ force_password: true }).where('user_name', '=', 'operation_ho').execute();
    const response = await login('operation_ho', DEMO_PASSWORD, '10.6.0.1');
    expect(response.json().data).toMatchObject({ forcePassword: 'Y', userType: 'I' });
    const { accessToken, userId } = response.json().data;
    const refused = await t.request({ method: 'GET', url: '/api/user/me', token: accessToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You must change your password before using the application.');

    const described = await t.request({ method: 'GET', url: `/api/user/reset-password?resetToken=${accessToken}` });
    expect(described.json()).toEqual({ userId, userName: 'operation_ho' });
    const reset = await t.request({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { resetToken: accessToken, userId, newPassword: 'Brand-new-pass1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your account has been successfully reset.');

    const again = await t.request({ method: 'POST', url: '/api/user/reset-password', payload: { resetToken: accessToken, newPassword: 'Another-pass-2' } });
    expect(again.statusCode).toBe(400);
    const after = await login('operation_ho', 'Brand-new-pass1', '10.6.0.2');
    expect(after.json().data.forcePassword).toBe('N');
  });

  it('refuses a reset token used for another user id', async () => {
    await t.db.updateTable('users').set({ force_password: true }).where('user_name', '=', 'fss2').execute();
    const { accessToken } = (await login('fss2', DEMO_PASSWORD, '10.6.0.3')).json().data;
    const response = await t.request({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { resetToken: accessToken, userId: 1, newPassword: 'Brand-new-pass1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('resetToken');
  });
});

describe('registration and forgotten passwords', () => {
  it('registers an inactive account that cannot sign in until activated', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: '10.7.0.1',
      payload: { email: 'new.user@example.com', fullname: 'New User', username: 'new.user', password: 'Strong-pass-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('An administrator must activate it');
    const attempt = await login('new.user', 'Strong-pass-1', '10.7.0.2');
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().detail).toBe('Your account is waiting for activation by an administrator.');

    const admin = await t.signIn('admin');
    const pending = await t.request({ method: 'GET', url: '/api/admin/registrations', token: admin });
    expect(pending.json().data).toEqual([expect.objectContaining({ userName: 'new.user', email: 'new.user@example.com' })]);
    const notifications = await t.request({ method: 'GET', url: '/api/user/me/notifications', token: admin });
    expect(notifications.json().data).toEqual([{ kind: 'registrationsAwaitingActivation', count: 1, url: '/administrator/users' }]);
  });

  it('refuses a taken username, a short field and a bad e-mail, and writes nothing', async () => {
    const before = await t.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const register = (payload: object, ip: string) => t.request({ method: 'POST', url: '/api/user/register', payload, remoteAddress: ip });
    const taken = await register({ email: 'x1@example.com', fullname: 'Someone', username: 'ADMIN', password: 'Strong-pass-1' }, '10.8.0.1');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'username', detail: 'This username is already taken.' });
    const short = await register({ email: 'x2@example.com', fullname: 'Al', username: 'alalal', password: 'Strong-pass-1' }, '10.8.0.2');
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('fullname');
    const badEmail = await register({ email: 'not-an-email', fullname: 'Someone', username: 'someone', password: 'Strong-pass-1' }, '10.8.0.3');
    expect(badEmail.json().field).toBe('email');
    const after = await t.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('mails a one-time reset link without revealing whether the address exists', async () => {
    const ask = (email: string, ip: string) => t.request({ method: 'POST', url: '/api/user/forgot-password', payload: { email }, remoteAddress: ip });
    const known = await ask('asm@demo.goods-return.test', '10.9.0.1');
    const unknown = await ask('nobody@example.com', '10.9.0.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await t.db.selectFrom('email_log').selectAll().where('recipient', '=', 'asm@demo.goods-return.test').executeTakeFirstOrThrow();
    // Without an SMTP server the outbox writes it to the e-mail log only.
    await t.app.outbox.runDue([MAIL_KIND]);
    expect(await t.db.selectFrom('email_log').selectAll().where('email_id', '=', mail.email_id).executeTakeFirstOrThrow()).toMatchObject({
      template_code: 'PASSWORD_RESET',
      status: 'LOGGED',
    });
    expect(await t.db.selectFrom('email_log').selectAll().where('recipient', '=', 'nobody@example.com').execute()).toEqual([]);
    const token = /token=([\w-]+)/.exec(mail.body)![1]!;
    // The e-mail log shows administrators the mail with the link's token masked: reading it takes over no account.
    const admin = await t.signIn('admin');
    const logged = (await t.request({ method: 'GET', url: '/api/email?templateCode=PASSWORD_RESET&recipient=asm@', token: admin })).json().data;
    expect(logged[0].body).toContain('token=***');
    const one = (await t.request({ method: 'GET', url: `/api/email/${logged[0].emailId}`, token: admin })).json();
    for (const shown of [logged[0].body, one.body]) expect(shown).not.toContain(token);

    const described = await t.request({ method: 'GET', url: `/api/user/reset-password?resetToken=${token}` });
    expect(described.json().userName).toBe('asm');
    const reset = await t.request({ method: 'POST', url: '/api/user/reset-password', payload: { resetToken: token, newPassword: 'Reset-pass-123' } });
    expect(reset.statusCode).toBe(200);
    const reused = await t.request({ method: 'POST', url: '/api/user/reset-password', payload: { resetToken: token, newPassword: 'Reset-pass-456' } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe('This reset link is invalid or has expired.');
    expect((await login('asm', 'Reset-pass-123', '10.9.0.3')).statusCode).toBe(200);
  });
});
