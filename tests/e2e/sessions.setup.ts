import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD } from './pages.ts';
import { sessionFile, sessionUsers } from './sessions.ts';

/**
 * Signs every demo user in once, through the API, agrees to the privacy policy for them, and
 * saves the browser state a signed-in user has (the session's cookies, the only thing the browser
 * keeps; its access token lives in the page's memory): the tests start from it (`test.use({ user })` in fixtures.ts) instead of
 * signing in again. Signing in through the form and the privacy dialog are tested in shell.spec.ts.
 */
for (const user of sessionUsers) {
  setup(`${user} signs in`, async ({ request }) => {
    const login = await request.post('/api/user/login', { data: { username: user, password: DEMO_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const token: string = (await login.json()).data.accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const me = await (await request.get('/api/user/me', { headers })).json();
    if (!me.privacy.agreed) {
      const agreed = await request.put('/api/user/privacy-agreement', { headers, data: { policyVersion: me.privacy.policyVersion } });
      expect(agreed.status(), await agreed.text()).toBe(200);
    }
    await request.storageState({ path: sessionFile(user) });
  });
}
