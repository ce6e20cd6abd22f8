import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';

/**
 * The creation wizards keep the user's step and choices through Back, Forward and Reload (the
 * tab's sessionStorage), and ask before unsaved input is thrown away (Cancel, Back, a menu link).
 */

const CLEAN_INVOICE = '9000000010';
const DISCARD = 'Your input has not been saved. Leave and discard it?';

async function answer(page: Page, reply: 'Yes' | 'No') {
  const question = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(question.getByTestId('dialog-message')).toHaveText(DISCARD);
  await question.getByRole('button', { name: reply }).click();
  await expect(question).toBeHidden();
}

async function signedIn(page: Page) {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service');
  return shell;
}

test('Without RTV: Reload, Back and Forward keep the search, the chosen lines and what was typed; Cancel and the menu ask first', async ({ page }) => {
  const shell = await signedIn(page);
  await page.goto('/new-return/non-rtv');
  await typeInto(page.getByLabel('Invoice Ref Number'), CLEAN_INVOICE);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const open = page.locator('tbody tr').filter({ has: page.locator('input[type=checkbox]:not([disabled])') });
  await open.nth(0).getByRole('checkbox').check();
  await open.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/non-rtv-detail$/);
  const lines = page.getByTestId('detail-line');
  await expect(lines).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^132 / }).click();
  await typeInto(lines.nth(0).getByLabel('Return Qty'), '0.002');
  await typeInto(page.getByRole('main').getByLabel('Remarks').first(), 'Typed before a reload');

  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue(/^132 /);
  await expect(lines.nth(0).getByLabel('Return Qty')).toHaveValue('0.002');
  await expect(page.getByRole('main').getByLabel('Remarks').first()).toHaveValue('Typed before a reload');

  await page.goBack();
  await expect(page).toHaveURL(/\/new-return\/non-rtv$/);
  await expect(page.getByLabel('Invoice Ref Number')).toHaveValue(CLEAN_INVOICE);
  await expect(page.locator('tbody tr input[type=checkbox]:checked')).toHaveCount(2);

  await page.goForward();
  await expect(page).toHaveURL(/\/non-rtv-detail$/);
  await expect(lines.nth(0).getByLabel('Return Qty')).toHaveValue('0.002');

  // Leaving with unsaved input asks; No stays with everything in place.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await answer(page, 'No');
  await shell.menu().getByRole('link', { name: 'Dashboard' }).click();
  await answer(page, 'No');
  await expect(page).toHaveURL(/\/non-rtv-detail$/);
  await expect(lines.nth(0).getByLabel('Return Qty')).toHaveValue('0.002');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await answer(page, 'Yes');
  await expect(page).toHaveURL(/\/new-return\/with-rtv$/);
  await page.goto('/new-return/non-rtv');
  await expect(page.getByLabel('Invoice Ref Number')).toHaveValue('');
});

test('With RTV: the typed header survives a reload; the gathered lines survive Reload, Back and Forward; Back asks before they go', async ({ page }) => {
  await signedIn(page);
  await page.goto('/new-return/with-rtv');
  await typeInto(page.getByRole('main').getByLabel('RTV Number'), 'RTV-MEMORY-1');
  await typeInto(page.getByRole('textbox', { name: 'RTV Date', exact: true }), '03/11/2026');
  await page.reload();
  await expect(page.getByRole('main').getByLabel('RTV Number')).toHaveValue('RTV-MEMORY-1');
  await expect(page.getByRole('textbox', { name: 'RTV Date', exact: true })).toHaveValue('03/11/2026');

  await typeInto(page.getByRole('textbox', { name: 'RTV Receiving Date' }), '05/11/2026');
  await page.getByRole('button', { name: 'Search Customer' }).click();
  const customers = page.getByRole('dialog', { name: 'Customer Search' });
  await typeInto(customers.getByLabel('Customer Code'), '30000001');
  await customers.getByRole('button', { name: 'Search', exact: true }).click();
  await customers.getByRole('button', { name: 'Choose' }).first().click();
  await page.getByRole('button', { name: 'save', exact: true }).click();
  await expect(page).toHaveURL(/\/new-return\/with-rtv\/list$/);

  await page.getByRole('button', { name: 'Reference', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Reference Search' });
  await typeInto(search.getByLabel('Invoice Number', { exact: true }), CLEAN_INVOICE);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await search.getByRole('button', { name: 'Choose' }).first().click();
  await expect(page.getByTestId('rtv-reference-line')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('rtv-reference-line')).toHaveCount(1);
  await expect(page.getByRole('main').getByLabel('RTV Number')).toHaveValue('RTV-MEMORY-1');

  await page.getByTestId('rtv-reference-next').click();
  await expect(page).toHaveURL(/\/new-return\/with-rtv\/detail$/);
  await typeInto(page.getByRole('main').getByLabel('Remark', { exact: true }), 'Kept through Back');
  await page.goBack();
  await expect(page).toHaveURL(/\/new-return\/with-rtv\/list$/);
  await expect(page.getByTestId('rtv-reference-line')).toHaveCount(1);
  await page.goForward();
  await expect(page).toHaveURL(/\/new-return\/with-rtv\/detail$/);
  await expect(page.getByRole('main').getByLabel('Remark', { exact: true })).toHaveValue('Kept through Back');

  await page.goBack();
  await page.getByRole('button', { name: 'Back' }).first().click();
  await answer(page, 'No');
  await expect(page).toHaveURL(/\/new-return\/with-rtv\/list$/);
  await page.getByRole('button', { name: 'Back' }).first().click();
  await answer(page, 'Yes');
  await expect(page).toHaveURL(/\/new-return\/with-rtv$/);
  await expect(page.getByRole('main').getByLabel('RTV Number')).toHaveValue('');
});

test('Non Reference: the customer and lines survive a reload; Back asks before they go', async ({ page }) => {
  await signedIn(page);
  await page.goto('/new-return/non-rtv/non-reference');
  await page.getByRole('button', { name: 'Search Customer' }).click();
  const customers = page.getByRole('dialog', { name: 'Customer Search' });
  await typeInto(customers.getByLabel('Customer Code'), '30000001');
  await customers.getByRole('button', { name: 'Search', exact: true }).click();
  await customers.getByRole('button', { name: 'Choose' }).first().click();
  await page.getByRole('button', { name: 'Add Material' }).click();
  const materials = page.getByRole('dialog', { name: 'Material Search' });
  await typeInto(materials.getByLabel('Material Code'), '10000001');
  await materials.getByRole('button', { name: 'Search', exact: true }).click();
  await materials.getByRole('button', { name: 'Choose' }).first().click();
  await typeInto(page.getByRole('main').getByLabel('Return Qty'), '2.5');

  await page.reload();
  await expect(page.getByRole('main').getByLabel('Customer Code')).toHaveValue('30000001');
  await expect(page.getByTestId('nonref-line')).toHaveCount(1);
  await expect(page.getByRole('main').getByLabel('Return Qty')).toHaveValue('2.5');

  await page.getByRole('button', { name: 'Back' }).click();
  await answer(page, 'Yes');
  await expect(page).toHaveURL(/\/new-return\/non-rtv$/);
  await page.goto('/new-return/non-rtv/non-reference');
  await expect(page.getByRole('main').getByLabel('Customer Code')).toHaveValue('');
});
