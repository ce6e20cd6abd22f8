import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { companyAccounts, OIDC_DISPLAY_NAME } from './identityProvider.ts';
import { ShellPage, typeInto } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

/**
 * Sign-in with the company's identity provider (issue 35) in Chromium, against a real OpenID
 * provider on loopback (tests/e2e/identityProvider.ts): its sign-in page, the way back, the
 * product's refusals, and the sign-out that ends the provider's session too. Each journey starts
 * without cookies: a browser that never signed in.
 */
type Account = (typeof companyAccounts)[keyof typeof companyAccounts];

/**
 * From the product's sign-in page to the provider's, typing the company login there as a person
 * does. Another person at the same browser: the last one's provider session is forgotten first.
 */
async function signInAtProvider(page: Page, account: Account) {
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByRole('button', { name: `Sign in with ${OIDC_DISPLAY_NAME}` }).click();
  await expect(page.getByRole('heading', { name: 'Company sign-in' })).toBeVisible();
  await typeInto(page.getByLabel('Company login'), account.login);
  await typeInto(page.getByLabel('Company password'), account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A product user for a company account, made by an administrator through the API. */
async function productUser(returns: ReturnsApi, account: Account, roles = ['FSS']) {
  const created = await returns.post('admin', '/api/user', {
    userName: account.login,
    fullName: account.name,
    email: account.email,
    userType: 'I',
    roles,
    plants: ['1001'],
    clients: [],
  });
  return created.data.userId as number;
}

test('Company sign-in: staff sign in with the provider, work with their own menu, keep no credential in storage, and sign out of the provider too', async ({
  page,
  request,
}) => {
  const returns = new ReturnsApi(request);
  await productUser(returns, companyAccounts.staff);
  const shell = new ShellPage(page);

  await signInAtProvider(page, companyAccounts.staff);
  await shell.agreeIfAsked();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${companyAccounts.staff.name}`);
  // An FSS's menu: the approval list, no administration.
  await expect(shell.menu().getByRole('button', { name: 'Approval' })).toBeVisible();
  await expect(shell.menu().getByRole('button', { name: 'Administration' })).toHaveCount(0);

  // A reload keeps the user signed in from the session cookie alone.
  await page.reload();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toMatch(/ey[\w-]+\.[\w-]+\.[\w-]+/);
  expect(stored).not.toContain('gr-session');

  // Signing out goes through the provider's own sign-out, and comes back to the sign-in page.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: /sign me out/i }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // The provider asks for the company password again: its session ended too.
  await page.getByRole('button', { name: `Sign in with ${OIDC_DISPLAY_NAME}` }).click();
  await expect(page.getByRole('heading', { name: 'Company sign-in' })).toBeVisible();
});

test('Company sign-in: an unknown account is refused and asks for access, a locked user is refused, an altered answer is refused', async ({
  page,
  request,
}) => {
  const returns = new ReturnsApi(request);
  const refusal = page.getByRole('alert');

  await signInAtProvider(page, companyAccounts.newcomer);
  await expect(refusal).toHaveText('Your company account is not a user of this application yet. An administrator has been asked to give you access.');
  const registrations = await returns.get('admin', '/api/admin/registrations?pageSize=100');
  expect(registrations.data).toEqual(
    expect.arrayContaining([expect.objectContaining({ userName: companyAccounts.newcomer.login, fullName: companyAccounts.newcomer.name })]),
  );

  const lockedId = await productUser(returns, companyAccounts.locked);
  await returns.put('admin', '/api/user/set-lock', { userId: lockedId, locked: 'Y' });
  await signInAtProvider(page, companyAccounts.locked);
  await expect(refusal).toHaveText('Your account is locked. Please contact your administrator.');

  await productUser(returns, companyAccounts.tampered);
  const didNotSucceed = `The sign-in with ${OIDC_DISPLAY_NAME} did not succeed. Please try again.`;
  // The state, then the nonce, of the page's request to the provider changed on its way (Playwright
  // routes a navigation's first request only, not the provider's redirects back): the state the
  // provider returns, or the nonce in its ID token, is not this browser's attempt's.
  for (const parameter of ['state', 'nonce']) {
    let altered = false;
    await page.route(
      (url) => url.pathname === '/auth' && url.searchParams.has(parameter),
      async (route) => {
        if (altered) return route.continue();
        altered = true;
        const url = new URL(route.request().url());
        url.searchParams.set(parameter, `${parameter}-of-another-browser`);
        await route.fulfill({ status: 302, headers: { location: url.href } });
      },
    );
    await signInAtProvider(page, companyAccounts.tampered);
    await expect(refusal).toHaveText(didNotSucceed);
    await page.unrouteAll();
  }
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
