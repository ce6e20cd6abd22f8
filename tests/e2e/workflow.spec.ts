import { machineChart } from '../../machines/charts/machineChart.ts';
import { chiefDeliveryFlow } from '../../machines/delivery/chiefDeliveryFlow.ts';
import { returnLifecycle } from '../../machines/returns/returnLifecycle.ts';
import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages.ts';

/** The states a chart draws: every state node but the machine's own. */
const drawnStates = (machine: Parameters<typeof machineChart>[0]) => machineChart(machine).states.filter((s) => s.parent !== null);

test('an analyst opens the workflow charts from the menu: the lifecycle drawn from its machine, then Chief Delivery', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('display');
  await shell.menu().getByText('Workflow Charts', { exact: true }).click();
  await expect(page).toHaveURL(/\/workflow$/);
  await expect(page.getByRole('heading', { name: 'Return lifecycle' })).toBeVisible();
  const states = page.getByTestId('chart-state');
  await expect(states).toHaveCount(drawnStates(returnLifecycle).length);
  for (const state of drawnStates(returnLifecycle)) await expect(page.locator(`[data-state="${state.id}"]`), state.id).toHaveCount(1);
  await expect(page.getByText(`${drawnStates(returnLifecycle).length} states, ${machineChart(returnLifecycle).transitions.length} transitions, drawn from the machine itself.`)).toBeVisible();

  await page.getByRole('link', { name: 'Chief Delivery' }).last().click();
  await expect(page).toHaveURL(/\/workflow\/chiefDeliveryFlow$/);
  await expect(states).toHaveCount(drawnStates(chiefDeliveryFlow).length);
  await expect(page.locator('[data-state="chiefDeliveryFlow.listing"]')).toContainText('listing');
});

test('a role without the charts finds no menu entry, and the address alone shows no access', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('fss');
  await expect(shell.menu().getByText('Workflow Charts', { exact: true })).toHaveCount(0);
  await shell.switchTo('fss', '/workflow');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('machine-chart')).toHaveCount(0);
});
