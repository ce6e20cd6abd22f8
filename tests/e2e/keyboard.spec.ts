import type { FileChooser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

/**
 * Issue 16: the keyboard alone. Every step below is a key press (Tab, Space, Enter, arrows, typed
 * text); the only mouse-free shortcut is the session a user starts with (sessions.setup.ts).
 */

const CLEAN_INVOICE = '9000000010';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Watches for the file choosers the page opens, from now on. Playwright has Chromium intercept
 * choosers only while someone listens, and turns that on beside the test's next commands: CI once
 * saw no chooser after three presses, each with a listener added just before it. Listening from
 * the test's start leaves the interception on long before any key is pressed.
 */
function watchFileChoosers(page: Page) {
  const opened: FileChooser[] = [];
  page.on('filechooser', (chooser) => opened.push(chooser));
  /**
   * The chooser Enter on `button` opens for `input`; pressed again, as a user who sees no dialog
   * would, at most three times. A failure says whether the presses reached the input at all.
   */
  return async function onEnter(button: Locator, input: Locator): Promise<FileChooser> {
    const before = opened.length;
    await input.evaluate((el) => {
      el.dataset.clicks = '0';
      el.addEventListener('click', () => (el.dataset.clicks = String(Number(el.dataset.clicks) + 1)));
    });
    for (let attempt = 1; ; attempt++) {
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      try {
        await expect.poll(() => opened.length, { timeout: 5_000 }).toBeGreaterThan(before);
        return opened[before]!;
      } catch (error) {
        if (attempt === 3)
          throw new Error(`No file chooser after three presses; the input was clicked ${await input.getAttribute('data-clicks')} times`, { cause: error });
      }
    }
  };
}

/** Where the focus is: inside `container` or not. */
const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

/** The message dialog open now: the focus is in it and stays in it under Tab; Enter on OK closes it. */
async function answerDialog(page: Page): Promise<string> {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByTestId('dialog-message') })
    .last();
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  const text = (await dialog.getByTestId('dialog-message').textContent()) ?? '';
  await tabTo(page, dialog.getByRole('button', { name: /^(OK|Yes)$/ }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  return text;
}

test('Keyboard only: the skip link, a Without RTV return created, then approved by FSS', async ({ page, request }) => {
  const fileChooserOnEnter = watchFileChoosers(page);
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service');

  // The first Tab shows the skip link; Enter puts the focus on the content, past the menu.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The side menu: the group opens with Enter, its link follows with Enter.
  await tabTo(page, shell.menu().getByRole('button', { name: 'New Return' }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, shell.menu().getByRole('link', { name: 'Without RTV' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new-return\/non-rtv$/);

  await tabTo(page, page.getByLabel('Invoice Ref Number'));
  await page.keyboard.type(CLEAN_INVOICE);
  await page.keyboard.press('Enter');

  // The rows: Down moves from row to row, Space chooses the first line still returnable.
  const rows = page.locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  await tabTo(page, rows.first());
  for (let at = 0; !(await rows.nth(at).getByRole('checkbox').isEnabled()); at++) {
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(at + 1)).toBeFocused();
  }
  await page.keyboard.press('Space');
  await expect(page.locator('tbody input[type=checkbox]:checked')).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new-return\/non-rtv\/non-rtv-detail$/);

  // A check's message takes the focus, keeps it, and gives it back to Save when closed.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  expect(await answerDialog(page)).toBe('Please Select Reason !');
  await expect(save).toBeFocused();

  // The reason: typed into the searchable select, chosen with Down and Enter.
  await tabTo(page, page.getByRole('textbox', { name: 'Reason' }), { backwards: true });
  await page.keyboard.type('101');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue(/^101 /);
  await tabTo(page, page.getByLabel('Remarks').first());
  await page.keyboard.type('Seal broken on arrival');
  // The remarks are there as typed before Tab moves on.
  await expect(page.getByLabel('Remarks').first()).toHaveValue('Seal broken on arrival');

  // The photo: Enter on Upload opens the file chooser.
  const line = page.getByTestId('detail-line');
  const upload = line.getByRole('button', { name: 'Upload' });
  await tabTo(page, upload);
  const chooser = await fileChooserOnEnter(upload, line.locator('input[type=file]'));
  await chooser.setFiles({ name: 'damaged.png', mimeType: 'image/png', buffer: png });
  await expect(line.getByTestId('photo-view')).toBeVisible();

  // A hundredth, typed: tests running beside this one return from the same invoice.
  await tabTo(page, line.getByLabel('Return Qty'), { backwards: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0.01');

  await tabTo(page, save);
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/return') && r.request().method() === 'POST'),
    page.keyboard.press('Enter'),
  ]);
  const { returnId, retNumber } = (await saved.json()).data as { returnId: number; retNumber: string };
  expect(await answerDialog(page)).toBe(`Return have been Saved, your return number : ${retNumber}`);

  // FSS: the list of this return; Space chooses each of its rows, Next, then a decision per line.
  await shell.switchTo('fss', `/fss-asm-bm/${retNumber}`);
  const listRows = page.locator('tbody tr[data-row-key]').filter({ hasText: retNumber });
  await expect(listRows).toHaveCount(1);
  await tabTo(page, listRows.first());
  await page.keyboard.press('Space');
  await expect(listRows.first()).toHaveAttribute('aria-selected', 'true');

  // Enter opens the return's detail; Back returns to the list with the row still chosen.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fss-asm-bm\/detail-data$/);
  await tabTo(page, page.getByRole('button', { name: 'Back', exact: true }));
  await page.keyboard.press('Enter');
  await expect(listRows).toHaveCount(1);
  if ((await listRows.first().getAttribute('aria-selected')) !== 'true') {
    await tabTo(page, listRows.first());
    await page.keyboard.press('Space');
  }
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fss-asm-bm\/sales-detail$/);

  const approve = page.getByTestId('decision-line').first().getByRole('radio', { name: 'Approve' });
  await tabTo(page, approve);
  await page.keyboard.press('Space');
  await expect(approve).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  expect(await answerDialog(page)).toBe('Data has been saved!');

  const document = await new ReturnsApi(request).document(returnId);
  expect(document).toMatchObject({ status: 'W', stepCode: 'CD' });
  expect(document.items.map((i: { approvalStatus: string | null }) => i.approvalStatus)).toEqual([null]);
});
