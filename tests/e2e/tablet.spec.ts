import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ApprovalScreens } from './approvalPages.ts';
import { DeliveryWarehouseApi, DeliveryWarehouseScreens, signedFpre } from './deliveryWarehousePages.ts';
import { keepScreenshot, ShellPage } from './pages.ts';

/**
 * Issue 16: the screens used away from a desk, on a tablet held either way, tapped with a finger
 * (touch events; the page sees a coarse pointer). The fields a user acts on are in view without
 * scrolling sideways, and every target is at least 44 px each way.
 */
test.use({ hasTouch: true });

const portrait = { width: 768, height: 1024 };
const landscape = { width: 1024, height: 768 };

/** Big enough for a finger: 44 px each way. */
async function expectTouchTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  // Layout measures in fractions of a pixel (43.99999 for a 44 px button): half a pixel is rounding, not a smaller target.
  expect(box.width, `${target} is ${box.width} px wide`).toBeGreaterThanOrEqual(43.5);
  expect(box.height, `${target} is ${box.height} px high`).toBeGreaterThanOrEqual(43.5);
}

/** Inside the screen's width as the page is laid out, with nothing scrolled sideways. */
async function expectWithinWidth(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The page itself never scrolls sideways (a wide list scrolls inside its own box). */
async function expectNoSidewaysPage(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Opens a select and taps an option (a dropdown still opening can miss the first tap). */
async function tapOption(page: Page, select: Locator, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    if (!(await choice.isVisible())) await select.tap();
    await choice.tap({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

async function tapDialogButton(page: Page, name: 'OK' | 'Yes'): Promise<string> {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByTestId('dialog-message') })
    .last();
  const button = dialog.getByRole('button', { name });
  await expectTouchTarget(button);
  const text = (await dialog.getByTestId('dialog-message').textContent()) ?? '';
  await button.tap();
  await expect(dialog).toBeHidden();
  return text;
}

test('Tablet, portrait: Chief Warehouse checks a return at the dock by touch', async ({ page, request }) => {
  await page.setViewportSize(portrait);
  const api = new DeliveryWarehouseApi(request);
  const { returnId, retNumber } = await api.atWarehouse();
  const shell = new ShellPage(page);
  const screens = new DeliveryWarehouseScreens(page);
  await shell.enterAs('chief_warehouse', `/chief-warehouse/${retNumber}`);
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

  // The menu folds away behind its button; the list keeps the return number and its action in view.
  await expect(shell.menu()).not.toBeInViewport();
  await expectTouchTarget(page.getByRole('button', { name: 'Toggle menu' }));
  const row = screens.rows(retNumber);
  await expect(row).toHaveCount(1);
  await expectWithinWidth(page, row.getByRole('cell', { name: retNumber, exact: true }));
  const open = row.getByRole('button', { name: 'Confirm FPRE' });
  await expectWithinWidth(page, open);
  await expectTouchTarget(open);
  await expectTouchTarget(row.getByRole('button', { name: 'Expand' }));
  await expectNoSidewaysPage(page);
  await keepScreenshot(page, 'warehouse-list-portrait.png');
  await open.tap();
  await expect(page).toHaveURL(/\/chief-warehouse\/warehouse-detail$/);

  // Each line: what it is, then the four fields the warehouse fills, all in view and big enough.
  await expect(screens.lines()).toHaveCount(2);
  for (const line of await screens.lines().all()) {
    await expect(line).toContainText('Requested Qty 0.01');
    for (const field of [
      line.getByRole('textbox', { name: 'Actual Qty' }),
      line.getByRole('textbox', { name: 'UOM' }),
      line.getByRole('checkbox', { name: 'Reject' }),
      line.getByRole('textbox', { name: 'Remark' }),
    ]) {
      await expectWithinWidth(page, field);
      await expectTouchTarget(field);
    }
    await expectTouchTarget(line.getByRole('button', { name: 'Photo' }));
  }
  await expectNoSidewaysPage(page);
  // (A full-page screenshot would lay the page out again without the touch screen.)
  await screens.lines().first().scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'warehouse-detail-portrait.png');

  // The check, tapped and typed: document OK, the first line counted in a decimal, the second rejected.
  await tapOption(page, page.getByRole('textbox', { name: 'Action For All' }), 'FPRE OK');
  const actual = screens.lines().nth(0).getByRole('textbox', { name: 'Actual Qty' });
  await actual.tap();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0.005');
  await expect(actual).toHaveValue('0.005');
  await screens.lines().nth(1).getByRole('checkbox', { name: 'Reject' }).tap();
  await expect(screens.lines().nth(1).getByRole('checkbox', { name: 'Reject' })).toBeChecked();
  await screens.lines().nth(1).getByRole('textbox', { name: 'Remark' }).tap();
  await page.keyboard.type('Box crushed');
  const save = screens.button('Save');
  await expectTouchTarget(save);
  await save.tap();
  await expect(page.getByTestId('dialog-message')).toHaveText(/^Return has been Saved, your Sales Order number : \S+$/, { timeout: 40_000 });
  await tapDialogButton(page, 'OK');

  const document = await api.returns.document(returnId);
  expect(document).toMatchObject({ status: 'A', stepCode: 'END' });
  expect(document.items.map((i: { approvalStatus: string | null }) => i.approvalStatus)).toEqual([null, 'R']);
});

test('Tablet, landscape: Chief Delivery photographs the signed FPRE with the camera and approves', async ({ page, request }) => {
  await page.setViewportSize(landscape);
  const api = new DeliveryWarehouseApi(request);
  const { returnId, retNumber } = await api.atDelivery();
  await api.returns.post('chief_delivery', `/api/return/${retNumber}/print`, {});
  const shell = new ShellPage(page);
  const screens = new DeliveryWarehouseScreens(page);
  await shell.enterAs('chief_delivery', `/chief-delivery/${retNumber}`);

  const row = screens.rows(retNumber);
  await expectWithinWidth(page, row.getByRole('cell', { name: retNumber, exact: true }));
  await expectTouchTarget(row.getByRole('checkbox'));
  await screens.waitForFareye(retNumber, 'Sent');
  const upload = row.getByRole('button', { name: 'Upload' });
  await expectWithinWidth(page, upload);
  await expectTouchTarget(upload);
  await expectNoSidewaysPage(page);
  await keepScreenshot(page, 'delivery-list-landscape.png');
  await upload.tap();
  await expect(page).toHaveURL(/\/chief-delivery\/delivery-detail$/);

  // "Take photo" asks the tablet's camera for the picture (an image capture input).
  const camera = page.getByRole('button', { name: 'Take photo' });
  await expectTouchTarget(camera);
  await expect(page.locator('input[type=file][capture=environment]')).toHaveAttribute('accept', 'image/jpeg,image/png');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), camera.tap()]);
  await chooser.setFiles({ ...signedFpre, name: 'camera.png' });
  await expect(page.getByTestId('fpre-document')).toContainText('camera.png');
  await page.getByLabel('Handover Remarks').tap();
  await page.keyboard.type('Handed over at the dock');
  const approve = screens.button('Approve');
  await expectTouchTarget(approve);
  await expectNoSidewaysPage(page);
  await keepScreenshot(page, 'delivery-detail-landscape.png');
  await approve.tap();
  expect(await tapDialogButton(page, 'OK')).toBe('Data has been saved!');
  expect(await api.returns.document(returnId)).toMatchObject({ status: 'W', stepCode: 'CW' });
});

