import { afterEach, describe, expect } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import { deliveryWarehouseRoutes } from '../../src/web/routes/deliveryWarehouseRoutes.ts';
import { warehouseModel } from '../../machines/delivery/deliveryWarehouseModels.ts';
import { buttonShowing, fieldLabelled, fieldShown, headingShown, listed, pasteInto, renderScreens, rowShowing } from '../fixtures/renderScreens.tsx';
import { sentLifecycle } from '../fixtures/sentLifecycle.ts';
import { walkScreens, type WalkEvent, type Walker } from '../fixtures/walkScreens.ts';
import { answerApi, problem, signedInAs } from '../fixtures/webApi.ts';

/**
 * The Chief Warehouse flow walked from its machine through the real screens in happy-dom, where a
 * walk costs seconds (Chromium keeps one journey to each end: tests/e2e/deliveryWarehouse.spec.ts):
 * every transition is taken by a user action on a return the fake server below holds waiting at
 * Chief Warehouse, and after each step the screen shows the machine's state. A server failure is
 * an error answer to that one request.
 */

const failure = 'The server failed';
const salesOrderNo = '5000000123';

/** A return as the fake server holds it: waiting at CW until a save moves it on. */
interface Held {
  returnId: number;
  retNumber: string;
  version: number;
  stepCode: 'CW' | 'CD' | 'END';
  soNo: string | null;
}

const atWarehouse = () => sentLifecycle({ step_code: 'CW', print_status: 'Y', fpre_uploaded: true, fareye_status: 'SENT' }, [71, 72]);

// 0.01 requested each in the return unit, as the model's lines (tests/model/deliveryWarehouseModels.ts).
const item = (approvalDetailId: number): Schemas['DeliveryItem'] => ({
  approvalDetailId, line: approvalDetailId, materialCode: '10000001', materialName: `Material ${approvalDetailId}`, rayonType: null, batch: 'B1',
  uom: 'PCS', returnUom: 'BOX', qty: 0.01, nra: 'N', clientCode: '800001', expiredDate: '2027-01-31', attachmentId: null, salesmanName: 'fss',
});
const returnItem = (returnDetailId: number): Schemas['ReturnItem'] => ({
  returnDetailId, line: returnDetailId, materialCode: '10000001', materialName: `Material ${returnDetailId}`, batch: 'B1', expiredDate: '2027-01-31', uom: 'PCS', returnUom: 'BOX',
  altUom: [{ uom: 'BOX', numerator: 10, denumerator: 1 }, { uom: 'PCS', numerator: 1, denumerator: 1 }],
  qty: 0.01, baseQty: 0.1, availableQty: null, netPrice: 15000, nra: 'N', crprgp: 'Y', clientCode: '800001', attachmentId: null, remark: null, sloc: null, approvalStatus: null,
});

const rowOf = (r: Held): Schemas['WarehouseRow'] => ({
  returnId: r.returnId, retNumber: r.retNumber, version: r.version, lifecycle: atWarehouse(), invoiceNo: '9000000010', returnType: 'NONMTKA', reasonCode: '101', reasonName: 'Damaged',
  customerCode: '30000001', customerName: 'Apotek Sehat', userName: 'sales_service', createdByName: 'Dewi Anggraini', docDate: '2026-11-02T03:00:00.000Z', plantCode: '1001',
  plantName: 'Jakarta', remark: null, handoverRemark: 'Handed to the driver', fpreUploaded: true, fpreUploadTime: '2026-11-03T03:00:00.000Z', fpreFileName: 'signed-fpre.png',
  items: [item(71), item(72)],
});

const documentOf = (r: Held): Schemas['ReturnDocument'] => ({
  returnId: r.returnId, retNumber: r.retNumber, returnType: 'NONMTKA', draft: false, status: r.stepCode === 'END' ? 'A' : 'W', stepCode: r.stepCode, route: ['SALES', 'CD', 'CW'],
  version: r.version, lifecycle: atWarehouse(), customerCode: '30000001', customerName: 'Apotek Sehat', plantCode: '1001', plantName: 'Jakarta', printStatus: 'Y',
  createdUserName: 'sales_service', createdByName: 'Dewi Anggraini', createdDate: '2026-11-02T03:00:00.000Z', items: [returnItem(71), returnItem(72)],
  ...(r.soNo ? { soStatus: 'SUCCESS', soNo: r.soNo } : {}),
});

const retNumberIn = (url: string) => decodeURIComponent(new URL(url).pathname.split('/')[3]!);

/**
 * What the server would answer Chief Warehouse: a save of FPRE OK completes the return (the ERP's
 * sales order number then shows on it), Not OK sends it back to Chief Delivery; either way it
 * leaves the list. `failNext` makes the next save fail.
 */
class WarehouseServer {
  private readonly held = new Map<string, Held>();
  private failing = false;
  readonly saves: Schemas['WarehouseSave'][] = [];

  /** A return approved by Chief Delivery, waiting at Chief Warehouse; its number. */
  add(): string {
    const returnId = this.held.size + 1;
    const retNumber = `APL1001262${String(returnId).padStart(5, '0')}`;
    this.held.set(retNumber, { returnId, retNumber, version: 1, stepCode: 'CW', soNo: null });
    return retNumber;
  }

  failNext() {
    this.failing = true;
  }

