import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ApprovalScreens } from './approvalPages.ts';
import { DeliveryWarehouseScreens, DeliveryWarehouseApi } from './deliveryWarehousePages.ts';
import { keepScreenshot, ShellPage } from './pages.ts';

/**
 * A 1440 px wide screen (a common office monitor): the key columns of a wide list stay in view
 * when it is scrolled sideways, labels are whole and written as the specification writes them,
 * and no empty band sits above the table headers. Each screen is kept as a screenshot (keepScreenshot: not in CI).
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
  const [paper, head] = await Promise.all([
    table.locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]').boundingBox(),
    table.locator('thead').boundingBox(),
  ]);
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
  await keepScreenshot(page, 'chief-delivery-1440.png');
});

test('FSS / ASM / BM at 1440 px: the return number and the CRP flag stay in view, "Within CRP" as written; the detail names type and creator', async ({
  page,
  request,
}) => {
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
  await keepScreenshot(page, 'fss-list-1440.png');
  await scrollTableToEnd(number);
  await expect(number).toBeInViewport({ ratio: 1 });
  await expect(crp).toBeInViewport({ ratio: 1 });

  await number.click();
  await expect(page).toHaveURL(/\/fss-asm-bm\/detail-data$/);
  await expect(page.getByRole('textbox', { name: 'Type Return' })).toHaveValue('Without RTV');
  await expect(page.getByRole('textbox', { name: 'Created By' })).toHaveValue('Dewi Anggraini');
  const badge = page.getByTestId('detail-data-line').first().getByText('Within CRP');
  expect(await rendered(badge)).toEqual({ text: 'Within CRP', cut: false });
  await keepScreenshot(page, 'fss-detail-1440.png');
});

/**
 * The element in full view once the page (never a table) is scrolled down to it: nothing of it
 * beyond the window's right edge or cut off by a table's scrolling box.
 */
async function expectInFullView(element: Locator) {
  const hidden = await element.evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120);
    const box = el.getBoundingClientRect();
    let right = document.documentElement.clientWidth;
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') right = Math.min(right, parent.getBoundingClientRect().right);
    }
    return Math.max(0, Math.round(box.right - right));
  });
  expect(hidden, `${await element.evaluate((el) => el.textContent || el.getAttribute('aria-label'))}: px hidden on the right`).toBe(0);
  await expect(element).toBeInViewport({ ratio: 1 });
}

const officeScreens = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];

test('at 1440×900 and 1024×768 the columns a user chooses and decides by are in view: Without RTV, the FSS list and its decision screen (issue 30 item 15)', async ({
  page,
  request,
}) => {
  const { retNumber } = await new DeliveryWarehouseApi(request).returns.submitCleanReturn('101');
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/new-return/non-rtv');
  const invoice = page.getByRole('textbox', { name: 'Invoice Ref Number' });
  await invoice.pressSequentially('9000000010');
  await invoice.press('Enter');
  await expect(page.locator('tbody tr').first()).toContainText('Rp');
  for (const size of officeScreens) {
    await page.setViewportSize(size);
    for (const column of ['Line', 'Material', 'Batch / Exp Date', 'Available Qty', 'Net Price', 'Block Remarks', 'CRP']) {
      await expectInFullView(page.getByRole('columnheader', { name: column, exact: true }));
    }
    await keepScreenshot(page, `without-rtv-${size.width}.png`);
  }

  await shell.switchTo('fss', `/fss-asm-bm/${retNumber}`);
  const screens = new ApprovalScreens(page);
  for (const size of officeScreens) {
    await page.setViewportSize(size);
    const rows = screens.rows(retNumber);
    await expect(rows).toHaveCount(2);
    for (const column of ['APL Return Number', 'Material', 'Batch / Exp Date', 'Qty'])
      await expectInFullView(page.getByRole('columnheader', { name: column, exact: true }));
    // Two lines of one return are told apart by what is in view.
    const [first, second] = await Promise.all([0, 1].map((i) => rows.nth(i).locator('td').nth(2).innerText()));
    expect(first).not.toBe(second);
    await keepScreenshot(page, `fss-list-${size.width}.png`);
  }
  await screens.rows(retNumber).first().getByRole('checkbox').check();
  await screens.next();
  await expect(screens.lines()).toHaveCount(1);
  for (const size of officeScreens) {
    await page.setViewportSize(size);
    const line = screens.lines().first();
    await expectInFullView(line.getByRole('radio', { name: 'Approve' }));
    await expectInFullView(line.getByRole('textbox', { name: 'Remark' }));
    await keepScreenshot(page, `fss-decision-${size.width}.png`);
  }
});
