import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type BrowserSignIn, type TestApp } from '../../fixtures/testApp.ts';

/**
 * The browser's session (issue 35, item 4): a sign-in sets the refresh credential in an HttpOnly,
 * SameSite=Strict cookie and a CSRF cookie; the renewal wants both, and every way a session ends
 * (sign-out, "End sessions", a lock, its idle limit) ends the cookie's too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: '127.0.0.1' });
});
afterAll(() => t.close());

const renew = (headers: Record<string, string>) => t.request({ method: 'POST', url: '/api/user/token', headers });
const asPage = (browser: BrowserSignIn) => ({ cookie: browser.cookie, 'x-csrf-token': browser.csrf });
const me = (token: string) => t.request({ method: 'GET', url: '/api/user/me', token });

describe('the session cookies', () => {
  it('are HttpOnly (the CSRF value excepted), SameSite=Strict and for the whole site; __Host- and Secure over HTTPS', async () => {
    const plain = await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'display', password: 'Demo#2026-test' } });
    const cookies = Object.fromEntries(plain.cookies.map((c) => [c.name, c]));
    expect(Object.keys(cookies).sort()).toEqual(['gr-csrf', 'gr-session']);
    expect(cookies['gr-session']).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookies['gr-session']!.secure).toBeFalsy();
    expect(cookies['gr-csrf']!.httpOnly).toBeFalsy();
    // The token the page keeps in memory is not in any cookie.
    expect(plain.cookies.map((c) => c.value)).not.toContain(plain.json().data.accessToken);

    const overHttps = await t.request({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'display', password: 'Demo#2026-test' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const secure = Object.fromEntries(overHttps.cookies.map((c) => [c.name, c]));
    expect(Object.keys(secure).sort()).toEqual(['__Host-gr-csrf', '__Host-gr-session']);
    expect(secure['__Host-gr-session']).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(secure['__Host-gr-session']!.domain).toBeUndefined();
  });
});

describe('renewing the access token', () => {
  it('takes the session cookie with the CSRF value sent back, and gives a token of the same user', async () => {
    const browser = await t.browserSignIn('qaho');
    const renewed = await renew(asPage(browser));
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await me(renewed.json().data.accessToken)).json().userName).toBe('qaho');
    // The cookies are sent again with the idle time from now: the session slides in the browser too.
    expect(renewed.cookies.map((c) => [c.name, c.maxAge]).sort()).toEqual([
      ['gr-csrf', 12 * 3600],
      ['gr-session', 12 * 3600],
    ]);
  });

  it('refuses without the cookie, without or with a wrong CSRF value, from another site, and with an access token alone', async () => {
    const browser = await t.browserSignIn('brqa');
    expect((await renew({})).statusCode).toBe(401);
    expect((await renew({ 'x-csrf-token': browser.csrf })).statusCode).toBe(401);
    const noCsrf = await renew({ cookie: browser.cookie });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().detail).toBe('This request did not come from the application. Please reload the page.');
    expect((await renew({ cookie: browser.cookie, 'x-csrf-token': `${browser.csrf}x` })).statusCode).toBe(403);
    // A header longer than the contract's bound is refused by the contract (the bound of a header was not checked).
    const long = await renew({ cookie: browser.cookie, 'x-csrf-token': 'x'.repeat(201) });
    expect([long.statusCode, long.json().field]).toEqual([400, 'x-csrf-token']);
    // The header and the cookie agree, but not with what the session was given (a cookie planted by another page).
    const planted = browser.cookie.replace(/gr-csrf=[^;]+/, 'gr-csrf=planted');
    expect((await renew({ cookie: planted, 'x-csrf-token': 'planted' })).statusCode).toBe(403);
    expect((await renew({ ...asPage(browser), 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/user/token', token: browser.token })).statusCode).toBe(401);
    expect((await renew(asPage(browser))).statusCode).toBe(200);
  });

  it('stops after the idle limit, a lock, an administrator ending the sessions, and a sign-out', async () => {
    const idle = await t.browserSignIn('fss');
    await t.db
      .updateTable('browser_sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('user_id', '=', await userId('fss'))
      .execute();
    expect((await renew(asPage(idle))).statusCode).toBe(401);

    const locked = await t.browserSignIn('asm');
    await t.db.updateTable('users').set({ is_locked: true }).where('user_name', '=', 'asm').execute();
    expect((await renew(asPage(locked))).statusCode).toBe(401);
    await t.db.updateTable('users').set({ is_locked: false }).where('user_name', '=', 'asm').execute();

    const ended = await t.browserSignIn('bm');
    const admin = await t.signIn('admin');
    expect((await t.request({ method: 'DELETE', url: `/api/user/${await userId('bm')}/sessions`, token: admin })).statusCode).toBe(200);
    expect((await renew(asPage(ended))).statusCode).toBe(401);

    const signedOut = await t.browserSignIn('nsm');
    const elsewhere = await t.browserSignIn('nsm');
    const out = await t.request({ method: 'POST', url: '/api/user/logout', token: signedOut.token, headers: { cookie: signedOut.cookie } });
    expect(out.statusCode).toBe(200);
    expect(
      out.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['gr-csrf', 'gr-session']);
    expect((await renew(asPage(signedOut))).statusCode).toBe(401);
    expect((await renew(asPage(elsewhere))).statusCode).toBe(401);
    expect(
      await t.db
        .selectFrom('browser_sessions')
        .select('session_hash')
        .where('user_id', '=', await userId('nsm'))
        .where('token_version', '=', sql<number>`(select token_version from users where user_name = 'nsm')`)
        .execute(),
    ).toEqual([]);
  });

  it('keeps the newest thirty sessions of a user who signs in again and again', async () => {
    const first = await t.browserSignIn('display_only');
    for (let i = 0; i < 30; i++) await t.browserSignIn('display_only');
    const sessions = await t.db
      .selectFrom('browser_sessions')
      .select('session_hash')
      .where('user_id', '=', await userId('display_only'))
      .execute();
    expect(sessions).toHaveLength(30);
    expect((await renew(asPage(first))).statusCode).toBe(401);
  });

  it('signs out with the session cookie alone when the access token ran out', async () => {
    const browser = await t.browserSignIn('operation_ho');
    expect((await t.request({ method: 'POST', url: '/api/user/logout', headers: { cookie: browser.cookie } })).statusCode).toBe(403);
    // A token that ran out (or any the server no longer takes) is passed over for the cookie.
    const out = await t.request({ method: 'POST', url: '/api/user/logout', headers: { ...asPage(browser), authorization: 'Bearer expired.token.here' } });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ status: 200, message: 'You have been signed out.' });
    expect((await me(browser.token)).statusCode).toBe(401);
  });
});

async function userId(userName: string): Promise<number> {
  const row = await t.db.selectFrom('users').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  return row.user_id;
}
