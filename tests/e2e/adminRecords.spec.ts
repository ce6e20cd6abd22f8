import { expect, test } from './fixtures.ts';
import { clearField, ShellPage, typeInto } from './pages.ts';

test('Administration: admin edits an e-mail template, previews it, and the product refuses a placeholder its e-mail does not fill', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('admin', '/administrator/email-templates');
  const row = page.locator('.mrt-table-container tbody tr', { hasText: 'REGISTRATION_RECEIVED' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit REGISTRATION_RECEIVED' });
  const subject = dialog.getByRole('textbox', { name: /^Subject/ });
  await clearField(subject);
  await subject.pressSequentially('Welcome, {{fullName}}');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('template-preview')).toContainText('Welcome, Dewi Anggraini');

  await subject.pressSequentially(' {{retNumber}}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect(await shell.dialogMessage()).toBe('{{retNumber}} is not filled in REGISTRATION_RECEIVED; use {{fullName}}, {{userName}}.');

  await typeInto(subject, 'Welcome, {{fullName}}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect(await shell.dialogMessage()).toBe('Data has been saved!');
  await expect(row).toContainText('Welcome, {{fullName}}');

  // The change is in the audit trail with the subject before and after.
  await shell.menu().getByText('Audit Trail', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Record' }).pressSequentially('e-mail template');
  await page.getByRole('textbox', { name: 'Record' }).press('Enter');
  const entry = page.locator('.mrt-table-container tbody tr').first();
  await expect(entry).toContainText('update');
  await entry.getByRole('button', { name: 'Detail' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Detail' })).toHaveValue(/Your registration was received[\s\S]*Welcome, \{\{fullName\}\}/);
});
