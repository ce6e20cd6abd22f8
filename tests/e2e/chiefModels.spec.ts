import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { SessionUser } from './sessions.ts';
import { createTestModel } from 'xstate/graph';
import type { AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import { chiefDeliveryModel, chiefWarehouseModel } from '../model/chiefModels.ts';
import { coveringWalks } from '../model/coveringWalks.ts';
import { ChiefScreens, ChiefsApi, signedFpre } from './chiefPages.ts';
import { ShellPage, typeInto } from './pages.ts';

/**
 * The Chief Delivery and Chief Warehouse flows drive walks through their screens in Chromium:
 * every transition of each machine is taken at least once by a real user action on a return the
 * API brought to the state the event names, and after each step the screen shows the machine's
 * state. A refusal by the server is produced by losing the connection of that one request.
 */

// A step that cannot happen fails within seconds, not at the walk's end.
test.use({ actionTimeout: 15_000 });

type AnyEvent = { type: string; [key: string]: unknown };
type Exec = (upcoming: string | undefined, event: AnyEvent) => Promise<void>;

interface Walker {
  events: Record<string, Exec>;
  states: Record<string, () => Promise<void>>;
}

const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('dialog-message') }).last();

async function closeDialog(page: Page, message: string | RegExp) {
  await expect(dialog(page).getByTestId('dialog-message')).toHaveText(message);
  await dialog(page).getByRole('button', { name: /^(OK|No)$/ }).last().click();
  await expect(dialog(page)).toBeHidden();
}

/** Loses the connection of the next `method` request to `pattern` when the step that follows is a failure. */
async function failNextIf(page: Page, upcoming: string | undefined, failure: string, method: string, pattern: RegExp) {
  if (upcoming !== failure) return;
  await page.route(pattern, (route) => (route.request().method() === method ? route.abort('connectionreset') : route.fallback()), { times: 1 });
}

