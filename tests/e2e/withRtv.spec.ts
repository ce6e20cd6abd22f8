import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';

const CLEAN_INVOICE = '9000000010';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The RTV header of every journey: checked in the specification's order, then saved as a draft. */
async function saveHeader(page: Page, shell: ShellPage, rtvNo: string) {
  const save = () => page.getByRole('button', { name: 'save', exact: true }).click();
  await save();
  expect(await shell.dialogMessage()).toBe('Please Insert RTV Number First!');
  await typeInto(page.getByLabel('RTV Number'), rtvNo);
  await save();
  expect(await shell.dialogMessage()).toBe('Please RTV Date First!');
  // Typed day first: the second of November, not the eleventh of February.
  await typeInto(page.getByRole('textbox', { name: 'RTV Date', exact: true }), '02/11/2026');
  await expect(page.getByRole('textbox', { name: 'RTV Date', exact: true })).toHaveValue('02/11/2026');
  await save();
  expect(await shell.dialogMessage()).toBe('Please RTV Receiving Date First!');
  await expect(page.getByLabel('Remarks for 7-14 days')).toBeHidden();
  // An impossible day is refused with a message, and the field stays empty.
  await typeInto(page.getByRole('textbox', { name: 'RTV Receiving Date' }), '31/02/2026');
  await expect(page.getByText('31/02/2026 is not valid')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'RTV Receiving Date' })).toHaveValue('');
  await typeInto(page.getByRole('textbox', { name: 'RTV Receiving Date' }), '12/11/2026');
  // Ten days apart: the 7-14 days remark is asked for.
  await expect(page.getByLabel('Remarks for 7-14 days')).toBeVisible();
  await typeInto(page.getByLabel('Remarks for 7-14 days'), 'Held at the pharmacy over a holiday');
  await save();
  expect(await shell.dialogMessage()).toBe('Please Customer First!');
  await page.getByRole('button', { name: 'Search Customer' }).click();
  const customers = page.getByRole('dialog', { name: 'Customer Search' });
  await typeInto(customers.getByLabel('Customer Code'), '30000001');
  await customers.getByRole('button', { name: 'Search', exact: true }).click();
  await customers.getByRole('button', { name: 'Choose' }).first().click();
  await expect(page.getByRole('main').getByLabel('Customer Name')).toHaveValue('Apotek Sehat Sentosa');
  await save();
  await expect(page).toHaveURL(/\/new-return\/with-rtv\/list$/);
  await expect(page.getByRole('main').getByLabel('RTV Number')).toHaveValue(rtvNo);
  // The draft it was saved as, by its number.
  await expect(page.getByRole('main').getByLabel('Draft Number')).toHaveValue(/^DRF\d{10}$/);
  // The dates were stored as typed (the list shows the saved header).
  await expect(page.getByRole('main').getByLabel('RTV Date', { exact: true })).toHaveValue('02/11/2026');
  await expect(page.getByRole('main').getByLabel('RTV Receiving Date')).toHaveValue('12/11/2026');
}

