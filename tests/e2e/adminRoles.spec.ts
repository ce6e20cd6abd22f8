import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';

test("Administration: admin takes a screen away from a role, and that role's menu loses it at once", async ({ page }) => {
  const shell = new ShellPage(page);
  // Sixteen roles and more: all on one page.
  await shell.enterAs('admin', '/administrator/roles?size=20');
  const fpre = page.locator('.mrt-table-container tbody tr', { hasText: 'FPRE' }).first();
  await fpre.getByRole('button', { name: 'Permissions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Permissions of FPRE' });
  // What the role holds now, to give back after: the screen without its two actions.
  const held = await page.evaluate(
    async (token) => {
      const roles = await (await fetch('/api/role?pageSize=100', { headers: { authorization: `Bearer ${token}` } })).json();
      const id = roles.data.find((r: { roleName: string }) => r.roleName === 'FPRE').roleId as number;
      const tree = await (await fetch(`/api/permission/tree/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
      const keys: string[] = [];
      const walk = (nodes: { key: string; checked: boolean; children: unknown[] }[]) =>
        nodes.forEach((n) => {
          if (n.checked) keys.push(n.key);
          walk(n.children as never);
        });
      walk(tree.data.nodes);
      return { id, keys };
    },
    await shell.accessToken(),
  );
  const reportDetails = dialog.locator('[data-permission="reports.detail"]');
  // Held without its actions: partly checked. Checking takes all of it, unchecking none of it.
  await expect(reportDetails).toHaveAttribute('data-indeterminate', 'true');
  await reportDetails.click();
  await expect(reportDetails).toBeChecked();
  await reportDetails.click();
  await expect(reportDetails).not.toBeChecked();
  // The group is partly held while one of its screens is not.
  await expect(dialog.locator('[data-permission="reportReturn"]')).toHaveAttribute('data-indeterminate', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shell.dialogMessage();

  try {
    await shell.switchTo('fpre', '/dashboard');
    await shell.menu().getByText('Report Return', { exact: true }).click();
    await expect(shell.menu().getByText('Report Header', { exact: true })).toBeVisible();
    await expect(shell.menu().getByText('Report Details', { exact: true })).toHaveCount(0);
  } finally {
    // Give it back as it was, so the role is as the other journeys expect.
    await shell.switchTo('admin', '/dashboard');
    const status = await page.evaluate(
      async ({ id, keys, token }) => {
        const answer = await fetch(`/api/permission/tree/${id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ keys }),
        });
        return answer.status;
      },
      { ...held, token: await shell.accessToken() },
    );
    expect(status).toBe(200);
  }
});
