import { expect, test as setup } from '@playwright/test';
import { ShellPage } from './pages.ts';
import { sessionFile, sessionUsers } from './sessions.ts';

/**
 * Signs every demo user in once, through the form, answers the privacy policy, and saves the
 * browser's state: the tests start from it (`test.use({ user })` in fixtures.ts) instead of
 * signing in again. The form itself is tested in shell.spec.ts.
 */
for (const user of sessionUsers) {
  setup(`${user} signs in`, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(user);
    await shell.agreeIfAsked();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.context().storageState({ path: sessionFile(user) });
  });
}
