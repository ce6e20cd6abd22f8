import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';

/**
 * Signed out means signed out (issue 54 item 4): with the browser's back/forward cache on (Playwright
 * turns it off; this test starts its own Chromium without that switch), Back and Forward never show
 * a signed-in screen after Sign Out or after the session ended in another browser. chief_delivery2 has
 * no saved session and no other journey signs in as it: its sign-outs end no one else's sessions.
 */
let browser: Browser;
let agreed = false;
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  const { launchOptions } = testInfo.project.use;
  // The browser itself: its headless shell, which the other journeys run in, keeps no page for Back.
  browser = await chromium.launch({ ...launchOptions, executablePath: '/usr/bin/chromium', ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});
test.afterAll(() => browser.close());

async function signedIn(baseURL: string): Promise<{ page: Page; shell: ShellPage }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // How often a page came back from the back/forward cache.
  await page.addInitScript(() =>
    addEventListener('pageshow', (event) => {
      if (event.persisted) (window as unknown as { restored: number }).restored = ((window as unknown as { restored?: number }).restored ?? 0) + 1;
    }),
  );
  const shell = new ShellPage(page);
  await shell.signIn('chief_delivery2');
  // The user's first sign-in asks for the privacy policy; once agreed, it is not asked again.
  if (!agreed) await shell.agreeToPrivacyPolicy();
  agreed = true;
  await expect(page.getByTestId('greeting')).toBeVisible();
  return { page, shell };
}

const restored = (page: Page) => page.evaluate(() => (window as unknown as { restored?: number }).restored ?? 0).catch(() => -1);

test('Back and Forward after Sign Out, or after the session ended elsewhere, show the sign-in page, never the last screen; the other browser is told why', async ({
  baseURL,
}) => {
  // The page signed in on (the sign-in page's document, now the dashboard) is one the cache keeps; a
  // screen opened by its address is drawn by the server and never kept (no-store).
  const { page, shell } = await signedIn(baseURL!);
  await page.goto('/chief-delivery');
  await expect(page.getByRole('heading', { name: 'Chief Delivery' })).toBeVisible();
  // Signed in, Back brings the dashboard back from the cache as it was: the cache is on.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect.poll(() => restored(page)).toBe(1);
  await page.goForward({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Chief Delivery' })).toBeVisible();

  await shell.signOut();
  await page.goBack({ waitUntil: 'commit' });
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveCount(0);
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
  await page.goForward({ waitUntil: 'commit' });
  await expect(page.getByTestId('greeting')).toHaveCount(0);

  // Signed in again here, and signed out in another browser: Back here finds the session gone.
  const again = await signedIn(baseURL!);
  await again.page.goto('/chief-delivery');
  await expect(again.page.getByRole('heading', { name: 'Chief Delivery' })).toBeVisible();
  const elsewhere = await signedIn(baseURL!);
  await elsewhere.shell.signOut();
  await again.page.goBack({ waitUntil: 'commit' });
  await expect(again.page).toHaveURL(/\/auth\/login$/);
  await expect(again.page.getByTestId('greeting')).toHaveCount(0);
  // This browser is told why.
  await expect(again.page.getByTestId('session-ended')).toHaveText('Your session has ended. Please sign in again.');
});
