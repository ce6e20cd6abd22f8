import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';

test("Non Reference: customer first, material by code, checks in the specification's order, save with an APL number", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service');
  await shell.openFromMenu('New Return', 'Non Reference', /\/new-return\/non-rtv\/non-reference$/);

  await page.getByRole('button', { name: 'Add Material' }).click();
  expect(await shell.dialogMessage()).toBe('Please Select Customer !');

  await page.getByRole('button', { name: 'Search Customer' }).click();
  const customers = page.getByRole('dialog', { name: 'Customer Search' });
  await typeInto(customers.getByLabel('Customer Name'), 'Apotek Sehat Sentosa');
  await customers.getByRole('button', { name: 'Search', exact: true }).click();
  await customers.getByRole('button', { name: 'Choose' }).first().click();
  await expect(page.getByRole('main').getByLabel('Customer Name')).toHaveValue(/Apotek Sehat Sentosa/);

  await page.getByRole('button', { name: 'Add Material' }).click();
  const materials = page.getByRole('dialog', { name: 'Material Search' });
  await materials.getByRole('button', { name: 'Search', exact: true }).click();
  expect(await shell.dialogMessage()).toBe('Please Insert Material or Batch Code First!');
  await typeInto(materials.getByLabel('Material Code'), '10000001');
  await materials.getByRole('button', { name: 'Search', exact: true }).click();
  await materials.getByRole('button', { name: 'Choose' }).first().click();
  await expect(page.getByTestId('nonref-line')).toHaveCount(1);
  await expect(page.getByRole('main').getByLabel('Return Qty')).toHaveValue('1');

  const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
  await save();
  expect(await shell.dialogMessage()).toBe('Please Select Reason !');
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^132 / }).click();
  await expect(page.getByTestId('nonref-line')).toContainText('cannot upload');
  await save();
  expect(await shell.dialogMessage()).toBe('Please Input Net Price First !');
  await typeInto(page.getByRole('main').getByLabel('Net Price'), '15000');
  await save();
  expect(await shell.dialogMessage()).toBe('Please Select Reference Invoice Date First !');
  await page.getByRole('textbox', { name: 'Reference Invoice Date' }).click();
  await page.locator('.mantine-DateInput-day:not([data-outside])').filter({ hasText: /^1$/ }).first().click();
  await expect(page.getByRole('textbox', { name: 'Reference Invoice Date' })).toHaveValue(/^01\/\d{2}\/\d{4}$/);
  await save();
  expect(await shell.dialogMessage()).toBe('Please fill in the remarks !');
  await typeInto(page.getByRole('main').getByLabel('Remarks').first(), 'Found in the back store');
  await save();
  expect(await shell.dialogMessage()).toMatch(/^Return have been Saved, your return number : APL1001\d{8}$/);
  await expect(page).toHaveURL(/\/new-return\/non-rtv$/);
});