async function addReferenceLine(page: Page) {
  await page.getByRole('button', { name: 'Reference', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Reference Search' });
  await typeInto(search.getByLabel('Invoice Number', { exact: true }), CLEAN_INVOICE);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  // Lines returned by earlier journeys show why instead of Choose; take the first still returnable.
  await search.getByRole('button', { name: 'Choose' }).first().click();
  await expect(page.getByTestId('rtv-reference-line')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add Reference' })).toBeVisible();
}

test('With RTV: header, reference line, net price change and add Batch, checks in order, save with an APL number', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service');
  await shell.openFromMenu('New Return', 'With RTV', /\/new-return\/with-rtv$/);
  await saveHeader(page, shell, 'RTV-E2E-001');

  await expect(page.getByTestId('rtv-reference-next')).toBeDisabled();
  await addReferenceLine(page);
  await page.getByTestId('rtv-reference-next').click();
  await expect(page).toHaveURL(/\/new-return\/with-rtv\/detail$/);
  const lines = page.getByTestId('rtv-detail-line');
  await expect(lines).toHaveCount(1);

  // Net price change, confirmed.
  await lines.first().getByRole('button', { name: 'Line actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Net Price' }).click();
  const netSales = page.getByRole('dialog', { name: 'NetSales Change' });
  await typeInto(netSales.getByLabel('NetSales New'), '150000');
  await netSales.getByRole('button', { name: 'Changes' }).click();
  expect(await shell.confirm()).toMatch(/^Do you want change Net Sales .+ To Rp\s?150\.000$/);
  await expect(lines.first()).toContainText('150.000');

  // A copy of the line ('add Batch'): only the newest keeps the action.
  await lines.first().getByRole('button', { name: 'Line actions' }).click();
  await page.getByRole('menuitem', { name: 'add Batch' }).click();
  await expect(lines).toHaveCount(2);
  await lines.first().getByRole('button', { name: 'Line actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'add Batch' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
  // Both lines hold all that is available: together they exceed their invoice line.
  await save();
  expect(await shell.dialogMessage()).toBe('Return Qty cannot > Total Available qty for the same item number');
  for (const i of [0, 1]) {
    await typeInto(lines.nth(i).getByLabel('Return Qty'), '0.5');
    await expect(lines.nth(i).getByLabel('Return Qty')).toHaveValue('0.5');
  }
  await save();
  expect(await shell.dialogMessage()).toBe('Please Select Reason !');
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^101 / }).click();
  await save();
  expect(await shell.dialogMessage()).toBe('Please Upload Image !');
  for (const i of [0, 1]) {
    await lines.nth(i).locator('input[type=file]').setInputFiles({ name: 'carton.png', mimeType: 'image/png', buffer: png });
    await expect(lines.nth(i).getByTestId('photo-view')).toBeVisible();
  }
  await save();
  expect(await shell.dialogMessage()).toBe('Please fill in the remark !');
  await typeInto(page.getByRole('main').getByLabel('Remark', { exact: true }), 'Crushed cartons');
  await save();
  expect(await shell.dialogMessage()).toMatch(/^Return have been Saved, your return number : APL1001\d{8}$/);
  await expect(page).toHaveURL(/\/new-return\/with-rtv$/);
});

test('With RTV: a draft is saved, reopened with everything it held, and submitted', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/new-return/with-rtv');
  await saveHeader(page, shell, 'RTV-E2E-002');
  await addReferenceLine(page);
  await page.getByTestId('rtv-reference-next').click();

  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^132 / }).click();
  await expect(page.getByTestId('rtv-detail-line')).toContainText('cannot upload');
  await typeInto(page.getByRole('main').getByLabel('Remark', { exact: true }), 'Expired stock');
  // A hundredth: tests run two at a time, and a whole unit could leave the line empty for another.
  await typeInto(page.getByLabel('Return Qty'), '0.01');
  const [saved] = await Promise.all([
    page.waitForResponse((r) => /\/api\/return\/\d+$/.test(r.url()) && r.request().method() === 'PUT'),
    page.getByRole('button', { name: 'Draft' }).click(),
  ]);
  const { returnId, retNumber } = (await saved.json()).data;
  expect(retNumber).toMatch(/^DRF\d{10}$/);
  expect(await shell.dialogMessage()).toBe(`Return have been Saved, your return number : ${retNumber}`);
  await expect(page).toHaveURL(/\/new-return\/with-rtv$/);

  await page.goto(`/new-return/with-rtv/draft/detail?id=${returnId}`);
  await expect(page.getByRole('main').getByLabel('RTV Number')).toHaveValue('RTV-E2E-002');
  await expect(page.getByRole('main').getByLabel('Remark', { exact: true })).toHaveValue('Expired stock');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue(/^132 /);
  await expect(page.getByLabel('Return Qty')).toHaveValue('0.01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await shell.dialogMessage()).toMatch(/^Return have been Saved, your return number : APL1001\d{8}$/);
});

