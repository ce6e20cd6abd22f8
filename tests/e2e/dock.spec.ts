import type { Locator, Page } from '@playwright/test';
import { codesIn, pageImage } from '../fixtures/printedCode.ts';
import { DeliveryWarehouseApi } from './deliveryWarehousePages.ts';
import { expect, test } from './fixtures.ts';
import { enterDock } from './dockPages.ts';
import { keepScreenshot, ShellPage } from './pages.ts';

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