test('Tablet, both ways: FSS reads a return and decides its lines by touch', async ({ page, request }) => {
  const api = new DeliveryWarehouseApi(request);
  const { returnId, retNumber } = await api.returns.submitCleanReturn('101');
  const shell = new ShellPage(page);
  const screens = new ApprovalScreens(page);

  // The return's detail, landscape: each line's material, quantity and photo without scrolling sideways.
  await page.setViewportSize(landscape);
  await shell.enterAs('fss', `/fss-asm-bm/${retNumber}`);
  await expect(screens.rows(retNumber)).toHaveCount(2);
  await screens.rows(retNumber).first().getByRole('button', { name: retNumber }).tap();
  await expect(page).toHaveURL(/\/fss-asm-bm\/detail-data$/);
  const detailLines = page.getByTestId('detail-data-line');
  await expect(detailLines).toHaveCount(2);
  for (const line of await detailLines.all()) {
    await expectWithinWidth(page, line.getByTestId('requested-qty'));
    await expectWithinWidth(page, line.getByText('Within CRP'));
    await expectTouchTarget(line.getByRole('button', { name: 'Photo' }));
  }
  await expectNoSidewaysPage(page);
  await detailLines.first().scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'return-detail-landscape.png');
  await screens.button('Back').tap();

  // The decision, portrait: approve and reject are each a target of their own, the remark beside them.
  await page.setViewportSize(portrait);
  // (.all() does not wait: the list is back first, or there is nothing to tap.)
  await expect(screens.rows(retNumber)).toHaveCount(2);
  for (const check of await screens.rows(retNumber).getByRole('checkbox').all()) {
    await expectTouchTarget(check);
    await check.tap();
  }
  await page.getByRole('button', { name: 'Next', exact: true }).tap();
  await expect(page).toHaveURL(/\/fss-asm-bm\/sales-detail$/);
  await expect(screens.lines()).toHaveCount(2);
  for (const line of await screens.lines().all()) {
    for (const choice of ['Approve', 'Reject']) {
      await expectWithinWidth(page, line.getByText(choice, { exact: true }));
      await expectTouchTarget(line.getByText(choice, { exact: true }));
    }
    await expectWithinWidth(page, line.getByRole('textbox', { name: 'Remark' }));
    await expectTouchTarget(line.getByRole('textbox', { name: 'Remark' }));
  }
  await expectNoSidewaysPage(page);
  await screens.lines().first().scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'decision-portrait.png');
  // A tap on the label decides, as a tap on the radio does.
  await screens.lines().nth(0).getByText('Approve', { exact: true }).tap();
  await screens.lines().nth(1).getByText('Reject', { exact: true }).tap();
  await screens.lines().nth(1).getByRole('textbox', { name: 'Remark' }).tap();
  await page.keyboard.type('Seal broken');
  await screens.button('Save').tap();
  expect(await tapDialogButton(page, 'OK')).toBe('Data has been saved!');
  const document = await api.returns.document(returnId);
  expect(document).toMatchObject({ status: 'W', stepCode: 'CD' });
  expect(document.items.map((i: { approvalStatus: string | null }) => i.approvalStatus)).toEqual([null, 'R']);
});
