import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { returnLifecycle } from '../../machines/returns/returnLifecycle.ts';
import { chiefDeliveryFlow } from '../../machines/delivery/chiefDeliveryFlow.ts';
import { fpreFileProblem, fpreMaxBytes } from '../../machines/delivery/deliveryRules.ts';
import { chiefWarehouseFlow, warehouseSave } from '../../machines/warehouse/chiefWarehouseFlow.ts';
import { clampActualQty, exceedsRequested } from '../../machines/warehouse/warehouseChecks.ts';
import { atWarehouse, deliveryReturns, lifecycleAfter, warehouseLines } from '../../machines/delivery/deliveryWarehouseModels.ts';

const waiting = { retNumber: 'WAITING', lifecycle: lifecycleAfter({ type: 'return.submit' }, { type: 'fpre.print' }) };
/** Sent back by the warehouse (FPRE Not OK) for a new signed FPRE. */
const reupload = {
  retNumber: 'REUPLOAD',
  lifecycle: transition(returnLifecycle, atWarehouse, { type: 'warehouse.save', fpreStatus: 'R', rejectedLineIds: [] })[0],
};

describe('Chief Delivery flow rules', () => {
  it('asks the lifecycle whether a return may be opened for its upload, naming its refusal', () => {
    const actor = createActor(chiefDeliveryFlow, { input: { bypassFareye: false } }).start();
    actor.send({ type: 'detail.open', return: deliveryReturns.notPrinted });
    expect(actor.getSnapshot().context.problem).toBe('notPrinted');
    actor.send({ type: 'detail.open', return: waiting });
    expect(actor.getSnapshot().context.problem).toBe('fareyeWaiting');
    expect(actor.getSnapshot().matches('listing')).toBe(true);
    actor.send({ type: 'detail.open', return: reupload });
    expect(actor.getSnapshot().matches('detail')).toBe(true);
  });

  it('lets ADMIN and ADMINISTRATOR upload past a waiting delivery-tracking request', () => {
    const actor = createActor(chiefDeliveryFlow, { input: { bypassFareye: true } }).start();
    actor.send({ type: 'detail.open', return: waiting });
    actor.send({ type: 'fpre.choose', file: { name: 'SIGNED.JPEG', size: fpreMaxBytes } });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
  });

  it('checks the file before it is sent: pdf, png, jpg or jpeg of at most 3 MB', () => {
    expect(fpreFileProblem({ name: 'signed.pdf', size: fpreMaxBytes })).toBeNull();
    expect(fpreFileProblem({ name: 'signed.pdf', size: fpreMaxBytes + 1 })).toBe('maxUpload');
    expect(fpreFileProblem({ name: 'signed.gif', size: 10 })).toBe('wrongType');
    expect(fpreFileProblem({ name: 'signed', size: 10 })).toBe('wrongType');
  });

  it('prints the chosen returns, in order, or says that none was chosen', () => {
    const actor = createActor(chiefDeliveryFlow, { input: { bypassFareye: false } }).start();
    actor.send({ type: 'print.selected' });
    expect(actor.getSnapshot().context.problem).toBe('selectRowFirst');
    actor.send({ type: 'rows.select', returns: [deliveryReturns.printed, deliveryReturns.notPrinted] });
    actor.send({ type: 'print.selected' });
    expect(actor.getSnapshot().context.printing).toEqual(['PRINTED', 'NOT_PRINTED']);
    actor.send({ type: 'print.succeeded' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });
});

describe('Chief Warehouse flow rules', () => {
  const editing = () => {
    const actor = createActor(chiefWarehouseFlow).start();
    actor.send({ type: 'detail.open', lifecycle: atWarehouse, lines: warehouseLines });
    return actor;
  };

  it('keeps an actual quantity between 0 and the requested one, and a remark to 255 characters', () => {
    expect(clampActualQty(-1, 2)).toBe(0);
    expect(clampActualQty(3, 2)).toBe(2);
    const actor = editing();
    actor.send({ type: 'line.qty', index: 0, qty: 5 });
    actor.send({ type: 'line.remark', index: 1, remark: 'x'.repeat(300) });
    expect(actor.getSnapshot().context.lines[0]!.qty).toBe(0.01);
    expect(actor.getSnapshot().context.lines[1]!.remark).toHaveLength(255);
  });

  it("checks a save in the specification's order", () => {
    const actor = editing();
    const problem = () => actor.getSnapshot().context.problem?.detail;
    actor.send({ type: 'warehouse.save' });
    expect(problem()).toBe('Please select status doc first!');
    actor.send({ type: 'doc.status', status: 'R' });
    actor.send({ type: 'line.reject', index: 1, rejected: true });
    actor.send({ type: 'warehouse.save' });
    expect(problem()).toBe('Please fill remark not oke first!');
    actor.send({ type: 'doc.remark', remark: 'Signature missing' });
    actor.send({ type: 'warehouse.save' });
    expect(problem()).toBe('Please fill remark reject first!');
    actor.send({ type: 'line.remark', index: 1, remark: 'Box crushed' });
    // The lines start in the return unit; a unit taken away is asked for.
    actor.send({ type: 'line.uom', index: 0, uom: '' });
    actor.send({ type: 'warehouse.save' });
    expect(problem()).toBe('Please Input UOM!');
    expect(exceedsRequested(0.01)).toBe('Please do not exceed Requested Qty 0.01!');
    actor.send({ type: 'line.uom', index: 0, uom: 'RETURN_UOM' });
    actor.send({ type: 'warehouse.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(warehouseSave(actor.getSnapshot().context).items).toEqual([
      { approvalDetailId: 1, qty: 0.01, uom: 'RETURN_UOM', status: null, remark: null },
      { approvalDetailId: 2, qty: null, uom: null, status: 'R', remark: 'Box crushed' },
    ]);
  });

  it('waits for the sales order only when the lifecycle completes the return', () => {
    const notOk = editing();
    for (const event of [
      { type: 'doc.status', status: 'R' },
      { type: 'doc.remark', remark: 'Unsigned' },
      { type: 'line.uom', index: 0, uom: 'U' },
      { type: 'line.uom', index: 1, uom: 'U' },
      { type: 'warehouse.save' },
      { type: 'save.succeeded' },
    ] as const)
      notOk.send(event);
    expect(notOk.getSnapshot().value).toBe('saved');
    const everyLineRejected = editing();
    for (const index of [0, 1]) {
      everyLineRejected.send({ type: 'line.reject', index, rejected: true });
      everyLineRejected.send({ type: 'line.remark', index, remark: 'Broken' });
    }
    for (const event of [{ type: 'doc.status', status: 'A' }, { type: 'warehouse.save' }, { type: 'save.succeeded' }] as const) everyLineRejected.send(event);
    expect(everyLineRejected.getSnapshot().value).toBe('saved');
    const ok = editing();
    for (const event of [
      { type: 'doc.status', status: 'A' },
      { type: 'line.uom', index: 0, uom: 'U' },
      { type: 'line.uom', index: 1, uom: 'U' },
      { type: 'warehouse.save' },
      { type: 'save.succeeded' },
    ] as const)
      ok.send(event);
    expect(ok.getSnapshot().value).toBe('awaitingSalesOrder');
    ok.send({ type: 'salesOrder.pending' });
    expect(ok.getSnapshot()).toMatchObject({ value: 'saved', context: { salesOrderNo: null } });
  });
});
