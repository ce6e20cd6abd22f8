import { partOf } from '../fixtures/smtpPeer.ts';
import { expect, test } from './fixtures.ts';
import { mailsTo } from './mailbox.ts';
import { ShellPage, typeInto } from './pages.ts';

// fss2 has no saved session and no other journey signs in as fss2: a new password affects no one else.
const address = 'fss2@demo.goods-return.test';

test('Forgot password: the link reaches the mail server, is opened, a new password is chosen and signs in', async ({ page }) => {
  const before = mailsTo(address).length;
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await typeInto(page.getByLabel('Email'), address);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('dialog-message')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // The outbox delivers it over SMTP within a poll or two.
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBe(before + 1);
  const text = partOf(mailsTo(address).at(-1)!.raw, 'text/plain')!;
  const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(text)![0];
  await page.goto(link);
  await expect(page.getByLabel('Username')).toHaveValue('fss2');
  await typeInto(page.getByLabel('New Password'), 'Mailed#Reset2026');
  await typeInto(page.getByLabel('Re-type Password'), 'Mailed#Reset2026');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'OK' }).click();

  await new ShellPage(page).signIn('fss2', 'Mailed#Reset2026');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
