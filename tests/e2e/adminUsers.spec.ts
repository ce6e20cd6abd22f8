import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';

test('Administration: admin creates a user, who signs in and must choose a password first', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('admin', '/administrator/users');
  const userName = `e2e.${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New' });
  await dialog.getByRole('textbox', { name: /^User Name/ }).pressSequentially(userName);
  await dialog.getByRole('textbox', { name: /^Full Name/ }).pressSequentially('Rudi Hartono');
  await dialog.getByRole('textbox', { name: /^Roles/ }).pressSequentially('DISP');
  await page.getByRole('option', { name: 'DISPLAY', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Password/ }).pressSequentially('First#Pass2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect(await shell.dialogMessage()).toBe('Data has been saved!');

  // The new user signs in with the administrator's password and is sent to choose their own.
  await page.context().clearCookies();
  await shell.signIn(userName, 'First#Pass2026');
  expect(await shell.dialogMessage()).toBe('You must change your password before using the application.');
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(userName);
});

test('Administration: admin uploads users from Excel and sees each bad row; nothing is saved until the file is right', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('admin', '/administrator/users');
  const stamp = Date.now().toString(36);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  // The template's own header row, as GET /user-upload/template writes it.
  const template = await page.evaluate(
    async (token) => {
      const answer = await fetch('/api/user-upload/template', { headers: { authorization: `Bearer ${token}` } });
      return Array.from(new Uint8Array(await answer.arrayBuffer()));
    },
    await shell.accessToken(),
  );
  const source = new ExcelJS.Workbook();
  await source.xlsx.load(new Uint8Array(template).buffer);
  const header = (source.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
  sheet.addRow(header);
  const rowOf = (values: Record<string, string>) => header.map((h) => values[h] ?? '');
  const names = header.map((h) => h.toLowerCase());
  const at = (word: string) => header[names.findIndex((h) => h.includes(word))]!;
  sheet.addRow(rowOf({ [at('user')]: `up.${stamp}.1`, [at('full')]: 'Sari Dewi', [at('role')]: 'DISPLAY' }));
  sheet.addRow(rowOf({ [at('user')]: `up.${stamp}.2`, [at('full')]: 'Tono Wibowo', [at('role')]: 'NO_SUCH_ROLE' }));
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.getByRole('button', { name: 'Upload users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload users from Excel' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const errors = dialog.getByTestId('upload-errors');
  await expect(errors).toContainText('NO_SUCH_ROLE');
  await expect(errors.locator('tbody tr')).toHaveCount(1);
  await expect(errors.locator('tbody tr td').first()).toHaveText('3');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Nothing was saved.
  await page.getByRole('textbox', { name: 'User Name or Full Name' }).pressSequentially(`up.${stamp}`);
  await page.getByRole('textbox', { name: 'User Name or Full Name' }).press('Enter');
  await expect(page.getByText('No records found')).toBeVisible();
});
