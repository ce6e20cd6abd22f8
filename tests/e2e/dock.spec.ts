import type { Locator, Page } from '@playwright/test';
import { codesIn, pageImage } from '../fixtures/printedCode.ts';
import { DeliveryWarehouseApi } from './deliveryWarehousePages.ts';
import { expect, test } from './fixtures.ts';
import { enterDock } from './dockPages.ts';
import { clearField, keepScreenshot, ShellPage } from './pages.ts';

/**
 * Issue 56: Chief Warehouse at the receiving dock, on a tablet and on a phone, by touch. The
 * scanned code is the one printed on the FPRE, read back from the form's page image.
 */
test.use({ hasTouch: true });

/** A finger's target on the dock: 48 px each way (half a pixel is layout's rounding). */
async function expectDockTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.width, `${target} is ${box.width} px wide`).toBeGreaterThanOrEqual(47.5);
  expect(box.height, `${target} is ${box.height} px high`).toBeGreaterThanOrEqual(47.5);
}

async function expectNoSidewaysPage(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** A return waiting at Chief Warehouse and the code printed on its FPRE, as a scanner reads it from the paper. */
async function printedReturn(api: DeliveryWarehouseApi) {
  const r = await api.atWarehouse();
  const form = await api.returns.bytes('chief_delivery', `/api/return/${r.retNumber}/form`);
  const [code] = await codesIn(await pageImage(form));
  expect(code).toMatch(new RegExp(`^${r.retNumber}\\.`));
  return { ...r, code: code! };
}

for (const device of [
  { name: 'tablet', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 412, height: 915 } },
]) {
  test(`Receiving dock on a ${device.name}: a scanner types the FPRE's code, lines are counted and one rejected, and the sales order follows`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(device.viewport);
    const api = new DeliveryWarehouseApi(request);
    const { retNumber, returnId, code } = await printedReturn(api);
    const shell = new ShellPage(page);
    await enterDock(page, 'chief_warehouse');

    // A keyboard-wedge scanner types the code and Enter into the focused Scan field.
    const scan = page.getByRole('textbox', { name: 'Scan or type the FPRE code' });
    await expect(scan).toBeFocused();
    await expectDockTarget(scan);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    const lines = page.getByTestId('dock-line');
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('dock-return').getByRole('heading', { name: retNumber })).toBeVisible();
    await expectNoSidewaysPage(page);
    await keepScreenshot(page, `dock-${device.name}-return.png`);

    // The first line counted down to nothing with −; the second rejected, its remark asked for.
    const first = lines.nth(0);
    const less = first.getByRole('button', { name: 'One less' });
    await expectDockTarget(less);
    await expectDockTarget(first.getByRole('button', { name: 'One more' }));
    await less.tap();
    await expect(first.getByRole('textbox', { name: 'Counted' })).toHaveValue('0');
    const second = lines.nth(1);
    await second.getByText('Reject this line').tap();
    await page.getByText('FPRE OK', { exact: true }).tap();
    const save = page.getByRole('button', { name: 'Save' });
    await expectDockTarget(save);
    await save.tap();
    await expect(page.getByText('Please fill remark reject first!').first()).toBeVisible();
    await second.getByRole('textbox', { name: 'Why is it rejected?' }).tap();
    await page.keyboard.type('Carton crushed');
    await save.tap();
    expect(await shell.dialogMessage()).toBe(`The decision on ${retNumber} is being sent.`);

    // Sent once: the tablet lists it, and the return goes on to its sales order.
    const decision = page.getByTestId('dock-decision').filter({ hasText: retNumber });
    await expect(decision).toHaveAttribute('data-state', 'sent', { timeout: 15_000 });
    await expect(scan).toBeFocused();
    await keepScreenshot(page, `dock-${device.name}-sent.png`);
    await expect.poll(async () => (await api.returns.get('chief_warehouse', `/api/return/${returnId}`)).soNo, { timeout: 30_000 }).toMatch(/\S/);
    const header = await api.returns.get('chief_warehouse', `/api/return/${returnId}/header-detail`);
    expect(header).toMatchObject({ cw_channel: 'dock', cw_remarks: null });

    // Scanned again, it says it was received already, by whom.
    await page.keyboard.type(retNumber);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Return ${retNumber} was received already: FPRE OK by chief_warehouse on`)).toBeVisible();
  });
}

test('Receiving dock through a dead zone: two returns decided offline, the app reloaded offline, both posted once when the network is back; one the desk decided meanwhile is shown refused and kept', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const api = new DeliveryWarehouseApi(request);
  const [first, second, third] = [await api.atWarehouse(), await api.atWarehouse(), await api.atWarehouse()];
  await enterDock(page, 'chief_warehouse');
  // The dock's worker keeps the app on the tablet: it controls the page once installed.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const scan = page.getByRole('textbox', { name: 'Scan or type the FPRE code' });
  const open = async (retNumber: string) => {
    await clearField(scan);
    await scan.pressSequentially(retNumber);
    await scan.press('Enter');
    await expect(page.getByTestId('dock-return').getByRole('heading', { name: retNumber })).toBeVisible();
  };
  // Scanned at the door while the network was there: kept on the tablet for the day.
  for (const r of [first, second, third]) {
    await open(r.retNumber);
    await page.getByRole('button', { name: 'Cancel' }).click();
  }

  await context.setOffline(true);
  await expect(page.getByTestId('network')).toHaveText('Offline');
  const decide = async (retNumber: string, status: 'FPRE OK' | 'Not OK') => {
    await open(retNumber);
    await expect(page.getByText('Opened offline')).toBeVisible();
    await page.getByText(status, { exact: true }).click();
    if (status === 'Not OK') await page.getByRole('textbox', { name: 'Document Remark' }).pressSequentially('Signature missing');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`The decision on ${retNumber} is kept on this tablet and goes when the network is back.`)).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
  };
  await decide(first.retNumber, 'FPRE OK');
  await decide(second.retNumber, 'FPRE OK');
  await decide(third.retNumber, 'Not OK');
  // Meanwhile at the desk, the third is decided otherwise.
  const lines = (await api.returns.get('chief_warehouse', `/api/return/${third.returnId}`)).items as {
    returnDetailId: number;
    qty: number;
    returnUom: string;
  }[];
  await api.returns.post('chief_warehouse', `/api/return/${third.retNumber}/warehouse`, {
    fpreStatus: 'A',
    items: lines.map((l) => ({ approvalDetailId: l.returnDetailId, qty: l.qty, uom: l.returnUom, status: null, remark: null })),
  });

  // The tablet restarts in the dead zone: the dock opens from what it keeps, the three decisions waiting.
  await page.reload();
  await expect(page.getByTestId('waiting-count')).toHaveText('3 waiting to be sent');
  await expect(page.getByTestId('network')).toHaveText('Offline');

  await context.setOffline(false);
  const decision = (r: { retNumber: string }) => page.getByTestId('dock-decision').filter({ hasText: r.retNumber });
  await expect(decision(first)).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  await expect(decision(second)).toHaveAttribute('data-state', 'sent');
  await expect(decision(third)).toHaveAttribute('data-state', 'refused');
  await expect(decision(third)).toContainText(`Return ${third.retNumber}`);
  await expect(decision(third).getByRole('button', { name: 'Open again' })).toBeVisible();
  await keepScreenshot(page, 'dock-after-dead-zone.png');

  for (const r of [first, second]) {
    await expect.poll(async () => (await api.returns.get('chief_warehouse', `/api/return/${r.returnId}`)).soNo, { timeout: 30_000 }).toMatch(/\S/);
    const header = await api.returns.get('chief_warehouse', `/api/return/${r.returnId}/header-detail`);
    expect(header.cw_channel).toBe('dock');
    expect(Date.parse(header.cw_made_datetime)).toBeLessThan(Date.parse(header.cw_approval_datetime));
  }
});
