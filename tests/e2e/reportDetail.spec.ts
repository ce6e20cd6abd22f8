import { demoFullName } from '../../src/server/seed/demoFoundation.ts';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { todayTyped } from './deliveryWarehousePages.ts';
import { ShellPage, typeInto } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

test("sales service finds a return's lines on Report Details, opens a line's report with its approval, and downloads the Excel", async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const { retNumber } = await api.submitCleanReturn('101');
  expect(await api.approveAll('fss', 'SALES', retNumber)).toBe('CD');
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service');
  await shell.openFromMenu('Report Return', 'Report Details', /\/report-return\/report-detail$/);

  // The return number is typed with a space, as it is often copied; the search drops it.
  const spaced = `${retNumber.slice(0, 3)} ${retNumber.slice(3)}`;
  await typeInto(page.getByRole('textbox', { name: 'APL Return Number' }), spaced);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`retNumber=${retNumber}`));
  const lines = page.getByRole('row').filter({ hasText: retNumber });
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Pending On Chief Delivery');

  // A line's report: the sales block says who approved it and when.
  await lines.first().getByRole('link', { name: retNumber }).click();
  await expect(page).toHaveURL(/\/report-return\/report-detail\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Report Return Detail' })).toBeVisible();
  const sales = page.getByTestId('approval-sales');
  await expect(sales.getByRole('textbox', { name: 'User' })).toHaveValue(demoFullName('fss'));
  await expect(sales.getByRole('textbox', { name: 'Status' })).toHaveValue('Approved');
  await expect(sales.getByRole('textbox', { name: 'Date Time' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/);
  // At CD, after the sales step decided the line, its quantity no longer changes.
  await expect(page.getByRole('button', { name: /^Change Qty of line/ })).toHaveCount(0);

  // Back to the list searched for the return, then the Excel of today's registrations.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/report-return/report-detail/${retNumber}$`));
  await expect(lines).toHaveCount(2);
  await typeInto(page.getByRole('textbox', { name: 'Registration Start Date' }), todayTyped());
  await typeInto(page.getByRole('textbox', { name: 'Registration End Date' }), todayTyped());
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report-details-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const numbers: string[] = [];
  sheet.eachRow((row, n) => n > 1 && numbers.push(row.getCell(1).text));
  expect(numbers.filter((n) => n === retNumber)).toHaveLength(2);
});
