import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';

/** The rows of the list on screen (not the date picker's weeks, which are table rows too). */
const rowsOf = (page: import('@playwright/test').Page) => page.locator('.mrt-table-container tbody tr');
/** The table shows the answer to what was last asked (a page, a sort), not the previous one kept while it was read. */
const answered = (page: import('@playwright/test').Page) => expect(page.locator('.mrt-table-container table')).toHaveAttribute('aria-busy', 'false');

test('Master data: head office searches three lookups with Enter, pages them, and reads an old invoice line', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('operation_ho', '/master/customer');

  // Customer: a name typed key by key, Enter searches; the search is in the address.
  await page.getByRole('textbox', { name: 'Customer Name' }).pressSequentially('apotek');
  await page.getByRole('textbox', { name: 'Customer Name' }).press('Enter');
  await expect(page).toHaveURL(/\/master\/customer\?customerName=apotek$/);
  await expect(rowsOf(page).first()).toContainText(/Apotek/i);
  const range = page.getByText(/^1-10 of \d+$/);
  await expect(range).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^11-20 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/customerName=apotek&page=2/);
  for (const row of await rowsOf(page).all()) await expect(row).toContainText(/Apotek/i);

  // K Cabang: every branch's staff over pages; a date typed as DD/MM/YYYY; staff who left before it are not listed.
  await shell.menu().getByText('K Cabang', { exact: true }).click();
  await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^11-20 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/\/master\/k-cabang\?page=2$/);
  await page.getByRole('textbox', { name: 'FullName' }).pressSequentially('siti');
  await page.getByRole('textbox', { name: 'FullName' }).press('Enter');
  await expect(rowsOf(page)).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Valid From' }).pressSequentially('01/01/2020');
  await page.getByRole('textbox', { name: 'Valid From' }).press('Enter');
  await expect(page).toHaveURL(/validFrom=2020-01-01/);
  await expect(rowsOf(page)).toHaveCount(3);
  // The menu opens the lookup afresh: the search of today's staff finds none who left.
  await shell.menu().getByText('K Cabang', { exact: true }).click();
  await expect(page).toHaveURL(/\/master\/k-cabang$/);
  await page.getByRole('textbox', { name: 'FullName' }).pressSequentially('siti');
  const today = new Date();
  const dd = String(today.getDate()).padStart(2, '0');
  const mm = String(today.getMonth() + 1).padStart(2, '0');
  await page.getByRole('textbox', { name: 'Valid From' }).pressSequentially(`${dd}/${mm}/${today.getFullYear()}`);
  await page.getByRole('textbox', { name: 'Valid From' }).press('Enter');
  await expect(page.getByText('No records found')).toBeVisible();

  // SAP Invoice Old: a plant's lines, sorted on the server, then one line's detail and Back.
  await shell.menu().getByText('SAP Invoice Old', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Plant Name' }).pressSequentially('surabaya');
  await page.getByRole('textbox', { name: 'Plant Name' }).press('Enter');
  await expect(rowsOf(page).first()).toContainText('Surabaya Branch');
  await page.getByRole('button', { name: 'Sort by Customer Name ascending' }).click();
  await expect(page.getByRole('button', { name: /Sorted by Customer Name ascending/ })).toBeVisible();
  await answered(page);
  // The next page goes on in the server's order.
  const lastOnFirst = (await rowsOf(page).last().locator('td').nth(6).textContent())!;
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^11-20 of \d+$/)).toBeVisible();
  await answered(page);
  expect((await rowsOf(page).first().locator('td').nth(6).textContent())!.localeCompare(lastOnFirst)).toBeGreaterThanOrEqual(0);
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
  await answered(page);
  const firstCustomer = (await rowsOf(page).first().locator('td').nth(6).textContent())!;
  await rowsOf(page).first().getByRole('button', { name: 'Detail' }).click();
  await expect(page).toHaveURL(/\/master\/sap-invoice-old\/detail-data\?id=\d+$/);
  await expect(page.getByRole('textbox', { name: 'Customer Name' })).toHaveValue(firstCustomer);
  await expect(page.getByRole('textbox', { name: 'Plant Name' })).toHaveValue('Surabaya Branch');
  await expect(page.getByRole('textbox', { name: 'Remaining Quantity' })).toHaveValue('');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/master\/sap-invoice-old$/);

  // Opened with no line chosen, the detail goes back to its list.
  await page.goto('/master/sap-tax-old/detail-data');
  await expect(page).toHaveURL(/\/master\/sap-tax-old$/);
});

test("CRP RGP Sync: the two-hour notice, the job's progress, the server's message; the Synchronisation screen shows the run", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('operation_ho', '/master/crprgp');
  await expect(rowsOf(page).first()).toContainText('800071');

  await page.getByRole('button', { name: 'Sync' }).click();
  const dialog = page.getByRole('dialog', { name: 'Synch Crp Rgp' });
  await expect(dialog).toContainText('The synchronisation takes about 2 hours.');
  // The dialog asks for the ERP's whole answer: limit and offset 0, always sent (spec 002 §7).
  const sent = page.waitForRequest((r) => r.url().includes('/api/crprgp/synch'));
  await dialog.getByRole('button', { name: 'Synch' }).click();
  const query = new URL((await sent).url()).searchParams;
  expect([query.get('limit'), query.get('offset')]).toEqual(['0', '0']);
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByTestId('synch-message')).toHaveText(/^CRP\/RGP settings synchronised: \d+ records? updated\.$/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await shell.menu().getByText('Administration', { exact: true }).click();
  await shell.menu().getByText('Master-data Synchronisation', { exact: true }).click();
  const crp = page.locator('tr[data-kind="crpRgp"]');
  await expect(crp).toContainText('Done');
  await expect(crp).toContainText('operation_ho');
  await expect(crp).toContainText('POST /crprgp/synch');
  await expect(page.locator('tr[data-kind]')).toHaveCount(10);

  // Any kind starts from the screen itself, through the same dialog, and its row shows the run.
  const fpre = page.locator('tr[data-kind="clientFpre"]');
  await fpre.getByRole('button', { name: 'Synchronise' }).click();
  const fpreDialog = page.getByRole('dialog', { name: 'Synch Client FPRE' });
  await fpreDialog.getByRole('button', { name: 'Synch' }).click();
  await expect(fpreDialog.getByTestId('synch-message')).toHaveText(/^Clients \(FPRE\) synchronised: \d+ records? updated\.$/);
  await fpreDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(fpre).toContainText('Done');
  await expect(fpre).toContainText('operation_ho');
});