function deliveryWalker(page: Page, api: ChiefsApi): Walker {
  const screens = new ChiefScreens(page);
  let popup: Promise<Page> | null = null;
  const find = async (retNumber: string) => {
    await screens.search(retNumber);
    await expect(screens.rows(retNumber)).toHaveCount(1);
    return screens.rows(retNumber);
  };
  const printing = async (upcoming: string | undefined) => {
    await failNextIf(page, upcoming, 'print.failed', 'POST', /\/api\/return\/[^/]+\/print$/);
    if (upcoming === 'print.succeeded') popup = page.waitForEvent('popup', { timeout: 20_000 });
  };
  return {
    events: {
      'rows.select': async (_upcoming, event) => {
        const clear = page.getByRole('button', { name: 'Clear selection' });
        if (await clear.isVisible()) await clear.click();
        if (!(event.returns as unknown[]).length) return;
        const { retNumber } = await api.atDelivery();
        await (await find(retNumber)).getByRole('checkbox').check();
      },
      'print.selected': async (upcoming) => {
        await printing(upcoming);
        await screens.printSelected().click();
        if (upcoming !== 'print.succeeded' && upcoming !== 'print.failed') await closeDialog(page, 'Please select row first');
      },
      'print.one': async (upcoming) => {
        const { retNumber } = await api.atDelivery();
        const row = await find(retNumber);
        await printing(upcoming);
        await row.getByRole('button', { name: 'Print', exact: true }).click();
      },
      'print.succeeded': async () => {
        await (await popup!).close();
        popup = null;
      },
      'print.failed': async () => closeDialog(page, 'Error: something went wrong'),
      'detail.open': async (_upcoming, event) => {
        const which = (event.return as { retNumber: string }).retNumber;
        const { retNumber } = await (which === 'NOT_PRINTED' ? api.atDelivery() : which === 'PRINTED' ? api.printed() : api.uploaded());
        await (await find(retNumber)).getByRole('button', { name: 'Upload' }).click();
        if (which === 'NOT_PRINTED') await closeDialog(page, 'please print FPRE first!');
      },
      'remark.change': async (_upcoming, event) => page.getByLabel('Handover Remarks').fill(event.remark as string),
      'fpre.choose': async (upcoming, event) => {
        const { name } = event.file as { name: string };
        if (name === 'notes.txt') {
          await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('not an FPRE') });
          return closeDialog(page, 'The maximum upload file is 3MB!');
        }
        await failNextIf(page, upcoming, 'upload.failed', 'POST', /\/api\/return\/[^/]+\/fpre(\?.*)?$/);
        await page.locator('input[type=file]').setInputFiles(signedFpre);
        if (!upcoming?.startsWith('upload.')) await closeDialog(page, 'The signed FPRE is uploaded already; delete it first to upload another.');
      },
      'upload.succeeded': async () => expect(page.getByTestId('fpre-document')).toBeVisible(),
      'upload.failed': async () => closeDialog(page, 'The maximum upload file is 3MB!'),
      'fpre.open': async () => {
        const [tab] = await Promise.all([page.waitForEvent('popup', { timeout: 20_000 }), page.getByTestId('fpre-document').getByRole('button').first().click()]);
        await tab.close();
      },
      'fpre.delete': async () => page.getByTestId('fpre-document').getByRole('button', { name: 'Delete' }).click(),
      'delete.confirm': async (upcoming) => {
        await failNextIf(page, upcoming, 'delete.failed', 'DELETE', /\/api\/return\/[^/]+\/fpre(\?.*)?$/);
        await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
      },
      'delete.cancel': async () => page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'No' }).click(),
      'delete.succeeded': async () => expect(page.getByTestId('fpre-document')).toBeHidden(),
      'delete.failed': async () => closeDialog(page, 'Something went wrong!'),
      'delivery.approve': async (upcoming) => {
        await failNextIf(page, upcoming, 'decision.failed', 'POST', /\/api\/return\/[^/]+\/delivery-decision(\?.*)?$/);
        await screens.button('Approve').click();
      },
      'delivery.reject': async (upcoming) => {
        await failNextIf(page, upcoming, 'decision.failed', 'POST', /\/api\/return\/[^/]+\/delivery-decision(\?.*)?$/);
        await screens.button('Reject').click();
        if (!upcoming?.startsWith('decision.')) await closeDialog(page, 'Please fill remark reject first!');
      },
      'decision.succeeded': async () => closeDialog(page, 'Data has been saved!'),
      'decision.failed': async () => closeDialog(page, 'Something went wrong!'),
      'flow.back': async () => screens.button('Back').click(),
    },
    states: {
      listing: async () => expect(page).toHaveURL(/\/chief-delivery(\/APL\d+)?$/),
      printing: async () => {},
      detail: async () => expect(page.getByRole('heading', { name: 'Chief Delivery Detail' })).toBeVisible(),
      uploading: async () => {},
      confirmingDelete: async () => expect(page.getByRole('dialog', { name: 'Confirmation' })).toBeVisible(),
      deleting: async () => {},
      deciding: async () => {},
      decided: async () => expect(page).toHaveURL(/\/chief-delivery$/),
    },
  };
}

