import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createTestModel } from 'xstate/graph';
import type { AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import { coveringWalks, type Walk } from '../model/coveringWalks.ts';
import { nonReferenceModel, withoutRtvModel, withRtvModel } from '../model/wizardModels.ts';
import { ShellPage, typeInto } from './pages.ts';

/**
 * The wizards' machines drive walks through their screens in Chromium: every transition of each
 * machine is taken at least once by a real user action, and after each step the screen shows the
 * state the machine is in. A refusal by the server is produced by losing the connection of that
 * one request (the screens handle every refusal alike).
 */

const CLEAN_INVOICE = '9000000010';
const UNKNOWN_INVOICE = '9999999999';

type Exec = (page: Page, upcoming: string | undefined, event: { type: string; count?: number }) => Promise<void>;
type Check = (page: Page) => Promise<void>;

interface ScreenModel<M extends AnyStateMachine> {
  name: string;
  model: { machine: M; events: EventFrom<M>[]; serialize: (s: SnapshotFrom<M>) => string };
  start: string;
  events: Record<string, Exec>;
  states: Record<string, Check>;
}

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('dialog-message') }).last();

async function closeDialog(page: Page, message: string | RegExp) {
  await expect(dialog(page).getByTestId('dialog-message')).toHaveText(message);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}

/** Loses the connection of the next request to `pattern` when the step that follows is a refusal. */
async function failNextIfRefused(page: Page, upcoming: string | undefined, pattern: RegExp) {
  if (!upcoming?.endsWith('.refused')) return;
  await page.route(pattern, (route) => route.abort('connectionreset'), { times: 1 });
}

