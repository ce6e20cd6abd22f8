import { demoFullName } from '../../src/server/seed/demoFoundation.ts';
import { readFile } from 'node:fs/promises';
import { collapsedChart, regionsOf } from '../../machines/charts/collapsedChart.ts';
import { guardDescriptionsOf, machineChart } from '../../machines/charts/machineChart.ts';
import { pathName, playPath, testPathSetsOf, testPathsOf } from '../../machines/charts/testPaths.ts';
import { chiefDeliveryFlow } from '../../machines/delivery/chiefDeliveryFlow.ts';
import { finalSteps, processSteps } from '../../machines/returns/processSteps.ts';
import { returnLifecycle } from '../../machines/returns/returnLifecycle.ts';
import { crosses } from '../../src/web/features/workflow/processLayout.ts';
import { withoutRtvWizard } from '../../machines/returns/withoutRtvWizard.ts';
import { expect, test } from './fixtures.ts';
import { ShellPage, typeInto } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

/** The states a chart draws: every state node but the machine's own. */
const drawnStates = (machine: Parameters<typeof machineChart>[0]) => machineChart(machine).states.filter((s) => s.parent !== null);

test('an analyst opens the workflow charts from the menu: the process as users name its steps, readable and uncrossed, then the machines', async ({
  page,
  request,
}) => {
  const api = new ReturnsApi(request);
  // A return whose lines were all rejected at FSS/ASM/BM: its lines' path is a variant of today.
  const rejected = await api.submitCleanReturn('101');
  await api.decideAll('fss', 'SALES', rejected.retNumber, 'R');
  const shell = new ShellPage(page);
  // Every word of the charts from the catalogs: none shown before its catalog came (issue 55 item 13).
  const uncompiled: string[] = [];
  page.on('console', (message) => message.text().startsWith('Uncompiled message') && uncompiled.push(message.text()));
  await page.setViewportSize({ width: 1440, height: 900 });
  await shell.enterAs('display');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/workflow/process');
  await shell.menu().getByText('Workflow Charts', { exact: true }).click();
  await expect(page).toHaveURL(/\/workflow$/);
  const steps = page.getByTestId('process-step');
  await expect(steps).toHaveCount(processSteps.length);
  // Readable at the default fit: every step's name at least 12 px high, the whole picture in the page's width.
  const heights = await page.getByTestId('process-step-label').evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().height));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(12);
  const chart = (await page.getByTestId('process-chart').boundingBox())!;
  expect(chart.x + chart.width).toBeLessThanOrEqual(1440);
  // No two of the drawn lines cross, measured from the drawn SVG.
  const lines = await page.locator('[data-testid="process-segment"] polyline:last-of-type').evaluateAll((drawn) =>
    drawn.map((d) =>
      d
        .getAttribute('points')!
        .split(' ')
        .map((p) => p.split(',').map(Number) as [number, number]),
    ),
  );
  expect(lines.length).toBeGreaterThan(20);
  for (const [i, a] of lines.entries()) for (const b of lines.slice(i + 1)) expect(crosses(a, b)).toBe(false);
  // The numbers drawn are the API's answer to the page.
  const view = (await (await answered).json()) as { steps: { step: string; waitingLines: number }[] };
  for (const step of processSteps.filter((s) => !finalSteps.includes(s)))
    await expect(page.locator(`[data-testid="process-step"][data-step="${step}"]`)).toHaveAttribute(
      'data-waiting',
      String(view.steps.find((s) => s.step === step)?.waitingLines ?? 0),
    );
  // The picture, whole, as SVG.
  const download = page.waitForEvent('download');
  await page.getByTestId('process-view').getByRole('button', { name: 'Export SVG' }).click();
  const svg = await download;
  expect(svg.suggestedFilename()).toBe('return-process.svg');
  const drawing = (await readFile(await svg.path())).toString('utf8');
  expect(drawing).toContain('<svg');
  expect(drawing).toContain('FSS/ASM/BM');
  // With the page's font named, not inherited: an image drawn from it would fall back to a serif font (issue 55 item 10).
  expect(drawing).not.toMatch(/font-family:\s*inherit/);
  expect(drawing).toMatch(/font-family:[^>]*sans-serif/);
  // A step opens the lines waiting there.
  await page.locator('[data-testid="process-step"][data-step="SALES"]').press('Enter');
  await expect(page).toHaveURL(/step=SALES/);
  await expect(page.getByTestId('process-lines')).toContainText('Lines waiting at FSS/ASM/BM now');
  // A variant picked is drawn on the picture, and lists its lines.
  await page.getByTestId('process-variants').getByRole('button', { name: 'New → FSS/ASM/BM → Rejected' }).click();
  await expect(page).toHaveURL(/variant=NEW/);
  const drawn = page.locator('[data-testid="process-segment"][data-picked="true"]');
  await expect(drawn).toHaveCount(3);
  expect((await drawn.evaluateAll((lines) => lines.map((l) => l.getAttribute('data-segment')))).sort()).toEqual([
    'entry:SALES',
    'exit:NEW',
    'off:SALES>REJECTED',
  ]);
  await expect(page.getByTestId('variant-lines').getByRole('link', { name: rejected.retNumber })).toHaveCount(2);

  // A period the server refuses says why instead of drawing zeros (issue 55 item 10).
  await page.goto('/workflow?from=2024-01-01&to=2026-01-31');
  await expect(page.getByTestId('process-refused')).toHaveText('The period is at most a year.');

  await page.getByRole('tab', { name: 'Machine detail' }).click();
  await expect(page).toHaveURL(/\/workflow\/returnLifecycle/);
  await expect(page.getByRole('heading', { name: 'Return lifecycle' })).toBeVisible();
  // Its regions closed, the lifecycle reads at its own fit: every name and label at least 10 px high, guards in words.
  const states = page.getByTestId('chart-state');
  const closed = collapsedChart(machineChart(returnLifecycle), new Set(regionsOf(machineChart(returnLifecycle))));
  await expect(states).toHaveCount(closed.states.length - 1);
  // Read once the chart is laid out: until React Flow has measured its nodes, their edges and labels have no size.
  const smallestText = () =>
    page
      .locator('[data-testid="chart-state"] p, [data-testid="chart-transition"]')
      .evaluateAll((drawn) => Math.min(...drawn.map((d) => d.getBoundingClientRect().height)));
  await expect.poll(smallestText).toBeGreaterThanOrEqual(10);
  await expect(
    page.locator('[data-testid="chart-transition"]', { hasText: 'return.submit [route starts at FSS/ASM/BM, Client, BRQA, QA HO, Chief Delivery]' }),
  ).toBeVisible();
  // A region opens in place; every region open, every state of the machine is drawn.
  await page.getByRole('button', { name: 'Open inProgress' }).click();
  await expect(page.locator('[data-state="returnLifecycle.inProgress.brqa"]')).toBeVisible();
  await page.getByRole('button', { name: 'Open every region' }).click();
  await expect(states).toHaveCount(drawnStates(returnLifecycle).length);
  for (const state of drawnStates(returnLifecycle)) await expect(page.locator(`[data-state="${state.id}"]`), state.id).toHaveCount(1);
  await expect(
    page.getByText(
      `${drawnStates(returnLifecycle).length} states, ${machineChart(returnLifecycle).transitions.length} transitions, drawn from the machine itself.`,
    ),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Machine' }).click();
  await page.getByRole('option', { name: 'Chief Delivery', exact: true }).click();
  await expect(page).toHaveURL(/\/workflow\/chiefDeliveryFlow/);
  await expect(states).toHaveCount(drawnStates(chiefDeliveryFlow).length);
  await expect(page.locator('[data-state="chiefDeliveryFlow.listing"]')).toContainText('listing');
  expect(uncompiled).toEqual([]);
});