function warehouseWalker(page: Page, api: ChiefsApi): Walker {
  const screens = new ChiefScreens(page);
  // The walk's return while it waits at Chief Warehouse; a save that moves it on ends it.
  let waiting: string | null = null;
  const returnUomOf = async (index: number) => (await screens.lines().nth(index).locator('td').nth(6).textContent())!;
  return {
    events: {
      'detail.open': async () => {
        waiting ??= (await api.atWarehouse()).retNumber;
        await screens.search(waiting);
        await screens.rows(waiting).getByRole('button', { name: 'Confirm FPRE' }).click();
        await expect(screens.lines()).toHaveCount(2);
      },
      'line.qty': async (_upcoming, event) => {
        const actual = screens.lines().nth(event.index as number).getByRole('textbox', { name: 'Actual Qty' });
        await typeInto(actual, String(event.qty));
        await expect(actual).toHaveValue('0.01');
      },
      'line.uom': async (_upcoming, event) => {
        const line = screens.lines().nth(event.index as number);
        if (event.uom !== '') return screens.chooseUom(event.index as number, await returnUomOf(event.index as number));
        // Clearing a unit: its Clear button shows only while there is one.
        const clear = line.getByRole('button', { name: 'Clear UOM' });
        if (await clear.count()) await clear.click();
        await expect(line.getByRole('textbox', { name: 'UOM' })).toHaveValue('');
      },
      'line.reject': async (_upcoming, event) => screens.lines().nth(event.index as number).getByRole('checkbox', { name: 'Reject' }).check(),
      'line.remark': async (_upcoming, event) => screens.lines().nth(event.index as number).getByRole('textbox', { name: 'Remark' }).fill(event.remark as string),
      'doc.status': async (_upcoming, event) => screens.docStatus(event.status === 'A' ? 'FPRE OK' : 'Not OK'),
      'doc.remark': async (_upcoming, event) => page.getByRole('textbox', { name: 'Document Remark' }).fill(event.remark as string),
      'warehouse.save': async (upcoming) => {
        await failNextIf(page, upcoming, 'save.refused', 'POST', /\/api\/return\/[^/]+\/warehouse(\?.*)?$/);
        await screens.button('Save').click();
        if (!upcoming?.startsWith('save.')) await closeDialog(page, /^Please /);
      },
      'save.succeeded': async (upcoming) => {
        if (upcoming === 'salesOrder.created') return;
        await closeDialog(page, 'Data has been saved!');
        waiting = null;
      },
      'save.refused': async () => closeDialog(page, 'Something went wrong!'),
      'salesOrder.created': async () => {
        await expect(dialog(page).getByTestId('dialog-message')).toHaveText(/^Return has been Saved, your Sales Order number : \S+$/, { timeout: 40_000 });
        await closeDialog(page, /Sales Order number/);
        waiting = null;
      },
      'flow.back': async () => screens.button('Back').click(),
    },
    states: {
      searching: async () => expect(page).toHaveURL(/\/chief-warehouse$/),
      editing: async () => expect(page.getByRole('heading', { name: 'Chief Warehouse Detail' })).toBeVisible(),
      saving: async () => {},
      awaitingSalesOrder: async () => {},
      saved: async () => expect(page).toHaveURL(/\/chief-warehouse$/),
    },
  };
}

function walk<M extends AnyStateMachine>(
  name: string,
  user: SessionUser,
  start: string,
  model: { machine: M; events: EventFrom<M>[]; serialize: (s: SnapshotFrom<M>) => string; input?: unknown },
  walker: (page: Page, api: ChiefsApi) => Walker,
) {
  const testModel = createTestModel(model.machine, { events: model.events, serializeState: model.serialize as never });
  const walks = coveringWalks(model.machine, model.events, model.serialize, model.input);
  for (const [index, path] of walks.entries()) {
    const plan = path.steps.map((s) => (s.event as { type: string }).type);
    test(`${name}, walk ${index + 1} of ${walks.length} (${plan.length} steps)`, async ({ page, request }) => {
      test.setTimeout(120_000 + plan.length * 20_000);
      const shell = new ShellPage(page);
      await shell.enterAs(user, start);
      const { events, states } = walker(page, new ChiefsApi(request));
      let at = 0;
      const execs = Object.fromEntries(Object.entries(events).map(([type, exec]) => [type, async (step: { event: AnyEvent }) => exec(plan[++at], step.event)]));
      await testModel.testPath(path as never, { events: execs as never, states });
    });
  }
}

test.describe('Chief Delivery and Chief Warehouse walked from their machines', () => {
  walk('Chief Delivery', 'chief_delivery', '/chief-delivery', chiefDeliveryModel, deliveryWalker);
  walk('Chief Warehouse', 'chief_warehouse', '/chief-warehouse', chiefWarehouseModel, warehouseWalker);
});
