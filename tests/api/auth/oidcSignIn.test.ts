import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { cookiesOf, startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { DEMO_PASSWORD, testConfig } from '../../fixtures/testConfig.ts';
import { IdentityProvider, OIDC_CLIENT } from '../../fixtures/identityProvider.ts';
import { settingOf } from '../../fixtures/settings.ts';

/**
 * Sign-in with the company's identity provider (issue 35), against a real OpenID provider on
 * loopback: the browser's part (following redirects, the provider's form) is done over HTTP here,
 * the app is the real one. Chromium walks the same way in tests/e2e/companySignIn.spec.ts.
 */
const provider = new IdentityProvider(testConfig.publicUrl).add(
  { login: 'fss', password: 'company-fss', email: 'fss@distributor.test', name: 'Field Sales' },
  { login: 'brqa', password: 'company-brqa', email: 'brqa@distributor.test', name: 'Branch QA' },
  { login: 'client', password: 'company-client', email: 'client@distributor.test', name: 'Client User' },
  { login: 'chief_delivery', password: 'company-cd', email: 'cd@distributor.test', name: 'Chief Delivery' },
  { login: 'newcomer', password: 'company-new', email: 'newcomer@distributor.test', name: 'New Comer' },
  { login: 'impostor', password: 'company-imp', email: 'impostor@distributor.test', name: 'Someone Else', preferredUsername: 'fss' },
);
let t: TestApp;
beforeAll(async () => {
  await provider.start();
  t = await startTestApp({
    oidc: {
      issuer: provider.issuer,
      clientId: OIDC_CLIENT.clientId,
      clientSecret: OIDC_CLIENT.clientSecret,
      displayName: 'Distributor ID',
      userClaim: 'preferred_username',
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** A browser's cookies for one site, as simply as the provider's pages need. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
        if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/** The provider's part, as a browser does it: its sign-in page, then back to the app with the query of the redirect. */
async function atProvider(authorizationUrl: string, form: { login: string; password: string; mfa?: boolean }) {
  const jar = cookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.take(response);
    return response;
  };
  const interaction = new URL((await go(authorizationUrl)).headers.get('location')!, provider.issuer).href;
  expect((await go(interaction)).status).toBe(200);
  const body = new URLSearchParams({ login: form.login, password: form.password, ...(form.mfa ? { mfa: 'yes' } : {}) });
  let response = await go(interaction, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  for (let hops = 0; hops < 5; hops++) {
    const location = new URL(response.headers.get('location')!, provider.issuer);
    if (location.href.startsWith(`${testConfig.publicUrl}/auth/oidc`)) return location.search;
    response = await go(location.href);
  }
  throw new Error('The provider did not send the browser back');
}

/** The app's start: the provider's address and the attempt's cookie. */
async function start() {
  const started = await t.request({ method: 'POST', url: '/api/user/oidc/start' });
  expect(started.statusCode, started.body).toBe(200);
  return { authorizationUrl: started.json().authorizationUrl as string, cookie: cookiesOf(started).cookie };
}

const finish = (callback: string, cookie: string) => t.request({ method: 'POST', url: '/api/user/oidc/finish', payload: { callback }, headers: { cookie } });

async function signInWithProvider(login: string, password: string, mfa = false) {
  const { authorizationUrl, cookie } = await start();
  return finish(await atProvider(authorizationUrl, { login, password, mfa }), cookie);
}

const eventsOf = (kind: string) => t.db.selectFrom('security_events').select(['user_name', 'detail']).where('kind', '=', kind).orderBy('event_id').execute();

describe('sign-in with the identity provider', () => {
  it('is offered with its name, and signs the product user its claim names in with a browser session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user/sign-in-options' })).json()).toEqual({ provider: { displayName: 'Distributor ID' } });
    const { authorizationUrl, cookie } = await start();
    const asked = new URL(authorizationUrl);
    expect(asked.origin).toBe(provider.issuer);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: OIDC_CLIENT.clientId,
      response_type: 'code',
      redirect_uri: `${testConfig.publicUrl}/auth/oidc`,
      code_challenge_method: 'S256',
      scope: 'openid profile email offline_access',
    });
    expect(cookie).toMatch(/^gr-oidc=/);
    const answer = await finish(await atProvider(authorizationUrl, { login: 'fss', password: 'company-fss' }), cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/user/me', token: answer.json().data.accessToken });
    expect(me.json()).toMatchObject({ userName: 'fss', roles: [{ roleName: 'FSS' }] });
    const session = cookiesOf(answer);
    expect(session.cookie).toMatch(/gr-session=/);
    const stored = await t.db
      .selectFrom('browser_sessions as s')
      .innerJoin('users as u', 'u.user_id', 's.user_id')
      .select(['s.method', 's.provider_refresh_token', 's.provider_id_token'])
      .where('u.user_name', '=', 'fss')
      .execute();
    expect(stored).toEqual([{ method: 'oidc', provider_refresh_token: expect.any(String), provider_id_token: expect.stringMatching(/^ey/) }]);
    expect((await eventsOf('oidc.succeeded')).map((e) => e.user_name)).toContain('fss');
    // The attempt's cookie is taken away with the answer; a forged answer is refused.
    expect((await finish('?code=again&state=again', cookie)).statusCode).toBe(401);
  });

  it('keeps a user to the provider account first signed in with: another account sending the same user name is refused', async () => {
    expect((await signInWithProvider('fss', 'company-fss')).statusCode).toBe(200);
    const impostor = await signInWithProvider('impostor', 'company-imp');
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json().detail).toBe('Your account is linked to another company account. Please contact your administrator.');
    expect((await eventsOf('oidc.refused')).at(-1)).toMatchObject({
      user_name: 'fss',
      detail: expect.stringContaining(' impostor) than the one the user is linked to'),
    });
    const { oidc_subject } = await t.db.selectFrom('users').select('oidc_subject').where('user_name', '=', 'fss').executeTakeFirstOrThrow();
    expect(oidc_subject).toBe(`${provider.issuer} fss`);
  });

  it('refuses an unknown user with a message, and records a registration request an administrator can accept', async () => {
    const answer = await signInWithProvider('newcomer', 'company-new');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toBe('Your company account is not a user of this application yet. An administrator has been asked to give you access.');
    const admin = await t.signIn('admin');
    const pending = (await t.request({ method: 'GET', url: '/api/admin/registrations', token: admin })).json().data;
    expect(pending).toEqual(
      expect.arrayContaining([expect.objectContaining({ userName: 'newcomer', fullName: 'New Comer', email: 'newcomer@distributor.test' })]),
    );
    expect((await eventsOf('oidc.unknown-user')).at(-1)).toMatchObject({ user_name: null, detail: 'preferred_username newcomer: access requested' });
    // Asking again adds no second request, and the pending account is told it waits.
    const again = await signInWithProvider('newcomer', 'company-new');
    expect(again.json().detail).toBe('Your account is waiting for activation by an administrator.');
  });

  it('refuses a locked user', async () => {
    await t.db.updateTable('users').set({ is_locked: true }).where('user_name', '=', 'chief_delivery').execute();
    const answer = await signInWithProvider('chief_delivery', 'company-cd');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toBe('Your account is locked. Please contact your administrator.');
    expect((await eventsOf('oidc.refused')).at(-1)).toMatchObject({ user_name: 'chief_delivery', detail: 'account locked' });
  });

  it("refuses an altered state, an altered nonce, an answer without its attempt, and the provider's refusal", async () => {
    const mismatch = async () => (await eventsOf('oidc.state-mismatch')).length;
    const before = await mismatch();
    const first = await start();
    const query = await atProvider(first.authorizationUrl, { login: 'fss', password: 'company-fss' });
    const altered = await finish(query.replace(/state=[^&]+/, 'state=forged'), first.cookie);
    expect(altered.statusCode).toBe(401);
    expect(altered.json().detail).toBe('The sign-in with Distributor ID did not succeed. Please try again.');

    const second = await start();
    const withOtherNonce = new URL(second.authorizationUrl);
    withOtherNonce.searchParams.set('nonce', 'a-nonce-of-someone-else');
    expect((await finish(await atProvider(withOtherNonce.href, { login: 'fss', password: 'company-fss' }), second.cookie)).statusCode).toBe(401);

    const third = await start();
    expect((await finish(await atProvider(third.authorizationUrl, { login: 'fss', password: 'company-fss' }), '')).statusCode).toBe(401);
    expect(await mismatch()).toBe(before + 3);

    const fourth = await start();
    const state = new URL(fourth.authorizationUrl).searchParams.get('state');
    expect((await finish(`?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`, fourth.cookie)).statusCode).toBe(401);
    expect((await eventsOf('oidc.provider-error')).at(-1)!.detail).toMatch(/^the identity provider answered access_denied/);
  });

  it("asks for the product's second factor unless the provider reports one, and keeps the provider session through it", async () => {
    await t.db.updateTable('settings').set({ setting_value: 'Y' }).where('setting_key', '=', 'two.factor.required').execute();
    const withMfa = await signInWithProvider('client', 'company-client', true);
    expect(withMfa.json().data.twoFactor).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: withMfa.json().data.accessToken })).statusCode).toBe(200);

    const { authorizationUrl, cookie } = await start();
    const withoutMfa = await finish(await atProvider(authorizationUrl, { login: 'client', password: 'company-client' }), cookie);
    expect(withoutMfa.json().data).toMatchObject({ twoFactor: 'enrol', userName: 'client' });
    const pending = cookiesOf(withoutMfa);
    // Not a session until the second factor is given.
    expect((await t.request({ method: 'POST', url: '/api/user/token', headers: { cookie: pending.cookie, 'x-csrf-token': pending.csrf } })).statusCode).toBe(
      401,
    );
    const twoFactorToken = withoutMfa.json().data.accessToken;
    const { secret } = (await t.request({ method: 'POST', url: '/api/user/two-factor/enrolment', payload: { twoFactorToken } })).json();
    const confirmed = await t.request({
      method: 'POST',
      url: '/api/user/two-factor/enrolment/confirm',
      payload: { twoFactorToken, code: await generate({ secret }) },
      headers: { cookie: pending.cookie },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The second factor completes the provider's session under a new secret: the pending one grants nothing.
    const session = cookiesOf(confirmed);
    expect(session.cookie).not.toBe(pending.cookie);
    const renew = (browser: { cookie: string; csrf: string }) =>
      t.request({ method: 'POST', url: '/api/user/token', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf } });
    expect((await renew(pending)).statusCode).toBe(401);
    const renewed = await renew(session);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(
      await t.db
        .selectFrom('browser_sessions as s')
        .innerJoin('users as u', 'u.user_id', 's.user_id')
        .select('s.method')
        .where('u.user_name', '=', 'client')
        .where('s.second_factor_pending', '=', false)
        .execute(),
    ).toContainEqual({ method: 'oidc' });
    expect((await eventsOf('oidc.succeeded')).at(-1)).toMatchObject({ user_name: 'client', detail: 'with a second factor' });
    await t.db.updateTable('settings').set({ setting_value: 'N' }).where('setting_key', '=', 'two.factor.required').execute();
  });
});

