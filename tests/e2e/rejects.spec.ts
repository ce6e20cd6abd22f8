import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const rowsOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('Chief Warehouse regroups a rejected line into a new APL return with its reject quantity', async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const { retNumber } = await api.completedWithRejectedLine();
  const shell = new ShellPage(page);
  await shell.enterAs('chief_warehouse');
  await shell.openFromMenu('Approval', 'Reject Return', /\/reject-return$/);

  await button(page, 'Create New APL Return Number').click();
  expect(await shell.dialogMessage()).toBe('Please select row first');
  await typeInto(page.getByRole('textbox', { name: 'APL Return Number' }), ` ${retNumber} `);
  await page.getByRole('textbox', { name: 'APL Return Number' }).press('Enter');
  await expect(rowsOf(page, retNumber)).toHaveCount(1);
  await expect(rowsOf(page, retNumber)).toContainText('Wrong batch delivered');
  await rowsOf(page, retNumber).getByRole('checkbox').check();
  await button(page, 'Create New APL Return Number').click();

  await expect(page).toHaveURL(/\/reject-return\/detail-new$/);
  await expect(page.getByRole('heading', { name: 'Reject Return List' })).toBeVisible();
  await button(page, 'Save').click();
  expect(await shell.dialogMessage()).toBe('Please fill qty first!');
  const qty = page.getByRole('textbox', { name: /Reject Qty of line/ });
  await typeInto(qty, '5');
  await button(page, 'Save').click();
  expect(await shell.dialogMessage()).toBe("please don't exceed requested qty");
  // Typed key by key, in Indonesian notation: 0,01.
  await typeInto(qty, '0,01');
  await expect(qty).toHaveValue('0.01');
  await button(page, 'Save').click();
  const created = await shell.dialogMessage();
  expect(created).toMatch(/^New APL Return Number APL1001\d{8} has been created\.$/);
  // Back at the list, its last search in the address.
  await expect(page).toHaveURL(/\/reject-return\?retNumber=/);
  expect(new URL(page.url()).searchParams.get('retNumber')?.trim()).toBe(retNumber);

  // The new return waits for FSS like any other, its line carrying the rejected one's quantity.
  const newNumber = created.split(' ')[4]!;
  const waiting = await api.get('fss', `/api/return/myapproval?stepCode=SALES&retNumber=${newNumber}`);
  expect(waiting.data).toEqual([expect.objectContaining({ retNumber: newNumber, qty: 0.01 })]);
  await typeInto(page.getByRole('textbox', { name: 'APL Return Number' }), retNumber);
  await page.getByRole('textbox', { name: 'APL Return Number' }).press('Enter');
  await expect(page.getByText('No records found')).toBeVisible();
});
