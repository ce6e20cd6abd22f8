import { expect, test } from '@playwright/test';
import { ShellPage } from './pages.ts';

/** Every role signs in through the browser and sees its own menu. */
const expectations: [user: string, sees: string[], doesNotSee: string[]][] = [
  ['admin', ['New Return', 'Approval', 'Master Data', 'Administration'], []],
  ['administrator', ['Administration'], []],
  ['operation_ho', ['Master Data', 'Report Return'], ['New Return', 'Administration']],
  ['sales_service', ['New Return', 'Approval', 'Master Data'], ['Administration']],
  ['display', ['Master Data', 'Report Return'], ['New Return', 'Approval']],
  ['display_only', ['Master Data', 'Report Return'], ['New Return', 'Approval']],
  ['fss', ['Approval', 'Report Return'], ['New Return', 'Master Data']],
  ['asm', ['Approval'], ['New Return']],
  ['nsm', ['Approval'], ['New Return']],
  ['bm', ['Approval'], ['New Return']],
  ['brqa', ['Approval'], ['New Return', 'Master Data']],
  ['qaho', ['Approval'], ['New Return']],
  ['client', ['Approval', 'Report Return'], ['New Return', 'Master Data']],
  ['chief_delivery', ['Approval'], ['New Return']],
  ['chief_warehouse', ['Approval'], ['New Return']],
  ['fpre', ['Report Return'], ['Approval', 'New Return', 'Master Data']],
];

for (const [user, sees, doesNotSee] of expectations) {
  test(`${user} signs in and sees the menu of the role`, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn(user);
    // Other journeys may have signed this user in already; the dialog itself is tested in shell.spec.ts.
    await shell.agreeIfAsked();
    for (const entry of ['Dashboard', ...sees]) await expect(shell.menu().getByText(entry, { exact: true }).first()).toBeVisible();
    for (const entry of doesNotSee) await expect(shell.menu().getByText(entry, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page.getByTestId('profile-username')).toHaveText(user);
  });
}
