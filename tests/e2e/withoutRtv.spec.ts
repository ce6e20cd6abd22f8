import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';

const CLEAN_INVOICE = '9000000010';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function chooseReturnableLine(page: Page) {
  await typeInto(page.getByLabel('Invoice Ref Number'), CLEAN_INVOICE);
  await page.getByLabel('Invoice Ref Number').press('Enter');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // Lines returned by earlier journeys are greyed out; take the first one still returnable.
  const row = page
    .locator('tbody tr')
    .filter({ has: page.locator('input[type=checkbox]:not([disabled])') })
    .first();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/new-return\/non-rtv\/non-rtv-detail$/);
}

test("Without RTV: search, choose, check in the specification's order, save with an APL number", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service');
  await shell.openFromMenu('New Return', 'Without RTV', /\/new-return\/non-rtv$/);

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(await shell.dialogMessage()).toBe('Please Fill Out Invoice Ref Number Field');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  expect(await shell.dialogMessage()).toBe('Please select row first');

  await chooseReturnableLine(page);
  await expect(page.getByTestId('detail-line')).toHaveCount(1);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await shell.dialogMessage()).toBe('Please Select Reason !');
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^101 / }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await shell.dialogMessage()).toBe('Please Upload Image !');
  await page.getByTestId('detail-line').locator('input[type=file]').setInputFiles({ name: 'damaged.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('photo-view')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await shell.dialogMessage()).toBe('Please fill in the remarks !');
  await typeInto(page.getByLabel('Remarks').first(), 'Seal broken on arrival');
  // A hundredth, not the whole line: the tests running beside this one return from it too.
  await typeInto(page.getByLabel('Return Qty'), '0.01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await shell.dialogMessage()).toMatch(/^Return have been Saved, your return number : APL1001\d{8}$/);
  await expect(page).toHaveURL(/\/new-return\/non-rtv$/);
});

test('Without RTV: a draft is saved, reopened with everything it held, and submitted', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/new-return/non-rtv');
  await chooseReturnableLine(page);

  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^132 / }).click();
  await expect(page.getByTestId('detail-line')).toContainText('cannot upload');
  await typeInto(page.getByLabel('Remarks').first(), 'Destroyed at the pharmacy');
  // A hundredth: tests run two at a time, and a whole unit could leave the line empty for another.
  await typeInto(page.getByLabel('Return Qty'), '0.01');

  // Another batch of the same material, confirmed; the invoice's stays as the old one.
  const line = page.getByTestId('detail-line');
  const oldBatch = (await line.locator('td').nth(2).locator('p').first().textContent())!.trim();
  await line.getByRole('button', { name: /^Change batch of line/ }).click();
  const batches = page.getByRole('dialog', { name: 'Batch Search' });
  const other = batches
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Choose' }) })
    .filter({ hasNotText: oldBatch })
    .first();
  const newBatch = (await other.locator('td').nth(1).textContent())!.trim();
  await other.getByRole('button', { name: 'Choose' }).click();
  expect(await shell.confirm()).toBe(`Do you want change batch ${oldBatch} To ${newBatch}`);
  await expect(line).toContainText(`was ${oldBatch}`);
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/return') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Draft' }).click(),
  ]);
  const { returnId, retNumber } = (await saved.json()).data;
  expect(retNumber).toMatch(/^DRF\d{10}$/);
  expect(await shell.dialogMessage()).toBe(`Return have been Saved, your return number : ${retNumber}`);

  await page.goto(`/new-return/non-rtv/non-rtv-detail/${returnId}`);
  await expect(page.getByLabel('Remarks').first()).toHaveValue('Destroyed at the pharmacy');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue(/^132 /);
  await expect(page.getByLabel('Return Qty')).toHaveValue('0.01');
  await expect(page.getByTestId('detail-line')).toContainText(`${newBatch}`);
  await expect(page.getByTestId('detail-line')).toContainText(`was ${oldBatch}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await shell.dialogMessage()).toMatch(/^Return have been Saved, your return number : APL1001\d{8}$/);
});