test('a role without the charts finds no menu entry, and the address alone shows no access', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.enterAs('fss');
  await expect(shell.menu().getByText('Workflow Charts', { exact: true })).toHaveCount(0);
  await shell.switchTo('fss', '/workflow');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByTestId('process-chart')).toHaveCount(0);
  await expect(page.getByTestId('machine-chart')).toHaveCount(0);
});

test("an analyst reads where returns wait on the lifecycle, opens the returns at Chief Delivery and draws one return's path", async ({ page, request }) => {
  const api = new ReturnsApi(request);
  const fresh = await api.submitCleanReturn('101');
  expect(await api.approveAll('fss', 'SALES', fresh.retNumber)).toBe('CD');
  const shell = new ShellPage(page);
  await shell.enterAs('display', '/workflow/returnLifecycle');
  await page.getByRole('button', { name: 'Open inProgress' }).click();
  // Other journeys move returns meanwhile: the chart and the API agree once read together.
  await expect(async () => {
    const states: { data: { state: string; returns: number }[] } = await api.get('display', '/api/workflow/lifecycle/states');
    const delivery = states.data.find((s) => s.state === 'inProgress.delivery')!;
    await expect(page.locator('[data-state="returnLifecycle.inProgress.delivery"]')).toHaveAttribute('data-returns', String(delivery.returns), {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });

  // Picked with the keyboard: Enter on the state's name.
  await page.getByTestId('bottleneck-table').getByRole('button', { name: 'inProgress.delivery', exact: true }).press('Enter');
  await expect(page).toHaveURL(/state=inProgress\.delivery/);
  // Longest in the state first: the fresh return, among the last to enter it, is on one of the last pages.
  const inState = page.getByTestId('returns-in-state');
  const pager = inState.getByText(/^\d+-\d+ of \d+$/);
  const freshLink = inState.getByRole('link', { name: fresh.retNumber });
  const firstRow = inState.locator('tbody tr').first();
  await expect(inState.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  for (;;) {
    const range = (await pager.textContent())!;
    const [, shownTo, total] = /^\d+-(\d+) of (\d+)$/.exec(range)!;
    if (shownTo === total || (await freshLink.isVisible())) break;
    // The pager's range changes at the click, the rows when the next page has come.
    const rowsBefore = (await firstRow.textContent())!;
    await inState.getByRole('button', { name: 'Go to next page' }).click();
    await expect(pager).not.toHaveText(range);
    await expect(firstRow).not.toHaveText(rowsBefore);
  }
  await expect(freshLink).toBeVisible();

  await typeInto(page.getByLabel('Return number'), fresh.retNumber);
  await page.getByLabel('Return number').press('Enter');
  await expect(page.getByTestId('path-states').locator('tr[data-state="inProgress.sales"]')).toContainText(demoFullName('fss'));
  await expect(page.locator('[data-state="returnLifecycle.inProgress.sales"]')).toHaveAttribute('data-visited', 'true');
  await expect(page.locator('[data-state="returnLifecycle.inProgress.delivery"]')).toHaveAttribute('data-visited', 'true');
  await expect(page.locator('[data-state="returnLifecycle.inProgress.brqa"]')).toHaveAttribute('data-visited', 'false');

  // The whole chart, overlay and path included, exported as SVG.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export SVG' }).click();
  const svg = await download;
  expect(svg.suggestedFilename()).toBe('returnLifecycle.svg');
  const text = (await readFile(await svg.path())).toString('utf8');
  expect(text).toContain('<svg');
  expect(text).toContain('inProgress');
});

test("a developer plays a test's path on a chart step by step, and an analyst reads what a guard checks by hovering it", async ({ page }) => {
  const [set] = testPathSetsOf(withoutRtvWizard);
  const walks = testPathsOf(set!);
  // The longest path: it passes the guarded Next to the detail.
  const index = walks.reduce((longest, walk, i) => (walk.steps.length > walks[longest]!.steps.length ? i : longest), 0);
  const played = playPath(set!, walks[index]!);
  const shell = new ShellPage(page);
  await shell.enterAs('display', '/workflow/withoutRtvWizard');
  // The tests' paths are the developers' tab.
  await expect(page.getByTestId('test-paths')).toHaveCount(0);
  await page.getByRole('tab', { name: "Tests' paths (developers)" }).click();
  await expect(page).toHaveURL(/view=paths/);
  const panel = page.getByTestId('test-paths');
  await expect(panel.getByTestId('test-path')).toHaveCount(walks.length);
  await panel.getByText(`Path ${index + 1} of ${walks.length}: ${pathName(walks[index]!)}`).click();
  await expect(panel.getByTestId('test-path-title')).toHaveText(`Path ${index + 1} of ${walks.length}`);

  const current = page.locator('[data-testid="chart-state"][data-current="true"]');
  const taken = page.locator('[data-testid="chart-transition"][data-taken="true"]');
  await expect(current).toHaveAttribute('data-state', 'withoutRtvWizard.searching');
  await expect(taken).toHaveCount(0);
  for (const [i, step] of played.entries()) {
    if (i === 0) continue;
    await panel.getByRole('button', { name: 'Next step' }).click();
    await expect(panel.getByTestId('test-path-step')).toHaveText(`Step ${i} of ${played.length - 1}: ${step.label}`);
    await expect(current).toHaveAttribute('data-state', step.states[0]!);
    // An edge and, for a transition that stays, its line in the state's box.
    await expect(taken.first()).toHaveAttribute('data-transition', step.transitions[0]!);
  }
  await expect(panel.getByRole('button', { name: 'Next step' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Previous step' }).click();
  await expect(current).toHaveAttribute('data-state', played.at(-2)!.states[0]!);
  await panel.getByRole('button', { name: 'All paths' }).click();
  await expect(current).toHaveCount(0);

  // On the chart itself, a guard in words says on hover what it checks.
  await page.getByRole('tab', { name: 'Chart', exact: true }).click();
  await expect(page.getByTestId('test-paths')).toHaveCount(0);
  const guard = page.locator('[data-testid="chart-guard"][data-guard="hasSelection"]').first();
  await expect(guard).toHaveText(' [lines chosen]');
  await guard.hover();
  await expect(page.getByRole('tooltip')).toContainText(`hasSelection: ${guardDescriptionsOf(withoutRtvWizard).hasSelection}`);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