/** Answers Yes to the question whether unsaved input may be discarded. */
async function discard(page: Page) {
  const question = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(question.getByTestId('dialog-message')).toHaveText('Your input has not been saved. Leave and discard it?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(question).toBeHidden();
}

async function chooseReason132(page: Page) {
  await page.getByRole('textbox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: /^132 / }).click();
}

async function chooseCustomer(page: Page) {
  await page.getByRole('button', { name: 'Search Customer' }).click();
  const customers = page.getByRole('dialog', { name: 'Customer Search' });
  await customers.getByLabel('Customer Code').fill('30000001');
  await customers.getByRole('button', { name: 'Search' }).click();
  await customers.getByRole('button', { name: 'Choose' }).first().click();
  await expect(customers).toBeHidden();
}

/**
 * Chooses the first row of a search popup whose material and batch (cells `columns`) are not in
 * the lines listed yet (`listed`): each add is a line not chosen before.
 */
async function chooseNew(popup: Locator, listed: Locator, columns: [number, number]) {
  const already = await listed.allTextContents();
  await popup.getByRole('button', { name: 'Choose' }).first().waitFor();
  for (const row of await popup.locator('tbody tr').filter({ has: popup.page().getByRole('button', { name: 'Choose' }) }).all()) {
    const [material, batch] = await Promise.all(columns.map((c) => row.locator('td').nth(c).textContent()));
    if (!already.some((line) => line.includes(material!) && line.includes(batch!))) return row.getByRole('button', { name: 'Choose' }).click();
  }
  throw new Error('No line left to choose');
}

async function chooseMaterial(page: Page, listed: Locator) {
  const materials = page.getByRole('dialog', { name: 'Material Search' });
  await materials.getByLabel('Material Code').fill('10000001');
  await materials.getByRole('button', { name: 'Search' }).click();
  await chooseNew(materials, listed, [0, 2]);
  await expect(materials).toBeHidden();
}

const saveOutcome: Record<string, Exec> = {
  'save.succeeded': async (page) => closeDialog(page, /^Return have been Saved, your return number : (DRF|APL)\d+$/),
  'save.refused': async (page) => closeDialog(page, 'Something went wrong!'),
};

const withoutRtv: ScreenModel<typeof withoutRtvModel.machine> = {
  name: 'Without RTV',
  model: withoutRtvModel,
  start: '/new-return/non-rtv',
  events: {
    'search.found': async (page) => {
      await page.getByLabel('Invoice Ref Number').fill(CLEAN_INVOICE);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.locator('tbody tr input[type=checkbox]:not([disabled])').first()).toBeVisible();
    },
    'search.empty': async (page) => {
      await page.getByLabel('Invoice Ref Number').fill(UNKNOWN_INVOICE);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('dialog', { name: 'Without RTV' })).toBeVisible();
    },
    'nonReference.accept': async (page) => page.getByRole('dialog', { name: 'Without RTV' }).getByRole('button', { name: 'Yes' }).click(),
    'nonReference.decline': async (page) => {
      await page.getByRole('dialog', { name: 'Without RTV' }).getByRole('button', { name: 'No' }).click();
      await expect(page.getByRole('dialog', { name: 'Without RTV' })).toBeHidden();
    },
    'lines.select': async (page, _upcoming, event) => {
      const checked = page.locator('tbody tr input[type=checkbox]:checked');
      while ((await checked.count()) > 0) await checked.first().uncheck();
      const boxes = page.locator('tbody tr input[type=checkbox]:not([disabled])');
      for (let i = 0; i < (event.count ?? 0); i++) await boxes.nth(i).check();
    },
    'wizard.next': async (page) => page.getByRole('button', { name: 'Next', exact: true }).click(),
    // The browser's Back: the search with its lines still chosen.
    'wizard.back': async (page) => {
      await page.goBack();
      await expect(page).toHaveURL(/\/new-return\/non-rtv$/);
      await expect(page.locator('tbody tr input[type=checkbox]:checked').first()).toBeVisible();
    },
    'wizard.cancel': async (page) => {
      await page.getByRole('button', { name: 'Cancel' }).click();
      await discard(page);
    },
    'detail.draft': async (page, upcoming) => {
      await failNextIfRefused(page, upcoming, /\/api\/return$/);
      await page.getByRole('button', { name: 'Draft' }).click();
    },
    'detail.save': async (page, upcoming) => {
      await chooseReason132(page);
      await page.getByRole('main').getByLabel('Remarks').first().fill('Walked by the model');
      // A walk returns next to nothing, so the journeys after it still find returnable lines.
      for (const qty of await page.getByTestId('detail-line').getByLabel('Return Qty').all()) await typeInto(qty, '0.001');
      await failNextIfRefused(page, upcoming, /\/api\/return$/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    },
    ...saveOutcome,
  },
  states: {
    searching: async (page) => expect(page).toHaveURL(/\/new-return\/non-rtv$/),
    offeringNonReference: async (page) => expect(page.getByRole('dialog', { name: 'Without RTV' })).toBeVisible(),
    choosing: async (page) => expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible(),
    editing: async (page) => expect(page.getByTestId('detail-line').first()).toBeVisible(),
    saved: async (page) => expect(page).toHaveURL(/\/new-return\/non-rtv$/),
    leftForNonReference: async (page) => expect(page).toHaveURL(/\/new-return\/non-rtv\/non-reference\?invoice=/),
    cancelled: async (page) => expect(page).toHaveURL(/\/new-return\/with-rtv$/),
  },
};

const nonReference: ScreenModel<typeof nonReferenceModel.machine> = {
  name: 'Non Reference',
  model: nonReferenceModel,
  start: '/new-return/non-rtv/non-reference',
  events: {
    'customer.choose': async (page) => chooseCustomer(page),
    'material.add': async (page) => {
      await page.getByRole('button', { name: 'Add Material' }).click();
      await chooseMaterial(page, page.getByTestId('nonref-line'));
    },
    'line.remove': async (page) => page.getByTestId('nonref-line').first().getByRole('button', { name: 'Remove' }).click(),
    'detail.draft': async (page, upcoming) => {
      await failNextIfRefused(page, upcoming, /\/api\/return(\/\d+)?$/);
      await page.getByRole('button', { name: 'Draft' }).click();
    },
    'detail.save': async (page, upcoming) => {
      await chooseReason132(page);
      await page.getByRole('main').getByLabel('Remarks').first().fill('Walked by the model');
      for (const price of await page.getByTestId('nonref-line').getByLabel('Net Price').all()) await price.fill('15000');
      await typeInto(page.getByRole('textbox', { name: 'Reference Invoice Date' }), '01/10/2026');
      await failNextIfRefused(page, upcoming, /\/api\/return(\/\d+)?$/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    },
    ...saveOutcome,
  },
  states: {
    choosingCustomer: async (page) => expect(page.getByRole('main').getByLabel('Customer Code')).toHaveValue(''),
    editing: async (page) => expect(page.getByRole('main').getByLabel('Customer Code')).toHaveValue('30000001'),
    saved: async (page) => expect(page).toHaveURL(/\/new-return\/non-rtv$/),
  },
};

const rtvCount = (page: Page, table: 'reference' | 'nonref') => page.getByTestId(`rtv-${table}-line`).count();

const withRtv: ScreenModel<typeof withRtvModel.machine> = {
  name: 'With RTV',
  model: withRtvModel,
  start: '/new-return/with-rtv',
  events: {
    'header.save': async (page, upcoming) => {
      const rtvNo = page.getByRole('main').getByLabel('RTV Number');
      if (!(await rtvNo.inputValue())) {
        await rtvNo.fill('RTV-MODEL');
        await typeInto(page.getByRole('textbox', { name: 'RTV Date', exact: true }), '10/11/2026');
        await typeInto(page.getByRole('textbox', { name: 'RTV Receiving Date' }), '12/11/2026');
        await chooseCustomer(page);
      }
      await failNextIfRefused(page, upcoming, /\/api\/return$/);
      await page.getByRole('button', { name: 'save', exact: true }).click();
    },
    'header.saved': async (page) => expect(page).toHaveURL(/\/new-return\/with-rtv\/list$/),
    'header.refused': async (page) => closeDialog(page, 'Something went wrong!'),
    'reference.add': async (page) => {
      const count = await rtvCount(page, 'reference');
      await page.getByRole('button', { name: count ? 'Add Reference' : 'Reference', exact: true }).click();
      const search = page.getByRole('dialog', { name: 'Reference Search' });
      await search.getByLabel('Invoice Number', { exact: true }).fill(CLEAN_INVOICE);
      await search.getByRole('button', { name: 'Search' }).click();
      await chooseNew(search, page.getByTestId('rtv-reference-line'), [4, 6]);
      await expect(page.getByTestId('rtv-reference-line')).toHaveCount(count + 1);
    },
    'reference.remove': async (page) => page.getByTestId('rtv-reference-line').first().getByRole('button', { name: 'Remove' }).click(),
    'nonReference.add': async (page) => {
      const count = await rtvCount(page, 'nonref');
      await page.getByRole('button', { name: count ? 'Add Material' : 'Non Reference', exact: true }).click();
      await chooseMaterial(page, page.getByTestId('rtv-nonref-line'));
      await expect(page.getByTestId('rtv-nonref-line')).toHaveCount(count + 1);
    },
    'nonReference.remove': async (page) => page.getByTestId('rtv-nonref-line').first().getByRole('button', { name: 'Remove' }).click(),
    'reference.next': async (page) => page.getByTestId('rtv-reference-next').click(),
    'nonReference.next': async (page) => page.getByTestId('rtv-nonref-next').click(),
    // On the list its Back (a new header: gathered lines are discarded after asking); on an edit screen the browser's Back to the list.
    'wizard.back': async (page) => {
      if (!page.url().endsWith('/list')) {
        await page.goBack();
        return expect(page).toHaveURL(/\/new-return\/with-rtv\/list$/);
      }
      const gathered = (await rtvCount(page, 'reference')) + (await rtvCount(page, 'nonref'));
      await page.getByRole('button', { name: 'Back' }).first().click();
      if (gathered) await discard(page);
    },
    'wizard.cancel': async (page) => {
      await page.getByRole('button', { name: 'Cancel' }).click();
      await discard(page);
    },
    'detail.draft': async (page, upcoming) => {
      await failNextIfRefused(page, upcoming, /\/api\/return(\/\d+)?$/);
      await page.getByRole('button', { name: 'Draft' }).click();
    },
    'detail.save': async (page, upcoming) => {
      await chooseReason132(page);
      await page.getByRole('main').getByLabel('Remark', { exact: true }).fill('Walked by the model');
      if (page.url().endsWith('/non-ref')) {
        for (const price of await page.getByTestId('nonref-line').getByLabel('Net Price').all()) await price.fill('15000');
        await typeInto(page.getByRole('textbox', { name: 'Reference Invoice Date' }), '01/10/2026');
      } else {
        for (const qty of await page.getByTestId('rtv-detail-line').getByLabel('Return Qty').all()) await typeInto(qty, '0.001');
      }
      await failNextIfRefused(page, upcoming, /\/api\/return(\/\d+)?$/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    },
    ...saveOutcome,
  },
  states: {
    enteringHeader: async (page) => expect(page).toHaveURL(/\/new-return\/with-rtv$/),
    listing: async (page) => expect(page).toHaveURL(/\/new-return\/with-rtv\/list$/),
    editingReference: async (page) => expect(page.getByTestId('rtv-detail-line').first()).toBeVisible(),
    editingNonReference: async (page) => expect(page.getByTestId('nonref-line').first()).toBeVisible(),
    saved: async (page) => expect(page).toHaveURL(/\/new-return\/with-rtv$/),
    cancelled: async (page) => expect(page).toHaveURL(/\/new-return\/with-rtv$/),
  },
};

function walkScreens<M extends AnyStateMachine>(screens: ScreenModel<M>) {
  const { machine, events, serialize } = screens.model;
  const model = createTestModel(machine, { events, serializeState: serialize as never });
  const walks: Walk<M>[] = coveringWalks(machine, events, serialize);
  for (const [index, walk] of walks.entries()) {
    const plan = walk.steps.map((s) => (s.event as { type: string }).type);
    test(`${screens.name} wizard, walk ${index + 1} of ${walks.length}: ${plan.join(' → ')}`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.enterAs('sales_service', screens.start);
      let at = 0;
      const execs = Object.fromEntries(
        Object.entries(screens.events).map(([type, exec]) => [type, async (step: { event: { type: string; count?: number } }) => exec(page, plan[++at], step.event)]),
      );
      await model.testPath(walk as never, { events: execs as never, states: Object.fromEntries(Object.entries(screens.states).map(([key, check]) => [key, () => check(page)])) });
    });
  }
}

test.describe('wizards walked from their machines', () => {
  walkScreens(withoutRtv);
  walkScreens(nonReference);
  walkScreens(withRtv);
});