  answers() {
    return answerApi({
      ...signedInAs('chief_warehouse', ['warehouse.chiefWarehouse']),
      'GET /param': () => ({ data: [], pageNo: 1, pageSize: 10, totalRecord: 0 }),
      'GET /return/warehouse': (request) => {
        const wanted = new URL(request.url).searchParams.get('retNumber');
        const rows = [...this.held.values()].filter((r) => r.stepCode === 'CW' && (!wanted || r.retNumber === wanted)).map(rowOf);
        return { data: rows, pageNo: 1, pageSize: 10, totalRecord: rows.length };
      },
      'GET /return/{id}': (request) => documentOf([...this.held.values()].find((r) => String(r.returnId) === request.url.split('/').pop())!),
      'POST /return/{retNumber}/warehouse': async (request) => {
        const body = (await request.clone().json()) as Schemas['WarehouseSave'];
        this.saves.push(body);
        if (this.failing) {
          this.failing = false;
          return problem(502, failure);
        }
        const r = this.held.get(retNumberIn(request.url))!;
        const completed = body.fpreStatus === 'A';
        Object.assign(r, { version: r.version + 1, stepCode: completed ? 'END' : 'CD', soNo: completed ? salesOrderNo : null });
        return { status: 200, message: 'Data has been saved!', data: { retNumber: r.retNumber, status: completed ? 'A' : 'W', stepCode: r.stepCode, version: r.version } } satisfies Schemas['DecisionSaved'];
      },
    });
  }
}

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

const lines = () => screen.getAllByTestId('warehouse-line');

/** The open dialog whose message matches, closed with OK. */
async function dialogMatching(text: RegExp | string) {
  const message = await screen.findByText(text);
  const dialog = message.closest('[role=dialog]') as HTMLElement;
  await userEvent.setup().click(buttonShowing('OK', dialog));
  await waitFor(() => expect(dialog.isConnected).toBe(false));
}

function warehouseWalker(): Walker {
  const server = new WarehouseServer();
  answering.push(server.answers().stop);
  const user = userEvent.setup({ delay: null });
  const router = renderScreens(deliveryWarehouseRoutes, '/chief-warehouse', { env: 'test' });
  // The walk's return while it waits at Chief Warehouse; a save that moves it on ends it.
  let waiting: string | null = null;

  /** Opens a select and picks an option, as a user does. */
  const choose = async (input: HTMLElement, option: string) => {
    await user.click(input);
    await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
  };
  /** Replaces a field's text; a user leaves a field holding it already as it is. */
  const retype = async (field: HTMLElement, text: string) => {
    if ((field as HTMLInputElement).value !== text) await pasteInto(user, field, text);
  };
  const lineOf = (event: WalkEvent) => lines()[event.index as number]!;

  return {
    events: {
      'detail.open': async () => {
        waiting ??= server.add();
        // Searched for by its number unless the search kept from before shows it.
        const search = await fieldShown('APL Return Number');
        if (search.value !== waiting) {
          await retype(search, waiting);
          await user.keyboard('{Enter}');
        }
        await listed(waiting);
        await user.click(buttonShowing('Confirm FPRE', rowShowing(waiting)));
        await waitFor(() => expect(lines()).toHaveLength(2), { timeout: 15_000 });
      },
      'line.qty': async (_upcoming, event) => {
        const actual = fieldLabelled('Actual Qty', lineOf(event));
        await retype(actual, String(event.qty));
        await user.tab();
        // More than requested becomes the requested.
        expect(actual.value).toBe('0.01');
      },
      'line.uom': async (_upcoming, event) => {
        if (event.uom !== '') return choose(fieldLabelled('UOM', lineOf(event)), 'BOX');
        // Clearing a unit: its Clear button shows only while there is one.
        const clear = within(lineOf(event)).queryByLabelText('Clear UOM');
        if (clear) await user.click(clear);
        expect(fieldLabelled('UOM', lineOf(event)).value).toBe('');
      },
      'line.reject': async (_upcoming, event) => {
        const reject = fieldLabelled('Reject', lineOf(event));
        if (!reject.checked) await user.click(reject);
      },
      'line.remark': async (_upcoming, event) => retype(fieldLabelled('Remark', lineOf(event)), event.remark as string),
      'doc.status': async (_upcoming, event) => choose(fieldLabelled('Action For All'), event.status === 'A' ? 'FPRE OK' : 'Not OK'),
      'doc.remark': async (_upcoming, event) => retype(fieldLabelled('Document Remark'), event.remark as string),
      'warehouse.save': async (upcoming, _event, context) => {
        if (upcoming === 'save.refused') server.failNext();
        const sent = server.saves.length;
        await user.click(buttonShowing('Save'));
        // A save the checks refuse is said and never sent.
        if (context.problem) {
          await dialogMatching(/^Please /);
          expect(server.saves).toHaveLength(sent);
        }
      },
      'save.succeeded': async (upcoming, _event, context) => {
        // What was sent is what the screen holds: each line's count, or its reject with the remark.
        const counted = context.lines as { rejected: boolean }[];
        expect(server.saves.at(-1)!.items.map((i) => i.status)).toEqual(counted.map((l) => (l.rejected ? 'R' : null)));
        if (upcoming === 'salesOrder.created') return;
        await dialogMatching('Data has been saved!');
        waiting = null;
      },
      'save.refused': async () => dialogMatching(failure),
      'salesOrder.created': async () => {
        await dialogMatching(`Return has been Saved, your Sales Order number : ${salesOrderNo}`);
        waiting = null;
      },
      'flow.back': async () => user.click(buttonShowing('Back')),
    },
    states: {
      searching: async () => waitFor(() => expect(router.state.location.pathname).toBe('/chief-warehouse')),
      editing: async () => {
        await headingShown('Chief Warehouse Detail');
      },
      saving: async () => {},
      awaitingSalesOrder: async () => {},
      saved: async () => waitFor(() => expect(router.state.location.pathname).toBe('/chief-warehouse')),
    },
  };
}

describe('Chief Warehouse walked from its machine through the screens', () => {
  walkScreens('Chief Warehouse', warehouseModel, warehouseWalker);
});
