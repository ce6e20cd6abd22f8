import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ReturnsApi } from './returnsApi.ts';
import { savedCookies, type SessionUser } from './sessions.ts';

/**
 * Issue 54 item 3: a screen the server drew works the moment it shows. On a phone's CPU (4× slower)
 * and a phone's network the page's scripts take the screen over a second or more after it
 * appears; a click or a key meanwhile does what it does once they have (src/web/earlyInput.js
 * holds it, marks the control busy, and gives it to the screen then). Each action below lands
 * before the scripts have come, as real mouse and key events at the control's place (not
 * Playwright's click, which waits until the control can take it).
 */
test.describe.configure({ mode: 'serial' });

/**
 * How long the page may take to take its screen over once its scripts come: at 4× CPU, with CI's
 * other journeys on the same two cores, it took more than the ten seconds an expectation waits.
 */
const takenOverWithin = { timeout: 30_000 };

let retNumber: string;
test.beforeAll(async ({ request }) => {
  ({ retNumber } = await new ReturnsApi(request).submitCleanReturn('101'));
});

/**
 * Opens `path` as `user` on a CPU four times slower, and resolves as soon as `shown` is on the
 * screen, with the page's scripts held back (a phone's network): the user acts on the drawn screen,
 * then `scriptsCome` lets them through and the page takes the screen over.
 */
async function openDrawn(page: Page, user: SessionUser, path: string, shown: (page: Page) => Locator) {
  await page.context().addCookies(savedCookies(user));
  // The page's own renderer is slowed, once the address has one: a new site's page may start in another.
  await page.goto('/terms');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let scriptsCome!: () => void;
  const held = new Promise<void>((resolve) => (scriptsCome = resolve));
  // The page's scripts, not the one that keeps the user's input until they have come.
  await page.route(/\/assets\/(?!earlyInput-)[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await shown(page).first().waitFor();
  expect(await takenOver(shown(page).first()), 'the screen is still the drawn one when the user acts').toBe(false);
  return scriptsCome;
}

/** Whether React has taken the element over (its fiber is on it). */
const takenOver = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/** A real click at the element's place, as a finger's: no wait for the element to be ready (scrolled to first, as a user scrolls to a row below the fold). */
async function tapAt(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test("a row's checkbox ticked as the list appears is ticked, and the list knows it", async ({ page }) => {
  const row = (p: Page) => p.locator('tbody tr').filter({ hasText: retNumber });
  const scriptsCome = await openDrawn(page, 'fss', `/fss-asm-bm?retNumber=${retNumber}`, row);
  const checkbox = row(page).first().getByRole('checkbox');
  await tapAt(page, checkbox);
  scriptsCome();
  await expect(checkbox).toBeChecked(takenOverWithin);
  await expect(checkbox).not.toHaveAttribute('data-early-input');
  // The list's own state, not only the box: Next is enabled by a chosen line.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
});

test("the dashboard's Detail pressed as the dashboard appears opens the return's step", async ({ page }) => {
  const detail = (p: Page) => p.locator('tbody tr').filter({ hasText: retNumber }).getByRole('button', { name: 'Detail' });
  const scriptsCome = await openDrawn(page, 'fss', '/dashboard', detail);
  await tapAt(page, detail(page).first());
  scriptsCome();
  await expect(page).toHaveURL(new RegExp(`/fss-asm-bm.*${retNumber}`), takenOverWithin);
});

test('a return number typed into the search as the list appears, and Enter, searches for it', async ({ page }) => {
  const field = (p: Page) => p.getByRole('textbox', { name: 'APL Return Number' });
  const scriptsCome = await openDrawn(page, 'fss', '/fss-asm-bm', field);
  await tapAt(page, field(page));
  await page.keyboard.type(retNumber);
  await page.keyboard.press('Enter');
  scriptsCome();
  await expect(field(page)).toHaveValue(retNumber, takenOverWithin);
  await expect(page).toHaveURL(new RegExp(`retNumber=${retNumber}`));
  await expect(page.locator('tbody tr').filter({ hasText: retNumber })).toHaveCount(2);
});
