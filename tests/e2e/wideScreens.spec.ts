import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ApprovalScreens } from './approvalPages.ts';
import { DeliveryWarehouseScreens, DeliveryWarehouseApi } from './deliveryWarehousePages.ts';
import { ShellPage } from './pages.ts';

/**
 * A 1440 px wide screen (a common office monitor): the key columns of a wide list stay in view
 * when it is scrolled sideways, labels are whole and written as the specification writes them,
 * and no empty band sits above the table headers. Each screen is kept as a screenshot.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** Scrolls the table that holds `cell` to its right end. */
const scrollTableToEnd = (cell: Locator) =>
  cell.evaluate((el) => {
    let box = el.parentElement;
    while (box && box.scrollWidth <= box.clientWidth) box = box.parentElement;
    if (box) box.scrollLeft = box.scrollWidth;
  });

/** The label as it is rendered (innerText follows text-transform), and whether it is cut off. */
const rendered = (label: Locator) => label.evaluate((el) => ({ text: (el as HTMLElement).innerText, cut: el.scrollWidth > el.clientWidth + 1 }));

async function noBandAboveHeaders(table: Locator) {
  const [paper, head] = await Promise.all([table.locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]').boundingBox(), table.locator('thead').boundingBox()]);
  expect(head!.y - paper!.y).toBeLessThan(4);
}

test('Chief Delivery at 1440 px: the return number stays in view, statuses are whole, no band above the headers', async ({ page, request }) => {
  const { retNumber } = await new DeliveryWarehouseApi(request).atDelivery();
  const shell = new ShellPage(page);
  await shell.enterAs('chief_delivery', '/chief-delivery');
  const screens = new DeliveryWarehouseScreens(page);
  await screens.search(retNumber);
  const row = screens.rows(retNumber);
  const number = row.getByRole('cell', { name: retNumber, exact: true });
  await expect(number).toBeInViewport({ ratio: 1 });
  await noBandAboveHeaders(page.locator('table').first());
  expect(await rendered(row.getByTestId('print-status'))).toEqual({ text: 'Not Printed', cut: false });
  expect(await rendered(row.getByTestId('fareye-status'))).toEqual({ text: 'Not Send', cut: false });
  await scrollTableToEnd(number);
  await expect(row.locator('td').last()).toBeInViewport();
  await expect(number).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('chief-delivery-1440.png') });
});

test('FSS / ASM / BM at 1440 px: the return number and the CRP flag stay in view, "Within CRP" as written; the detail names type and creator', async ({ page, request }) => {
  const { retNumber } = await new DeliveryWarehouseApi(request).returns.submitCleanReturn('101');
  const shell = new ShellPage(page);
  await shell.enterAs('fss', `/fss-asm-bm/${retNumber}`);
  const screens = new ApprovalScreens(page);
  const row = screens.rows(retNumber).first();
  const number = row.getByRole('button', { name: retNumber });
  const crp = row.getByText('Within CRP');
  await expect(number).toBeInViewport({ ratio: 1 });
  await expect(crp).toBeInViewport({ ratio: 1 });
  expect(await rendered(crp)).toEqual({ text: 'Within CRP', cut: false });
  await noBandAboveHeaders(page.locator('table').first());
  await page.screenshot({ path: test.info().outputPath('fss-list-1440.png') });
  await scrollTableToEnd(number);
  await expect(number).toBeInViewport({ ratio: 1 });
  await expect(crp).toBeInViewport({ ratio: 1 });

  await number.click();
  await expect(page).toHaveURL(/\/fss-asm-bm\/detail-data$/);
  await expect(page.getByRole('textbox', { name: 'Type Return' })).toHaveValue('Without RTV');
  await expect(page.getByRole('textbox', { name: 'Created By' })).toHaveValue('Dewi Anggraini');
  const badge = page.getByTestId('detail-data-line').first().getByText('Within CRP');
  expect(await rendered(badge)).toEqual({ text: 'Within CRP', cut: false });
  await page.screenshot({ path: test.info().outputPath('fss-detail-1440.png') });
});
