import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { returnLifecycle, type LifecycleEvent } from '../../machines/returns/returnLifecycle.ts';
import { refusalOf, refusingGuards } from '../../src/server/modules/returns/lifecycle/refusals.ts';
import { refusingGuard } from '../../machines/returns/lifecycleRefusal.ts';
import { deliveryRefusal } from '../../machines/delivery/deliveryRules.ts';

/** The snapshot after `events` from a draft routed SALES, CD, CW with lines 1 and 2. */
function after(...events: LifecycleEvent[]) {
  let [s] = initialTransition(returnLifecycle, { route: ['SALES', 'CD', 'CW'], lineIds: ['1', '2'] });
  for (const e of events) s = transition(returnLifecycle, s, e)[0];
  return s;
}
const submitted = { type: 'return.submit' } as const;
const approvedAtSales = {
  type: 'line.decide',
  step: 'SALES',
  decisions: [
    { lineId: '1', status: 'A' },
    { lineId: '2', status: 'A' },
  ],
} as const;

describe('why the lifecycle refuses an event', () => {
  it('names the guards that refused it, or null when the state takes no such event', () => {
    const atDelivery = after(submitted, approvedAtSales);
    expect(refusingGuards(atDelivery, { type: 'return.reject' })).toEqual(['mayRejectWhole']);
    expect(refusingGuards(atDelivery, { type: 'delivery.approve' })).toEqual(['hasFpre']);
    expect(refusingGuards(after(), { type: 'return.reject' })).toBeNull();
    expect(refusingGuards(after(submitted), { type: 'warehouse.save', fpreStatus: 'A', rejectedLineIds: [] })).toBeNull();
  });

  it('words the 409 by the refusing guard where an event has more than one reason', () => {
    const atDelivery = after(submitted, approvedAtSales);
    expect(refusalOf('APL1', atDelivery, { type: 'return.reject' })).toMatchObject({
      status: 409,
      detail: 'Return APL1 can no longer be rejected: its FPRE was printed or a line was approved.',
    });
    expect(refusalOf('APL1', after(), { type: 'return.reject' }).detail).toBe('Return APL1 can no longer be rejected: it is a draft or has ended.');
    expect(refusalOf('APL1', atDelivery, { type: 'fpre.upload' })).toMatchObject({ detail: 'please print FPRE first!', field: 'file' });
    expect(refusalOf('APL1', atDelivery, { type: 'line.changeQuantity', lineId: '1' }, 'Line 1 is fixed.').detail).toBe('Line 1 is fixed.');
  });
});

describe("the upload's named guards", () => {
  const atDelivery = after(submitted, approvedAtSales);
  const upload = { type: 'fpre.upload' } as const;

  it('name the first condition that fails, the one reason the server and the screens give', () => {
    expect(refusingGuard(atDelivery, upload)).toBe('fprePrinted');
    const waiting = after(submitted, approvedAtSales, { type: 'fpre.print' });
    expect(refusingGuard(waiting, upload)).toBe('fareyeNotWaiting');
    expect(refusingGuard(waiting, { type: 'fpre.upload', bypassFareye: true })).toBeNull();
    const uploaded = after(submitted, approvedAtSales, { type: 'fpre.print' }, { type: 'fareye.answer', status: 'SENT' }, upload);
    expect(refusingGuard(uploaded, upload)).toBe('fpreNotUploaded');
    expect(deliveryRefusal(uploaded, upload)).toBe('uploaded');
    expect(refusalOf('APL1', uploaded, upload).detail).toBe('The signed FPRE is uploaded already; delete it first to upload another.');
    expect(refusalOf('APL1', waiting, upload).detail).toBe('Waiting Status Fareye!');
  });

  it('refuse at Chief Delivery exactly where the machine refuses', () => {
    const printed = [submitted, approvedAtSales, { type: 'fpre.print' }] as const;
    const states = [
      atDelivery,
      after(...printed),
      after(...printed, { type: 'fareye.answer', status: 'ERROR' }),
      after(...printed, { type: 'fareye.answer', status: 'SENT' }),
      after(...printed, { type: 'fareye.answer', status: 'SENT' }, upload),
    ];
    for (const s of states) {
      for (const event of [upload, { type: 'fpre.upload', bypassFareye: true } as const]) expect(refusingGuard(s, event) === null).toBe(s.can(event));
    }
  });
});