test('With RTV Non Ref: non-reference lines of an RTV, checked and saved with an APL number', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/new-return/with-rtv');
  await saveHeader(page, shell, 'RTV-E2E-003');

  await page.getByRole('button', { name: 'Non Reference' }).click();
  const materials = page.getByRole('dialog', { name: 'Material Search' });
  await typeInto(materials.getByLabel('Material Code'), '10000001');
  await materials.getByRole('button', { name: 'Search', exact: true }).click();
  await materials.getByRole('button', { name: 'Choose' }).first().click();
  await expect(page.getByTestId('rtv-nonref-line')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add Material' })).toBeVisible();
  await page.getByTestId('rtv-nonref-next').click();
  await expect(page).toHaveURL(/\/new-return\/with-rtv\/non-ref$/);

  const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
  await save();
  expect(await shell.dialogMessage()).toBe('Please Select Reason !');
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^132 / }).click();
  await save();
  expect(await shell.dialogMessage()).toBe('Please fill in the remark !');
  await typeInto(page.getByRole('main').getByLabel('Remark', { exact: true }), 'Wrong item delivered');
  await save();
  expect(await shell.dialogMessage()).toBe('Please Input Net Price First !');
  await typeInto(page.getByRole('main').getByLabel('Net Price'), '15000');
  await save();
  expect(await shell.dialogMessage()).toBe('Please Select Reference Invoice Date First !');
  await typeInto(page.getByRole('textbox', { name: 'Reference Invoice Date' }), '20/10/2026');
  await expect(page.getByRole('textbox', { name: 'Reference Invoice Date' })).toHaveValue('20/10/2026');
  await save();
  expect(await shell.dialogMessage()).toMatch(/^Return have been Saved, your return number : APL1001\d{8}$/);
  await expect(page).toHaveURL(/\/new-return\/with-rtv$/);
});

test('With RTV: batch, material and customer changes are confirmed, kept in a draft with their old values', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/new-return/with-rtv');
  await saveHeader(page, shell, 'RTV-E2E-004');
  await addReferenceLine(page);
  await page.getByTestId('rtv-reference-next').click();
  const line = page.getByTestId('rtv-detail-line').first();
  const oldBatch = (await line.locator('td').nth(3).textContent())!.trim();
  const oldMaterial = (await line.locator('td').nth(2).locator('p').first().textContent())!.trim();

  // A new material first: the batch popup then lists the new material's batches.
  await line.getByRole('button', { name: 'Line actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Material' }).click();
  const materials = page.getByRole('dialog', { name: 'Material Search' });
  await expect(materials.getByLabel('Material Old')).toHaveValue(oldMaterial);
  // The first found row (not the one saying the search is under way).
  const replacement = materials
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Choose' }) })
    .first();
  const newMaterial = (await replacement.locator('td').first().textContent())!.trim();
  await replacement.getByRole('button', { name: 'Choose' }).click();
  expect(await shell.confirm()).toBe(`Do you want change Material ${oldMaterial} To ${newMaterial}`);
  await expect(line).toContainText(`was ${oldMaterial}`);

  await line.getByRole('button', { name: 'Line actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit Batch' }).click();
  const batches = page.getByRole('dialog', { name: 'Batch Search' });
  await expect(batches.getByLabel('Material Code')).toHaveValue(newMaterial);
  const other = batches
    .locator('tbody tr')
    .filter({ hasNot: page.getByRole('cell', { name: oldBatch, exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Choose' }) })
    .first();
  const newBatch = (await other.locator('td').nth(1).textContent())!.trim();
  await other.getByRole('button', { name: 'Choose' }).click();
  expect(await shell.confirm()).toBe(`Do you want change batch ${oldBatch} To ${newBatch}`);
  await expect(batches).toBeHidden();
  await expect(line).toContainText(`was ${oldBatch}`);

  await page.getByRole('button', { name: 'Change Customer' }).click();
  const customers = page.getByRole('dialog', { name: 'Customer Search' });
  await customers.getByRole('button', { name: 'Choose' }).nth(1).click();
  expect(await shell.confirm()).toMatch(/^Do you want change customer 30000001 Apotek Sehat Sentosa \(plant 1001\) To \d+ .+ \(plant 1001\)$/);
  await expect(page.getByLabel('Old Customer Code')).toHaveValue('30000001');

  const [saved] = await Promise.all([
    page.waitForResponse((r) => /\/api\/return\/\d+$/.test(r.url()) && r.request().method() === 'PUT'),
    page.getByRole('button', { name: 'Draft' }).click(),
  ]);
  const answer = await saved.json();
  expect(answer.detail, 'the draft is refused').toBeUndefined();
  const { returnId } = answer.data;
  expect(await shell.dialogMessage()).toMatch(/^Return have been Saved, your return number : DRF\d{10}$/);

  await page.goto(`/new-return/with-rtv/draft/detail?id=${returnId}`);
  await expect(page.getByLabel('Old Customer Code')).toHaveValue('30000001');
  await expect(page.getByTestId('rtv-detail-line').first()).toContainText(`was ${oldMaterial}`);
  await expect(page.getByTestId('rtv-detail-line').first()).toContainText(`was ${oldBatch}`);
  await expect(page.getByTestId('rtv-detail-line').first()).toContainText(newMaterial);
});
