import { expect, test } from '@playwright/test';
import config from '../../playwright.config.ts';

/**
 * A branch office reaches the app over plain HTTP under a host name of its network, not under
 * localhost (which a browser trusts as if it were secure). Chromium resolves such a name to this
 * server here, so the page loads exactly as it would at the office (issue 30 item 7: the CSP sent
 * its scripts to https and the page stayed on "Loading…").
 */
const host = 'returns.office.example';
const port = new URL(config.use!.baseURL!).port;
test.use({
  baseURL: `http://${host}:${port}`,
  launchOptions: { ...config.use!.launchOptions, args: [...(config.use!.launchOptions!.args ?? []), `--host-resolver-rules=MAP ${host} 127.0.0.1`] },
});

test('the sign-in page and the API reference load over plain HTTP under an office host name', async ({ page }) => {
  const failed: string[] = [];
  // A request the next navigation cancels (the sign-in page's prefetch of the next screen's
  // scripts) is aborted, not refused: what would fail here is a request sent to https or blocked.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // A password typed here would cross the network readable: the page says so (issue 55 item 13).
  await expect(page.getByTestId('plain-http-warning')).toBeVisible();
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
  expect(failed).toEqual([]);
});
