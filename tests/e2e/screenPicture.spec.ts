import { expect, test } from './fixtures.ts';
import { ReturnsApi } from './returnsApi.ts';
import { savedCookies } from './sessions.ts';

/**
 * Issue 34: a phone on a slow network sees its screen, drawn by the server with its first rows,
 * before the page's scripts have come; when they have, the page takes that screen over as it is
 * (React's hydration: the same elements, nothing drawn twice) and it works.
 */
test('a phone whose scripts are slow to come sees its list at once, and uses the same screen when they have', async ({ page, request }) => {
  const { retNumber } = await new ReturnsApi(request).submitCleanReturn('101');
  await page.setViewportSize({ width: 412, height: 823 });
  const failures: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  page.on('pageerror', (error) => failures.push(error.message));
  let scriptsCome!: () => void;
  const slowNetwork = new Promise<void>((resolve) => (scriptsCome = resolve));
  // The page's scripts, not the one that keeps the user's input until they have come (earlyInput.js).
  await page.route(/\/assets\/(?!earlyInput-)[^/]*\.js$/, async (route) => {
    await slowNetwork;
    await route.continue();
  });
  await page.context().addCookies(savedCookies('fss'));
  // Not to its load, which waits for the scripts.
  await page.goto(`/fss-asm-bm?retNumber=${retNumber}`, { waitUntil: 'commit' });

  await expect(page.locator('#root h2')).toHaveText('FSS / ASM / BM');
  const rows = page.locator('tbody tr').filter({ hasText: retNumber });
  await expect(rows).toHaveCount(2);
  await expect(page.locator('#splash-screen')).toHaveCount(0);
  // Marked before the scripts run: the page keeps these very elements.
  await rows.first().evaluate((row) => row.setAttribute('data-drawn', ''));

  // Used before the scripts have come: held, the box shown busy, not ticked (src/web/earlyInput.js).
  const checkbox = rows.first().getByRole('checkbox');
  const box = (await checkbox.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(checkbox).toHaveAttribute('data-early-input', '');
  await expect(checkbox).not.toBeChecked();

  const listAsked: string[] = [];
  page.on('request', (request) => request.url().includes('/api/return/myapproval') && listAsked.push(request.url()));
  scriptsCome();
  // React's own from now on (its fiber on the element), and the same element.
  await page.waitForFunction(() => {
    const row = document.querySelector('tbody tr[data-drawn]');
    return row !== null && Object.keys(row).some((key) => key.startsWith('__reactFiber'));
  });
  // Given to the screen once it has taken it over: ticked, and the list knows it (Next counts the chosen line).
  await expect(checkbox).toBeChecked();
  await expect(checkbox).not.toHaveAttribute('data-early-input');
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(2);
  expect(listAsked, 'the rows it was drawn with are not asked of the server again').toEqual([]);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => listAsked.length, { message: 'a search asks the server' }).toBe(1);
  await expect(rows).toHaveCount(2);
  expect(failures, 'the drawn screen taken over without a difference').toEqual([]);
});
