import { expect, test } from './fixtures.ts';
import { ReturnsApi } from './returnsApi.ts';
import { savedCookies } from './sessions.ts';

/**
 * Issue 34: a phone on a slow network sees its screen, drawn by the server with its first rows,
 * before the page's scripts have come; the picture takes no click nor key, and the screen itself
 * replaces it, working, when they have.
 */
test('a phone whose scripts are slow to come sees its list at once, and uses it when they have', async ({ page, request }) => {
  const { retNumber } = await new ReturnsApi(request).submitCleanReturn('101');
  await page.setViewportSize({ width: 412, height: 823 });
  let scriptsCome!: () => void;
  const slowNetwork = new Promise<void>((resolve) => (scriptsCome = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await slowNetwork;
    await route.continue();
  });
  await page.context().addCookies(savedCookies('fss'));
  // Not to its load, which waits for the scripts.
  await page.goto(`/fss-asm-bm?retNumber=${retNumber}`, { waitUntil: 'commit' });

  const picture = page.locator('#splash-screen.screen-picture');
  await expect(picture.locator('h2')).toHaveText('FSS / ASM / BM');
  await expect(picture.locator('tbody tr').filter({ hasText: retNumber })).toHaveCount(2);
  // Seen, not used: out of the accessibility tree, and inert (no click nor focus reaches it).
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  await expect(picture).toHaveAttribute('inert', '');
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);

  scriptsCome();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
  await expect(picture).toHaveCount(0);
  await expect(page.locator('tbody tr').filter({ hasText: retNumber })).toHaveCount(2);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`retNumber=${retNumber}`));
});
