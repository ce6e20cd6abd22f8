import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { rejectFlow } from '../../machines/rejects/rejectFlow.ts';
import { rejectMessages } from '../../machines/rejects/rejectRules.ts';

const line = (invoiceNo: string, requested = 0.5, returnType = 'NONMTKA') => ({ invoiceNo, returnType, requested });

describe('reject flow rules', () => {
  it('goes on only with lines of one invoice and one return type', () => {
    const actor = createActor(rejectFlow).start();
    actor.send({ type: 'flow.createNew' });
    expect(rejectMessages[actor.getSnapshot().context.problem!]).toBe('Please select row first');
    actor.send({ type: 'rows.select', lines: [line('9000000010'), line('9000000013')] });
    actor.send({ type: 'flow.backToCustomer' });
    expect(rejectMessages[actor.getSnapshot().context.problem!]).toBe('Please choose the same invoice No!');
    actor.send({ type: 'rows.select', lines: [line('9000000010'), line('9000000010', 0.5, 'MTKA')] });
    actor.send({ type: 'flow.createNew' });
    expect(actor.getSnapshot().context.problem).toBe('invoicesDiffer');
    expect(actor.getSnapshot().matches('listing')).toBe(true);
    actor.send({ type: 'rows.select', lines: [line('9000000010'), line('9000000010', 2)] });
    actor.send({ type: 'flow.createNew' });
    expect(actor.getSnapshot().matches('regrouping')).toBe(true);
    expect(actor.getSnapshot().context.quantities).toEqual([null, null]);
  });

  it('checks the reject quantities in order: each filled, then none above what it requested, naming the line', () => {
    const actor = createActor(rejectFlow).start();
    actor.send({ type: 'rows.select', lines: [line('9000000010'), line('9000000010', 2)] });
    actor.send({ type: 'flow.createNew' });
    actor.send({ type: 'qty.set', index: 0, qty: 0.75 });
    actor.send({ type: 'regroup.save' });
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'qtyMissing', problemIndex: 1 });
    actor.send({ type: 'qty.set', index: 1, qty: 0 });
    actor.send({ type: 'regroup.save' });
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'qtyMissing', problemIndex: 1 });
    actor.send({ type: 'qty.set', index: 1, qty: 2 });
    actor.send({ type: 'regroup.save' });
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'qtyExceeded', problemIndex: 0 });
    expect(rejectMessages.qtyExceeded).toBe("please don't exceed requested qty");
    actor.send({ type: 'qty.set', index: 0, qty: 0.5 });
    actor.send({ type: 'regroup.save' });
    expect(actor.getSnapshot().matches('savingRegroup')).toBe(true);
    actor.send({ type: 'save.refused' });
    expect(actor.getSnapshot().matches('regrouping')).toBe(true);
  });
});
