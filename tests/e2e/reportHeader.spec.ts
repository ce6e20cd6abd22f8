import { demoFullName } from '../../src/server/seed/demoFoundation.ts';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { todayTyped } from './deliveryWarehousePages.ts';
import { ShellPage, typeInto } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

const row = (page: import('@playwright/test').Page, retNumber: string) => page.getByRole('row').filter({ hasText: retNumber });

test('sales service filters the Report Header by typing, rejects a fresh return with remarks, downloads the Excel and opens a draft in its creation screen', async ({
  page,
  request,
}) => {
  const api = new ReturnsApi(request);
  const fresh = await api.submitCleanReturn('101');
  const draft = await api.submitCleanReturn('101', { draft: true });
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service');
  await shell.menu().getByRole('button', { name: 'Report Return' }).click();
  await shell.menu().getByRole('link', { name: 'Report Header' }).click();
  // Arriving, the list searches the user's plants (the router quotes a value that looks like a number).
  await expect(page).toHaveURL(/\/report-return\/report-header\?plantCode=(%22)?1001(%22)?$/);

  // The return number typed with a space, as it is often copied: the search drops it.
  await typeInto(page.getByRole('textbox', { name: 'Return Number' }), `${fresh.retNumber.slice(0, 7)} ${fresh.retNumber.slice(7)}`);
  await page.getByRole('textbox', { name: 'Return Number' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`retNumber=${fresh.retNumber}`));
  await expect(row(page, fresh.retNumber)).toHaveCount(1);
  await expect(row(page, fresh.retNumber).getByTestId('approval-status')).toHaveText('In Progress');
  await expect(row(page, fresh.retNumber)).toContainText('Pending On FSS/ASM/BM');

  // Reject: remarks first, then the return is rejected as a whole.
  await row(page, fresh.retNumber).getByRole('button', { name: 'Reject' }).click();
  const remarks = page.getByRole('dialog', { name: 'Reject' });
  await remarks.getByRole('button', { name: 'Reject' }).click();
  expect(await shell.dialogMessage()).toBe('You need to write remarks!');
  await typeInto(remarks.getByRole('textbox', { name: 'Please input remarks first' }), 'Customer withdrew the claim');
  await remarks.getByRole('button', { name: 'Reject' }).click();
  expect(await shell.dialogMessage()).toBe(`Return ${fresh.retNumber} has been rejected.`);
  await expect(row(page, fresh.retNumber).getByTestId('approval-status')).toHaveText('Rejected');
  await expect(row(page, fresh.retNumber).getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // The Excel of today's registrations (the return number cleared) holds it, and the draft.
  await typeInto(page.getByRole('textbox', { name: 'Return Number' }), '');
  await typeInto(page.getByRole('textbox', { name: 'Registration Start Date' }), todayTyped());
  await typeInto(page.getByRole('textbox', { name: 'Registration End Date' }), todayTyped());
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('excel-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^report-header-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows = new Map<string, string>();
  workbook.worksheets[0]!.eachRow((r, n) => n > 1 && rows.set(r.getCell(1).text, r.getCell(3).text));
  expect(rows.get(fresh.retNumber)).toBe('Rejected');
  expect(rows.get(draft.retNumber)).toBe('Draft');

  // The draft opens in its creation screen (Without RTV), with its lines.
  await typeInto(page.getByRole('textbox', { name: 'Return Number' }), draft.retNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(row(page, draft.retNumber).getByTestId('approval-status')).toHaveText('Draft');
  await expect(row(page, draft.retNumber).getByRole('button', { name: 'Delete' })).toBeVisible();
  await row(page, draft.retNumber).getByTestId('open-return').click();
  await expect(page).toHaveURL(new RegExp(`/new-return/non-rtv/non-rtv-detail/${draft.returnId}$`));
  await expect(page.getByTestId('detail-line')).toHaveCount(2);
  await expect(page.getByLabel('Remarks').first()).toBeVisible();
});

test('FSS prints the FPRE of a return waiting at Chief Delivery from the Report Header, and reads its header detail', async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const { retNumber, returnId } = await api.submitCleanReturn('101');
  expect(await api.approveAll('fss', 'SALES', retNumber)).toBe('CD');
  const shell = new ShellPage(page);
  await shell.enterAs('fss', `/report-return/report-header/${retNumber}`);
  await expect(row(page, retNumber)).toHaveCount(1);
  await expect(row(page, retNumber).getByTestId('print-status')).toHaveText('Not Printed');
  // Nothing chosen: said so.
  await page.getByTestId('print-selected').click();
  expect(await shell.dialogMessage()).toBe('Please select row first');

  await row(page, retNumber).getByRole('checkbox').check();
  const [form] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('print-selected').click()]);
  await form.close();
  await expect(row(page, retNumber).getByTestId('print-status')).toHaveText('Reprint');
  await expect(row(page, retNumber).getByTestId('fareye-status')).not.toHaveText('Not Send');

  // The header detail: read-only, with who printed it; Back searches the list for it.
  await row(page, retNumber).getByTestId('open-return').click();
  await expect(page).toHaveURL(new RegExp(`/report-return/report-header/detail/${returnId}$`));
  await expect(page.getByRole('textbox', { name: 'First Printed By' })).toHaveValue(demoFullName('fss'));
  await expect(page.getByRole('textbox', { name: 'Pending Process' })).toHaveValue('Pending On Chief Delivery');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/report-return/report-header/${retNumber}\\?plantCode=(%22)?1001(%22)?$`));
});
