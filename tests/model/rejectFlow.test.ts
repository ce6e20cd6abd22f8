import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { approvalChangeFlow } from '../../machines/approvals/approvalChangeFlow.ts';
import { changeMessages } from '../../machines/approvals/approvalChangeRules.ts';
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

  it("checks the reject quantities in order: each filled, then none above what it requested, naming the line", () => {
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

describe('approval change flow rules', () => {
  it("asks for the old user before searching, then the old user, the new user and some returns before saving", () => {
    const actor = createActor(approvalChangeFlow).start();
    const problem = () => changeMessages[actor.getSnapshot().context.problem!];
    actor.send({ type: 'returns.search' });
    expect(problem()).toBe('Please select username old first');
    actor.send({ type: 'change.save' });
    expect(problem()).toBe('please input username old');
    actor.send({ type: 'oldUser.choose', userName: 'fss' });
    actor.send({ type: 'returns.search' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'change.save' });
    expect(problem()).toBe('Please input username new');
    actor.send({ type: 'newUser.choose', userName: 'asm' });
    actor.send({ type: 'change.save' });
    expect(problem()).toBe('Please select RetNumber');
    actor.send({ type: 'returns.select', retNumbers: ['APL1'] });
    // Another old user has other returns.
    actor.send({ type: 'oldUser.choose', userName: 'bm' });
    expect(actor.getSnapshot().context.retNumbers).toEqual([]);
    actor.send({ type: 'returns.select', retNumbers: ['APL2'] });
    actor.send({ type: 'change.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    actor.send({ type: 'save.succeeded' });
    expect(actor.getSnapshot().context).toMatchObject({ usernameOld: 'bm', usernameNew: 'asm', retNumbers: [] });
  });
});
