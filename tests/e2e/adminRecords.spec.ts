import { expect, test } from './fixtures.ts';
import { clearField, ShellPage, typeInto } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

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
  // The refusal of a field stands under that field until its value changes.
  await expect(dialog.getByText('{{retNumber}} is not filled in REGISTRATION_RECEIVED; use {{fullName}}, {{userName}}.')).toBeVisible();

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

test("Administration: before saving a routing change, admin previews it on the last months' lines: a policy adding BRQA to reason 101 reroutes them", async ({
  page,
  request,
}) => {
  // A return of reason 101 registered now: FSS/ASM/BM, Chief Delivery, Chief Warehouse today.
  await new ReturnsApi(request).submitCleanReturn('101');
  const shell = new ShellPage(page);
  await shell.enterAs('admin', '/administrator/params');
  await page.getByRole('textbox', { name: 'Code' }).pressSequentially('ROUTE_BRQA');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator('.mrt-table-container tbody tr', { hasText: 'ROUTE_BRQA_REASONS' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit ROUTE_BRQA_REASONS' });
  const value = dialog.getByRole('textbox', { name: /^Value/ });
  const today = await value.inputValue();
  await typeInto(value, `101,${today}`);
  const whatIf = dialog.getByTestId('routing-what-if');
  await expect(whatIf.getByRole('textbox', { name: 'Months replayed' })).toHaveValue('3');
  await whatIf.getByRole('button', { name: 'Preview the change' }).click();
  const changed = whatIf.getByTestId('what-if-changes').locator('tbody tr', { hasText: 'FSS/ASM/BM → BRQA → Chief Delivery → Chief Warehouse' });
  await expect(changed.first()).toContainText('101');
  await expect(changed.first()).toContainText('FSS/ASM/BM → Chief Delivery → Chief Warehouse');
  await expect(whatIf.getByTestId('what-if-summary')).toHaveText(/^[1-9]\d* of the \d+ lines registered since .+ would route differently\.$/);
  await expect(whatIf.getByTestId('what-if-lead-time')).toContainText('Projected median lead time');
  await expect(whatIf.getByTestId('what-if-weeks').locator('thead')).toContainText('BRQA: today → with the change');
  // Nothing is saved by the preview (other tests route by today's policy): the dialog is left unsaved.
  await typeInto(value, `102,${today}`);
  await expect(whatIf).toContainText('The value or the months changed since this preview: preview again.');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(row).toContainText(today);
});
