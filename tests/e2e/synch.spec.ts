import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';

test("Synch: sales service pulls a customer from SAP, sees the progress and the server's message", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/new-return/non-rtv');

  await page.getByRole('button', { name: 'Synch' }).click();
  await page.getByRole('menuitem', { name: 'Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Synch Customer' });
  await dialog.getByRole('button', { name: 'Synch' }).click();
  expect(await shell.dialogMessage()).toBe('Please Fill Out Customer Code Field');

  await typeInto(dialog.getByLabel('Customer Code'), '30000001');
  // The e2e server's simulated SAP takes 1.5 s for a master-data pull (ERP_SIMULATOR_PULL_LATENCY_MS).
  await dialog.getByRole('button', { name: 'Synch' }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  // The count is of rows really changed: 0 when the demo customer is already as SAP has it.
  await expect(dialog.getByTestId('synch-message')).toHaveText(/^Customer 30000001 synchronised: \d+ records? updated\.$/);
  await expect(dialog.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});
