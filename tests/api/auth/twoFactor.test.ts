import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { startTestApp, type BrowserSignIn, type TestApp } from '../../fixtures/testApp.ts';
import { DEMO_PASSWORD } from '../../fixtures/testConfig.ts';
import { settingOf } from '../../fixtures/settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (username: string, password = DEMO_PASSWORD, ip = '10.20.0.1') =>
  t.request({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress: ip });
const verify = (twoFactorToken: string, code: string, ip = '10.20.0.1') =>
  t.request({ method: 'POST', url: '/api/user/two-factor', payload: { twoFactorToken, code }, remoteAddress: ip });
const me = (token: string) => t.request({ method: 'GET', url: '/api/user/me', token });

/**
 * The code an authenticator app shows `stepsAhead` time steps from now. Enrolment takes the
 * code of this step and sign-ins the next one, so that a step boundary passing during a test
 * leaves both inside the accepted window (one step either side), and the replay guard (a step
 * once used is never taken again) does not refuse a sign-in right after enrolling.
 */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

const securityEvents = (userName: string, kind: string) =>
  t.db.selectFrom('security_events').selectAll().where('user_name', '=', userName).where('kind', '=', kind).execute();

/** Enrols `userName` through My Profile; answers the secret and the recovery codes. */
async function enrol(userName: string) {
  const token = await t.signIn(userName);
  const started = await t.request({ method: 'POST', url: '/api/user/me/two-factor/enrolment', token });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json();
  const confirmed = await t.request({ method: 'POST', url: '/api/user/me/two-factor/enrolment/confirm', token, payload: { code: await codeOf(secret) } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[], token };
}

/** Signs in with the password: answers the token of purpose two-factor. */
async function passwordStep(userName: string, ip?: string) {
  const response = await login(userName, DEMO_PASSWORD, ip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { accessToken: string; twoFactor?: string };
}

describe('enrolment in My Profile', () => {
  it('gives a secret with its QR code, activates it with a first code and answers ten recovery codes, stored only as hashes', async () => {
    const token = await t.signIn('asm');
    const before = await t.request({ method: 'GET', url: '/api/user/me/two-factor', token });
    expect(before.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const started = await t.request({ method: 'POST', url: '/api/user/me/two-factor/enrolment', token });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Goods%20Return:asm?secret=${secret}&issuer=Goods%20Return`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Pending: a sign-in does not ask for a code yet.
    expect((await passwordStep('asm')).twoFactor).toBeUndefined();

    const wrong = await t.request({
      method: 'POST',
      url: '/api/user/me/two-factor/enrolment/confirm',
      token,
      payload: { code: '000000' === (await codeOf(secret)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'code', detail: 'The code is incorrect. Check the time of your device and try again.' });

    const confirmed = await t.request({ method: 'POST', url: '/api/user/me/two-factor/enrolment/confirm', token, payload: { code: await codeOf(secret) } });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const stored = await t.db
      .selectFrom('two_factor_recovery_codes as c')
      .innerJoin('users as u', 'u.user_id', 'c.user_id')
      .select('c.code_hash')
      .where('u.user_name', '=', 'asm')
      .execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.map((c: string) => c.replaceAll('-', ''))).not.toContain(code_hash);
    }

    const after = await t.request({ method: 'GET', url: '/api/user/me/two-factor', token });
    expect(after.json()).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10, enabledAt: expect.any(String) });
    expect(await securityEvents('asm', 'two-factor.enrolled')).toHaveLength(1);
    // Once active, it is not started again over itself.
    expect((await t.request({ method: 'POST', url: '/api/user/me/two-factor/enrolment', token })).statusCode).toBe(409);
  });

  it('turns off with the password or a current code, not with a wrong one', async () => {
    const { secret, token } = await enrol('nsm');
    const off = (payload: object) => t.request({ method: 'POST', url: '/api/user/me/two-factor/disable', token, payload });
    expect((await off({})).statusCode).toBe(400);
    expect((await off({ password: 'not-the-password' })).json()).toMatchObject({ status: 400, field: 'password' });
    expect((await off({ code: '12345' })).statusCode).toBe(400);
    const disabled = await off({ code: await codeOf(secret, 1) });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await passwordStep('nsm')).twoFactor).toBeUndefined();
    expect(await securityEvents('nsm', 'two-factor.disabled')).toHaveLength(1);

    const again = await enrol('nsm');
    expect(
      (await t.request({ method: 'POST', url: '/api/user/me/two-factor/disable', token: again.token, payload: { password: DEMO_PASSWORD } })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user/me/two-factor', token: again.token })).json()).toMatchObject({ enabled: false });
  });

  it('counts a wrong password to turn it off as a wrong sign-in password: after five, both wait', async () => {
    const { token } = await enrol('chief_delivery2');
    const ip = '10.23.0.1';
    const off = () =>
      t.request({ method: 'POST', url: '/api/user/me/two-factor/disable', token, payload: { password: 'not-the-password' }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await off()).statusCode).toBe(400);
    const attempts = await t.db.selectFrom('auth_attempts').select('kind').where('subject', '=', 'chief_delivery2').where('succeeded', '=', false).execute();
    expect(attempts.map((a) => a.kind)).toEqual(['login', 'login', 'login', 'login', 'login']);
    expect((await off()).statusCode).toBe(429);
    expect((await login('chief_delivery2', DEMO_PASSWORD, ip)).statusCode).toBe(429);
    const throttled = await securityEvents('chief_delivery2', 'sign-in.throttled');
    expect(throttled.length).toBeGreaterThanOrEqual(2);
    expect(throttled.every((e) => !e.detail?.startsWith('two-factor code'))).toBe(true);
  });
});

describe('the sign-in step', () => {
  it('answers a token of purpose two-factor for the password, and an access token for a right code', async () => {
    const { secret } = await enrol('bm');
    const step = await passwordStep('bm');
    expect(step.twoFactor).toBe('verify');
    expect((await me(step.accessToken)).statusCode).toBe(403);

    const signedIn = await verify(step.accessToken, await codeOf(secret, 1));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ status: 200, message: 'Login success', data: { forcePassword: 'N', userType: 'I' } });
    expect(signedIn.json().data.twoFactor).toBeUndefined();
    expect((await me(signedIn.json().data.accessToken)).json()).toMatchObject({ userName: 'bm' });
    expect(await securityEvents('bm', 'two-factor.succeeded')).toHaveLength(1);
  });

  it('refuses a wrong code, and a right code used once already (replay)', async () => {
    const { secret } = await enrol('qaho');
    const step = await passwordStep('qaho');
    const code = await codeOf(secret, 1);
    const wrong = await verify(step.accessToken, code === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('The code is incorrect.');
    expect(await securityEvents('qaho', 'two-factor.failed')).toHaveLength(1);

    expect((await verify(step.accessToken, code)).statusCode).toBe(200);
    const replayed = await verify((await passwordStep('qaho')).accessToken, code);
    expect(replayed.statusCode).toBe(401);
  });

  it('takes each recovery code once, in any case and without dashes', async () => {
    const { recoveryCodes } = await enrol('brqa');
    const [first, second] = recoveryCodes as [string, string];
    const signedIn = await verify((await passwordStep('brqa')).accessToken, first.toLowerCase().replaceAll('-', ' '));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await verify((await passwordStep('brqa')).accessToken, first)).statusCode).toBe(401);
    expect((await verify((await passwordStep('brqa')).accessToken, second)).statusCode).toBe(200);
    expect(await securityEvents('brqa', 'two-factor.recovery-code-used')).toHaveLength(2);
    const token = signedIn.json().data.accessToken;
    expect((await t.request({ method: 'GET', url: '/api/user/me/two-factor', token })).json()).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('throttles wrong codes like passwords: a doubling wait from the address after five', async () => {
    const { secret } = await enrol('sales_service');
    const step = await passwordStep('sales_service', '10.21.0.1');
    for (let i = 0; i < 5; i++) expect((await verify(step.accessToken, '000000', '10.21.0.1')).statusCode).toBe(401);
    const throttled = await verify(step.accessToken, await codeOf(secret, 1), '10.21.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
    await t.db
      .updateTable('auth_attempts')
      .set({ created_at: sql`created_at - interval '2 seconds'` })
      .where('kind', '=', 'two-factor')
      .where('subject', '=', 'sales_service')
      .execute();
    expect((await verify(step.accessToken, await codeOf(secret, 1), '10.21.0.1')).statusCode).toBe(200);
  });

  it('caps wrong codes per account from every address: after ten in fifteen minutes, even a known address waits', async () => {
    const { secret } = await enrol('chief_warehouse2');
    const step = await passwordStep('chief_warehouse2', '10.22.0.1');
    // Ten wrong codes from three addresses: none reaches the five an address may fail.
    for (let i = 0; i < 10; i++) expect((await verify(step.accessToken, '000000', `10.22.${i % 3}.9`)).statusCode).toBe(401);
    const fromAnother = await verify(step.accessToken, await codeOf(secret, 1), '10.22.9.9');
    expect(fromAnother.statusCode).toBe(429);
    expect(Number(fromAnother.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('refuses a token of purpose two-factor for every other operation, and an access token or a forged string as a two-factor token', async () => {
    await enrol('display');
    const { accessToken: twoFactorToken } = await passwordStep('display');
    for (const [method, url] of [
      ['GET', '/api/user/me'],
      ['GET', '/api/menu'],
      ['POST', '/api/user/logout'],
      ['GET', '/api/user/me/two-factor'],
      ['POST', '/api/user/me/two-factor/enrolment'],
    ] as const) {
      const refused = await t.request({ method, url, token: twoFactorToken });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().detail).toBe('Please finish signing in with your second factor first.');
    }
    const access = await t.signIn('fss');
    expect((await verify(access, '123456')).statusCode).toBe(401);
    expect((await verify('not.a.token', '123456')).json().detail).toBe('Your sign-in has expired. Please sign in again.');
  });
});

describe('required for CLIENT users and administrators', () => {
  it('makes a client enrol after the password before using the application; others are not asked', async () => {
    const admin = await t.signIn('admin');
    const clientBefore = await t.browserSignIn('client');
    const adminBefore = await t.browserSignIn('admin');
    const fssBefore = await t.browserSignIn('fss');
    const renew = (browser: BrowserSignIn) =>
      t.request({ method: 'POST', url: '/api/user/token', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf } });
    const { setting, change: edit } = await settingOf(t, admin, 'two.factor.required');
    expect(setting).toMatchObject({ settingKey: 'two.factor.required', settingValue: 'N' });
    const updated = await edit('Y');
    expect(updated.statusCode, updated.body).toBe(200);
    // A session begun without a second factor is not renewed (it ends with its token); others are.
    const refused = await renew(clientBefore);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Two-factor sign-in is now required: please sign in again.');
    expect((await renew(adminBefore)).statusCode).toBe(401);
    expect((await renew(fssBefore)).statusCode).toBe(200);

    expect((await passwordStep('fss')).twoFactor).toBeUndefined();
    const step = await passwordStep('client');
    expect(step.twoFactor).toBe('enrol');
    expect((await me(step.accessToken)).statusCode).toBe(403);
    expect((await verify(step.accessToken, '123456')).statusCode).toBe(409);

    const started = await t.request({ method: 'POST', url: '/api/user/two-factor/enrolment', payload: { twoFactorToken: step.accessToken } });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json();
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/user/two-factor/enrolment/confirm',
      payload: { twoFactorToken: step.accessToken, code: await codeOf(secret) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const token = confirmed.json().data.accessToken;
    expect((await me(token)).json()).toMatchObject({ userName: 'client' });

    // Now the password asks for a code, and the second factor cannot be turned off.
    expect((await passwordStep('client')).twoFactor).toBe('verify');
    const off = await t.request({ method: 'POST', url: '/api/user/me/two-factor/disable', token, payload: { password: DEMO_PASSWORD } });
    expect(off.statusCode).toBe(409);
    expect((await t.request({ method: 'GET', url: '/api/user/me/two-factor', token })).json()).toMatchObject({ enabled: true, required: true });

    // The setting takes Y or N only.
    const bad = await edit('yes');
    expect(bad.statusCode).toBe(400);
    // An administrator signed in before the setting enrols at the next sign-in.
    expect((await passwordStep('administrator')).twoFactor).toBe('enrol');
    expect((await edit('N')).statusCode).toBe(200);
    expect((await passwordStep('administrator')).twoFactor).toBeUndefined();
  });
});

describe("an administrator's reset", () => {
  it('removes the second factor of a user who lost the device and ends their sessions', async () => {
    const { token } = await enrol('chief_warehouse');
    const userId = (await me(token)).json().userId as number;
    const admin = await t.signIn('admin');
    const reset = (as: string) => t.request({ method: 'POST', url: `/api/user/${userId}/two-factor/reset`, token: as });
    expect((await reset(await t.signIn('display_only'))).statusCode).toBe(403);

    const done = await reset(admin);
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await passwordStep('chief_warehouse')).twoFactor).toBeUndefined();
    expect((await reset(admin)).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: '/api/user/2147483647/two-factor/reset', token: admin })).statusCode).toBe(404);

    const [event] = await securityEvents('chief_warehouse', 'two-factor.reset');
    expect(event).toMatchObject({ actor_name: 'admin', user_id: userId });
  });
});
