import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

type StepCounts = { total: number; data: { step_code: string; total: number }[] };

test('admin lands on the dashboard and sees the per-step counters the API counts, and the two cards', async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const shell = new ShellPage(page);
  await shell.enterAs('admin', '/');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Other journeys register returns meanwhile: the screen and the API agree once read together.
  await expect(async () => {
    await page.reload();
    const counts: StepCounts = await api.get('admin', '/api/query/sp/sp_DashboardpendingProses?username=');
    for (const step of counts.data)
      await expect(page.getByTestId(`step-${step.step_code}`).getByText(String(step.total), { exact: true })).toBeVisible({ timeout: 2000 });
    const registrations = await api.get('admin', '/api/dashboard/return?pageSize=1');
    await expect(page.getByTestId('card-new-registration')).toContainText(String(registrations.totalRecord), { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('step-SALES')).toContainText('FSS/ASM/BM');
  await expect(page.getByRole('heading', { name: 'New Registration' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Need Approval' })).toBeVisible();
});

test('fss follows a Need Approval row of a fresh return to the FSS/ASM/BM screen, searched for it', async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const fresh = await api.submitCleanReturn('101');
  const shell = new ShellPage(page);
  await shell.enterAs('fss');
  await expect(page.getByTestId('card-new-registration')).toHaveCount(0);
  await expect(page.getByTestId('step-SALES')).toHaveCount(0);
  const needApproval = page.getByRole('heading', { name: 'Need Approval' }).locator('..');
  // Newest registration first: sort by Created Date twice (ascending, then descending), on the server.
  const createdDate = needApproval.getByRole('columnheader', { name: /Created Date/ });
  await createdDate.click();
  await createdDate.click();
  const row = needApproval.getByRole('row').filter({ hasText: fresh.retNumber }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Detail' }).click();
  await expect(page).toHaveURL(new RegExp(`/fss-asm-bm/${fresh.retNumber}$`));
  await expect(page.getByRole('row').filter({ hasText: fresh.retNumber }).first()).toBeVisible();
});
