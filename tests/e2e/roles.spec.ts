import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';
import type { SessionUser } from './sessions.ts';

/** Every role, signed in through the browser, sees its own menu. */
const expectations: [user: SessionUser, sees: string[], doesNotSee: string[]][] = [
  ['admin', ['New Return', 'Approval', 'Master Data', 'Administration'], []],
  ['administrator', ['Administration'], []],
  ['operation_ho', ['Master Data', 'Report Return', 'Administration'], ['New Return']],
  ['sales_service', ['New Return', 'Approval', 'Master Data'], ['Administration']],
  ['display', ['Master Data', 'Report Return', 'Workflow Charts'], ['New Return', 'Approval']],
  ['display_only', ['Master Data', 'Report Return'], ['New Return', 'Approval']],
  ['fss', ['Approval', 'Report Return'], ['New Return', 'Master Data', 'Workflow Charts']],
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

/**
 * Each role in turn in one tab, as signing out and in again would (`switchTo`): a tab per role
 * would load the whole app sixteen times. Two halves, so both workers share them.
 */
const halves = [expectations.slice(0, 8), expectations.slice(8)];
for (const [half, roles] of halves.entries()) {
  test(`${roles.map(([user]) => user).join(', ')}: each sees the menu of the role (${half + 1} of 2)`, async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto('/api/health');
    for (const [user, sees, doesNotSee] of roles) {
      await test.step(user, async () => {
        await shell.switchTo(user, '/dashboard');
        for (const entry of ['Dashboard', ...sees]) await expect(shell.menu().getByText(entry, { exact: true }).first()).toBeVisible();
        for (const entry of doesNotSee) await expect(shell.menu().getByText(entry, { exact: true })).toHaveCount(0);
        await page.getByRole('button', { name: 'User menu' }).click();
        await page.getByRole('menuitem', { name: 'My Profile' }).click();
        await expect(page.getByTestId('profile-username')).toHaveText(user);
      });
    }
  });
}
