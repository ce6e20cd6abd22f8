import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { SessionUser } from './sessions.ts';
import { ApprovalScreens } from './approvalPages.ts';
import { DeliveryWarehouseScreens, signedFpre } from './deliveryWarehousePages.ts';
import { ShellPage, typeInto } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

const CLEAN_INVOICE = '9000000010';
const photo = { name: 'damaged.png', mimeType: 'image/png', buffer: signedFpre.buffer };

/** Becomes `user` (after whoever was signed in) and opens `menu` › `link`, which lands at `address`. */
async function as(shell: ShellPage, user: SessionUser, menu: string, link: string, address: RegExp) {
  await shell.enterAs(user);
  await shell.openFromMenu(menu, link, address);
}

/** Sales service registers a Without RTV return of two lines of the clean invoice (reason 120); its APL number. */
async function register(page: Page, shell: ShellPage): Promise<string> {
  await typeInto(page.getByLabel('Invoice Ref Number'), CLEAN_INVOICE);
  await page.getByLabel('Invoice Ref Number').press('Enter');
  const open = page.locator('tbody tr').filter({ has: page.locator('input[type=checkbox]:not([disabled])') });
  await open.nth(0).getByRole('checkbox').check();
  await open.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('detail-line')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^120 / }).click();
  for (const line of await page.getByTestId('detail-line').all()) {
    // Typed key by key: the decimals stay (they were once multiplied by ten).
    await typeInto(line.getByLabel('Return Qty'), '0.01');
    await expect(line.getByLabel('Return Qty')).toHaveValue('0.01');
    await line.locator('input[type=file]').setInputFiles(photo);
    await expect(line.getByTestId('photo-view')).toBeVisible();
  }
  await typeInto(page.getByLabel('Remarks').first(), 'Cartons crushed in transport');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = await shell.dialogMessage();
  expect(saved).toMatch(/^Return have been Saved, your return number : APL1001\d{8}$/);
  return saved.split(' : ')[1]!;
}

/** The deciders of a step approve every line of the return on their screen. */
async function approveAll(page: Page, shell: ShellPage, retNumber: string) {
  const screens = new ApprovalScreens(page);
  await screens.search(retNumber);
  await expect(screens.rows(retNumber)).toHaveCount(2);
  for (const row of await screens.rows(retNumber).all()) await row.getByRole('checkbox').check();
  await screens.next();
  await screens.button('Approve All').click();
  await screens.button('Save').click();
  expect(await shell.dialogMessage()).toBe('Data has been saved!');
}

test('A return goes from sales service through every step to a sales order, and a rejected line becomes a new return', async ({ page, request }) => {
  test.setTimeout(300_000);
  const shell = new ShellPage(page);
  const deliveryWarehouse = new DeliveryWarehouseScreens(page);
  const api = new ReturnsApi(request);

  await as(shell, 'sales_service', 'New Return', 'Without RTV', /\/new-return\/non-rtv$/);
  const retNumber = await register(page, shell);

  // Reason 120: SALES → BRQA → QAHO, then QA Client → CD → CW.
  await as(shell, 'fss', 'Approval', 'FSS / ASM / BM', /\/fss-asm-bm$/);
  await approveAll(page, shell, retNumber);
  await as(shell, 'brqa', 'Approval', 'BRQA', /\/brqa$/);
  await approveAll(page, shell, retNumber);
  await as(shell, 'qaho', 'Approval', 'QA HO', /\/qa-ho$/);
  await approveAll(page, shell, retNumber);
  await approveAll(page, shell, retNumber);

  await as(shell, 'chief_delivery', 'Approval', 'Chief Delivery', /\/chief-delivery$/);
  await deliveryWarehouse.search(retNumber);
  await deliveryWarehouse.rows(retNumber).getByRole('checkbox').check();
  // One return chosen: its form opens in a new tab.
  const [form] = await Promise.all([page.waitForEvent('popup'), deliveryWarehouse.printSelected().click()]);
  await form.close();
  await deliveryWarehouse.waitForFareye(retNumber, 'Sent');
  const listed = (await api.get('chief_delivery', `/api/return/delivery?retNumber=${retNumber}`)).data as { items: { returnUom: string }[] }[];
  const items = listed[0]!.items;
  await deliveryWarehouse.rows(retNumber).getByRole('button', { name: 'Upload' }).click();
  await page.locator('input[type=file]').setInputFiles(signedFpre);
  await expect(page.getByTestId('fpre-document')).toBeVisible();
  await typeInto(page.getByLabel('Handover Remarks'), 'Two cartons to the driver');
  await deliveryWarehouse.button('Approve').click();
  expect(await shell.dialogMessage()).toBe('Data has been saved!');

  await as(shell, 'chief_warehouse', 'Approval', 'Chief Warehouse', /\/chief-warehouse$/);
  // The day the FPRE was uploaded, typed key by key: the search is narrowed by it.
  await deliveryWarehouse.searchUploadedToday(retNumber);
  await deliveryWarehouse.rows(retNumber).getByRole('button', { name: 'Confirm FPRE' }).click();
  await expect(deliveryWarehouse.lines()).toHaveCount(2);
  await deliveryWarehouse.docStatus('FPRE OK');
  for (const [index, item] of items.entries()) await deliveryWarehouse.chooseUom(index, item.returnUom);
  await deliveryWarehouse.lines().nth(1).getByRole('checkbox', { name: 'Reject' }).check();
  await typeInto(deliveryWarehouse.lines().nth(1).getByRole('textbox', { name: 'Remark' }), 'Wrong batch in the carton');
  await deliveryWarehouse.button('Save').click();
  await expect(page.getByTestId('dialog-message')).toHaveText(/^Return has been Saved, your Sales Order number : 6\d{9}$/, { timeout: 40_000 });
  await shell.dialogMessage();

  // The rejected line becomes a new APL return of its invoice.
  await as(shell, 'chief_warehouse', 'Approval', 'Reject Return', /\/reject-return$/);
  await typeInto(page.getByRole('textbox', { name: 'APL Return Number' }), retNumber);
  await page.getByRole('textbox', { name: 'APL Return Number' }).press('Enter');
  const rejected = page.getByRole('row').filter({ hasText: 'Wrong batch in the carton' });
  await expect(rejected).toHaveCount(1);
  await rejected.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create New APL Return Number', exact: true }).click();
  await typeInto(page.getByRole('textbox', { name: /Reject Qty of line/ }), '0.01');
  await expect(page.getByRole('textbox', { name: /Reject Qty of line/ })).toHaveValue('0.01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await shell.dialogMessage()).toMatch(/^New APL Return Number APL1001\d{8} has been created\.$/);
});