describe('a session begun with the provider', () => {
  it('is renewed while the provider renews its own, and ends when the company account is disabled', async () => {
    const answer = await signInWithProvider('brqa', 'company-brqa');
    const browser = cookiesOf(answer);
    const renew = async () => {
      // As if the last check with the provider was a while ago.
      await t.db
        .updateTable('browser_sessions')
        .set({ provider_checked_at: sql`now() - interval '1 hour'` })
        .execute();
      return t.request({ method: 'POST', url: '/api/user/token', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf } });
    };
    expect((await renew()).statusCode).toBe(200);
    provider.accounts.get('brqa')!.disabled = true;
    const refused = await renew();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Your company account no longer signs you in. Please sign in again.');
    expect((await eventsOf('oidc.refused')).at(-1)).toMatchObject({ user_name: 'brqa', detail: 'the identity provider refused the renewal: invalid_grant' });
    provider.accounts.get('brqa')!.disabled = false;
    expect((await renew()).statusCode).toBe(401);
  });

  it('signs out at the provider too: the sign-out answers its end-session address', async () => {
    const answer = await signInWithProvider('fss', 'company-fss');
    const browser = cookiesOf(answer);
    const out = await t.request({ method: 'POST', url: '/api/user/logout', token: answer.json().data.accessToken, headers: { cookie: browser.cookie } });
    expect(out.statusCode, out.body).toBe(200);
    const logoutUrl = new URL(out.json().logoutUrl);
    expect(logoutUrl.href.startsWith(`${provider.issuer}/session/end`)).toBe(true);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${testConfig.publicUrl}/auth/login`);
    expect(logoutUrl.searchParams.get('id_token_hint')).toMatch(/^ey/);
  });
});

describe('password sign-in once the provider is in use', () => {
  it('can be kept to break-glass accounts, each change a security event', async () => {
    const admin = await t.signIn('admin');
    const { change: edit } = await settingOf(t, admin, 'password.sign-in');
    expect((await edit('nobody')).statusCode).toBe(400);
    const before = await t.browserSignIn('display');
    expect((await edit('break-glass')).statusCode).toBe(200);
    // A password session begun before ends at its next renewal.
    const renewal = await t.request({ method: 'POST', url: '/api/user/token', headers: { cookie: before.cookie, 'x-csrf-token': before.csrf } });
    expect(renewal.statusCode).toBe(401);
    expect(renewal.json().detail).toBe('Please sign in with Distributor ID.');
    const refused = await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'display', password: DEMO_PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Please sign in with Distributor ID.');
    expect((await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'administrator', password: DEMO_PASSWORD } })).statusCode).toBe(200);
    expect((await eventsOf('settings.changed')).at(-1)!.detail).toBe('password.sign-in: everyone → break-glass');
    expect((await edit('everyone')).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/user/login', payload: { username: 'display', password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });
});
