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
  await page.getByRole('textbox', { name: 'APL Return Number' }).fill(` ${retNumber} `);
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
  await page.getByRole('textbox', { name: 'APL Return Number' }).fill(retNumber);
  await page.getByRole('textbox', { name: 'APL Return Number' }).press('Enter');
  await expect(page.getByText('No records found')).toBeVisible();
});

test('Sales service gives a rejected line back to the customer', async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const { retNumber } = await api.completedWithRejectedLine();
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/reject-return/back-customer');
  // Opened without lines chosen: the list.
  await expect(page).toHaveURL(/\/reject-return$/);
  await page.getByRole('textbox', { name: 'APL Return Number' }).fill(retNumber);
  await page.getByRole('textbox', { name: 'APL Return Number' }).press('Enter');
  await rowsOf(page, retNumber).getByRole('checkbox').check();
  await button(page, 'Reject Back To Customer').click();
  await expect(page).toHaveURL(/\/reject-return\/back-customer$/);
  await expect(rowsOf(page, retNumber)).toHaveCount(1);
  await button(page, 'Save').click();
  expect(await shell.dialogMessage()).toBe('Data has been back to customer!');
  // Back at the list, its last search in the address.
  await expect(page).toHaveURL(new RegExp(`/reject-return\\?retNumber=${retNumber}$`));
  await page.getByRole('textbox', { name: 'APL Return Number' }).fill(retNumber);
  await page.getByRole('textbox', { name: 'APL Return Number' }).press('Enter');
  await expect(page.getByText('No records found')).toBeVisible();
});

test("Operation HO moves FSS's pending return to ASM", async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const { retNumber } = await api.submitCleanReturn('101');
  const shell = new ShellPage(page);
  await shell.enterAs('operation_ho');
  await shell.openFromMenu('Report Return', 'Approval Changes', /\/report-return\/approval-changes$/);

  await button(page, 'Search').click();
  expect(await shell.dialogMessage()).toBe('Please select username old first');
  await button(page, 'Save').click();
  expect(await shell.dialogMessage()).toBe('please input username old');

  const pick = async (field: string, userName: string) => {
    await page.getByRole('button', { name: `Search ${field}` }).click();
    const modal = page.getByRole('dialog', { name: field });
    await modal.getByLabel('Username').fill(userName);
    await modal.getByLabel('Username').press('Enter');
    await modal.getByRole('row').filter({ hasText: userName }).first().getByRole('button', { name: 'Choose' }).click();
    await expect(modal).toBeHidden();
  };
  await pick('Username Old', 'fss');
  await expect(page.getByText(/Roles: FSS/)).toBeVisible();
  await button(page, 'Save').click();
  expect(await shell.dialogMessage()).toBe('Please input username new');
  await pick('Username New', 'asm');
  await button(page, 'Save').click();
  expect(await shell.dialogMessage()).toBe('Please select RetNumber');

  await page.getByRole('textbox', { name: 'APL Return Number' }).fill(retNumber);
  await page.getByRole('textbox', { name: 'APL Return Number' }).press('Enter');
  await rowsOf(page, retNumber).getByRole('checkbox').check();
  await button(page, 'Save').click();
  expect(await shell.dialogMessage()).toBe('Data has been saved!');
  await expect(page.getByText('No records found')).toBeVisible();
  const waiting = await api.get('asm', `/api/return/myapproval?stepCode=SALES&retNumber=${retNumber}`);
  expect(waiting.totalRecord).toBe(2);
});
