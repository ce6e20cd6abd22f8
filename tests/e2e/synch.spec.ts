import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';

test('Synch: sales service pulls a customer from SAP, sees the progress and the server\'s message', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('sales_service', '/new-return/non-rtv');

  await page.getByRole('button', { name: 'Synch' }).click();
  await page.getByRole('menuitem', { name: 'Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Synch Customer' });
  await dialog.getByRole('button', { name: 'Synch' }).click();
  expect(await shell.dialogMessage()).toBe('Please Fill Out Customer Code Field');

  await dialog.getByLabel('Customer Code').fill('30000001');
  // The simulated ERP answers at once here: the job's first answer comes late, as from a slow SAP.
  await page.route('**/api/synch/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  }, { times: 1 });
  await dialog.getByRole('button', { name: 'Synch' }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByTestId('synch-message')).toHaveText('Customer 30000001 synchronised: 1 record updated.');
  await expect(dialog.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
