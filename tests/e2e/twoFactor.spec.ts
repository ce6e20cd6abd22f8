import { generate } from 'otplib';
import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';

/** The code the user's authenticator app shows `stepsAhead` 30-second steps from now (the next one: the set-up took this one). */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

// brqa2 has no saved session and no other journey signs in as brqa2: turning two-factor on affects no one else.
test('two-factor sign-in: set up in My Profile with the QR code, sign out, sign in with password and code', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('brqa2');
  await shell.agreeIfAsked();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off');

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await setup.getByTestId('two-factor-secret').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await typeInto(setup.getByRole('textbox', { name: 'Authentication code' }), await codeOf(secret));
  await setup.getByRole('button', { name: 'Confirm' }).click();

  const codes = page.getByRole('dialog', { name: 'Recovery codes' });
  await expect(codes.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  await codes.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('On');

  await shell.signOut();
  await shell.signIn('brqa2');
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  const field = page.getByRole('textbox', { name: 'Authentication code' });
  await typeInto(field, '000000' === (await codeOf(secret, 1)) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  expect(await shell.dialogMessage()).toBe('The code is incorrect.');
  await typeInto(field, await codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Agus Salim');
});
