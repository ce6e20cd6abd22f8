import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';

test('sign in, agree to the privacy policy, navigate the menu, switch to Japanese, sign out', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Required field')).toHaveCount(2);

  await shell.signIn('chief_warehouse2');
  await shell.agreeToPrivacyPolicy();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Maya Kartika');

  await shell.menu().getByRole('button', { name: 'Report Return' }).click();
  await shell.menu().getByRole('link', { name: 'Report Header' }).click();
  // The Report Header searches the user's plants on arrival (its address says so).
  await expect(page).toHaveURL(/\/report-return\/report-header\?plantCode=(%22)?1002(%22)?$/);
  await expect(page.getByRole('heading', { name: 'Report Header' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Report Return');

  // The language button is written in the text colour, not the grey of a disabled control.
  const colour = (testId: string) => page.getByTestId(testId).evaluate((el) => getComputedStyle(el).color);
  expect(await colour('language-menu')).toBe(await colour('app-title'));
  // Its name holds what it shows (WCAG 2.5.3, label in name).
  await expect(page.getByTestId('language-menu')).toHaveAccessibleName('Language: English');

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await expect(page.getByTestId('app-title')).not.toHaveText('Goods Return Management');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('app-title')).toHaveText('Goods Return Management');

  // The receiving dock opens from the menu as a screen of its own; signing out there leaves
  // nothing on the tablet: its store, its service worker and the worker's caches are gone (issue 56).
  await shell.menu().getByRole('button', { name: 'Approval' }).click();
  await shell.menu().getByRole('link', { name: 'Receiving Dock' }).click();
  await expect(page.getByRole('textbox', { name: 'Scan or type the FPRE code' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const kept = () =>
    page.evaluate(async () => [
      (await indexedDB.databases()).map((d) => d.name),
      await caches.keys(),
      (await navigator.serviceWorker.getRegistrations()).length,
    ]);
  expect((await kept())[0]).toEqual(['goods-return-device']);
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await kept()).toEqual([[], [], 0]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the sign-in page speaks each of the six languages, its menu loading at the first press', async ({ page }) => {
  await page.goto('/auth/login');
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText('Sign In');
  const languages = [
    ['Deutsch', 'de', 'Anmeldung'],
    ['Español', 'es', 'Iniciar sesión'],
    ['Français', 'fr', 'Connexion'],
    ['日本語', 'ja', 'ログイン'],
    ['中文', 'zh', '登录'],
    ['English', 'en', 'Sign In'],
  ];
  for (const [label, lang, signIn] of languages) {
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang!);
    await expect(page.getByTestId('language-menu')).toHaveText(label!);
    await expect(heading).toHaveText(signIn!);
  }
});

test('unknown paths, /auth and /error redirect as the route table says', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await expect(page.getByTestId('error-heading')).toHaveText('OOPS! Something went wrong here');
  await page.goto('/error');
  await expect(page).toHaveURL(/\/error\/error-v1$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/auth/anything');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a wrong password shows the server message in an Error! dialog', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('fss', 'wrong-password');
  const dialog = page.getByRole('dialog', { name: 'Error!' });
  await expect(dialog).toContainText('The username or password is incorrect.');
});

test('the scroll-to-top button shows once the page is scrolled, and gives way to the actions at its end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 360 });
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/new-return/non-rtv');
  await typeInto(page.getByLabel('Invoice Ref Number'), '9000000010');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const open = page.locator('tbody tr').filter({ has: page.locator('input[type=checkbox]:not([disabled])') });
  await open.first().getByRole('checkbox').check();
  const toTop = page.getByRole('button', { name: 'Scroll to top' });

  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();

  // At the page's end the button would sit on Next: it is not shown there, and Next takes the click.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(toTop).toBeHidden();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/non-rtv-detail$/);
});

test('/logout reached from outside the application asks before signing out everywhere; No keeps the session', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('display', '/dashboard');
  // As a link on another site would send the browser.
  await page.goto('/logout');
  const dialog = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(dialog.getByTestId('dialog-message')).toHaveText('Sign out on every device?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
