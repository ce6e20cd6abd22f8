import { initialTransition, transition, type EventFrom, type SnapshotFrom } from 'xstate';
import { chiefDeliveryFlow } from './chiefDeliveryFlow.ts';
import type { ListedReturn } from './deliveryRules.ts';
import { returnLifecycle, type LifecycleEvent } from '../returns/returnLifecycle.ts';
import { chiefWarehouseFlow, warehouseSave, type WarehouseLine } from '../warehouse/chiefWarehouseFlow.ts';
import { warehouseProblem } from '../warehouse/warehouseChecks.ts';

/** The lifecycle of a return routed CD, CW with lines 1 and 2 after `events` (a reachable snapshot, as the server would send it). */
export function lifecycleAfter(...events: LifecycleEvent[]) {
  let [s] = initialTransition(returnLifecycle, { route: ['CD', 'CW'], lineIds: ['1', '2'] });
  for (const e of events) s = transition(returnLifecycle, s, e)[0];
  return s;
}
const submitted = { type: 'return.submit' } as const;
const printedEvents = [submitted, { type: 'fpre.print' }, { type: 'fareye.answer', status: 'SENT' }] as const;
const uploadedEvents = [...printedEvents, { type: 'fpre.upload' }] as const;

/**
 * The returns a Chief Delivery walk meets, with their lifecycle snapshots: not printed yet,
 * printed with delivery tracking answered, and with its signed FPRE uploaded. The browser walks
 * bring a fresh return of the plant to each state through the API before the user acts on it.
 */
export const deliveryReturns = {
  notPrinted: { retNumber: 'NOT_PRINTED', lifecycle: lifecycleAfter(submitted) },
  printed: { retNumber: 'PRINTED', lifecycle: lifecycleAfter(...printedEvents) },
  uploaded: { retNumber: 'UPLOADED', lifecycle: lifecycleAfter(...uploadedEvents) },
} satisfies Record<string, ListedReturn>;

/** The lifecycle of a walk's return waiting at Chief Warehouse (lines 1 and 2). */
export const atWarehouse = lifecycleAfter(...uploadedEvents, { type: 'delivery.approve' });

type Delivery = typeof chiefDeliveryFlow;

/** Chief Delivery as chief_delivery (no bypass of delivery tracking) meets it. */
export const deliveryModel = {
  machine: chiefDeliveryFlow,
  input: { bypassFareye: false },
  events: [
    { type: 'rows.select', returns: [] },
    { type: 'rows.select', returns: [deliveryReturns.notPrinted] },
    { type: 'print.selected' },
    { type: 'print.one', return: deliveryReturns.notPrinted },
    { type: 'print.succeeded' },
    { type: 'print.failed' },
    { type: 'detail.open', return: deliveryReturns.notPrinted },
    { type: 'detail.open', return: deliveryReturns.printed },
    { type: 'detail.open', return: deliveryReturns.uploaded },
    { type: 'remark.change', remark: 'Handed to the driver' },
    { type: 'fpre.choose', file: { name: 'notes.txt', size: 11 } },
    { type: 'fpre.choose', file: { name: 'signed-fpre.png', size: 70 } },
    { type: 'upload.succeeded', return: deliveryReturns.uploaded },
    { type: 'upload.failed' },
    { type: 'fpre.open' },
    { type: 'fpre.delete' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'delete.succeeded', return: deliveryReturns.printed },
    { type: 'delete.failed' },
    { type: 'delivery.approve' },
    { type: 'delivery.reject' },
    { type: 'decision.succeeded' },
    { type: 'decision.failed' },
    { type: 'flow.back' },
  ] as EventFrom<Delivery>[],
  serialize: (s: SnapshotFrom<Delivery>) =>
    JSON.stringify({
      value: s.value,
      selected: s.context.selected.length > 0,
      uploaded: s.context.opened?.lifecycle.context.fpreUploaded ?? null,
      remark: Boolean(s.context.remark.trim()),
    }),
};

/**
 * The two lines of a walk's return as the warehouse detail starts them: 0.01 requested each (as
 * tests/e2e/returnsApi.ts submits them), in the return unit. A walk clears a unit (the screen's
 * Clear UOM) or chooses the return unit again (the browser reads it from the line).
 */
const line = (approvalDetailId: number): WarehouseLine => ({
  approvalDetailId,
  requestedQty: 0.01,
  returnUom: 'RETURN_UOM',
  baseUom: 'RETURN_UOM',
  altUoms: [],
  qty: 0.01,
  uom: 'RETURN_UOM',
  rejected: false,
  remark: '',
});
export const warehouseLines = [line(1), line(2)];

type Warehouse = typeof chiefWarehouseFlow;

/**
 * Chief Warehouse with the events its walks send; editing states are told apart by what its
 * guards look at: the first problem a save would meet, how many lines still lack their unit, and
 * whether the FPRE is Not OK (the return goes back) or not (it completes).
 */
export const warehouseModel = {
  machine: chiefWarehouseFlow,
  input: undefined,
  events: [
    { type: 'detail.open', lifecycle: atWarehouse, lines: warehouseLines },
    { type: 'line.qty', index: 0, qty: 5 },
    { type: 'line.uom', index: 0, uom: '' },
    { type: 'line.uom', index: 0, uom: 'RETURN_UOM' },
    { type: 'line.uom', index: 1, uom: '' },
    { type: 'line.uom', index: 1, uom: 'RETURN_UOM' },
    { type: 'line.reject', index: 1, rejected: true },
    { type: 'line.remark', index: 1, remark: 'Box crushed' },
    { type: 'doc.status', status: 'A' },
    { type: 'doc.status', status: 'R' },
    { type: 'doc.remark', remark: 'Signature missing' },
    { type: 'warehouse.save' },
    { type: 'save.succeeded' },
    { type: 'save.refused' },
    { type: 'salesOrder.created', salesOrderNo: 'SO' },
    { type: 'flow.back' },
  ] as EventFrom<Warehouse>[],
  serialize: (s: SnapshotFrom<Warehouse>) => {
    const c = s.context;
    if (!s.matches('editing') && !s.matches('saving')) return JSON.stringify({ value: s.value });
    const unitless = c.lines.filter((l) => !l.rejected && !l.uom).length;
    return JSON.stringify({ value: s.value, problem: warehouseProblem(warehouseSave(c), new Map())?.code ?? null, unitless, notOk: c.fpreStatus === 'R' });
  },
};
