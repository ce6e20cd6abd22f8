import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { decisionFlow } from '../../machines/approvals/decisionFlow.ts';
import { decisionMessages } from '../../machines/approvals/decisionRules.ts';

const deciding = (steps = ['SALES', 'SALES']) => {
  const actor = createActor(decisionFlow).start();
  actor.send({ type: 'rows.select', steps });
  actor.send({ type: 'flow.next' });
  return actor;
};

describe('decision flow rules', () => {
  it('refuses Next without rows, and rows at different steps, naming the problem', () => {
    const actor = createActor(decisionFlow).start();
    actor.send({ type: 'flow.next' });
    expect(actor.getSnapshot().context.problem).toBe('selectRowFirst');
    actor.send({ type: 'rows.select', steps: ['QAHO', 'QACLIENT'] });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'flow.next' });
    expect(actor.getSnapshot().matches('listing')).toBe(true);
    expect(decisionMessages[actor.getSnapshot().context.problem!]).toBe('Please choose the same status!');
    actor.send({ type: 'rows.select', steps: ['QACLIENT', 'QACLIENT'] });
    actor.send({ type: 'flow.next' });
    expect(actor.getSnapshot().matches('deciding')).toBe(true);
    expect(actor.getSnapshot().context.lines).toEqual([
      { status: null, remark: '' },
      { status: null, remark: '' },
    ]);
  });

  it("checks a decision in the specification's order: every line decided, then every rejection with its remark", () => {
    const actor = deciding();
    actor.send({ type: 'line.decide', index: 1, status: 'R' });
    actor.send({ type: 'decision.save' });
    expect(actor.getSnapshot().context.problem).toBe('statusMissing');
    actor.send({ type: 'line.decide', index: 0, status: 'A' });
    actor.send({ type: 'decision.save' });
    expect(actor.getSnapshot().context.problem).toBe('remarkMissing');
    actor.send({ type: 'line.remark', index: 1, remark: '   ' });
    actor.send({ type: 'decision.save' });
    expect(actor.getSnapshot().context.problem).toBe('remarkMissing');
    actor.send({ type: 'line.remark', index: 1, remark: 'Seal broken' });
    actor.send({ type: 'decision.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'decision.save' })).toBe(false);
    actor.send({ type: 'save.refused' });
    expect(actor.getSnapshot().context.lines[1]).toEqual({ status: 'R', remark: 'Seal broken' });
  });

  it('gives every line the decision of Approve All or Reject All, and a filled common remark; Reject All needs one', () => {
    const actor = deciding();
    actor.send({ type: 'line.remark', index: 0, remark: 'Counted twice' });
    actor.send({ type: 'all.approve' });
    expect(actor.getSnapshot().context.lines).toEqual([
      { status: 'A', remark: 'Counted twice' },
      { status: 'A', remark: '' },
    ]);
    actor.send({ type: 'all.reject' });
    expect(actor.getSnapshot().context.problem).toBe('rejectAllRemarkMissing');
    expect(actor.getSnapshot().context.lines[1]!.status).toBe('A');
    actor.send({ type: 'common.remark', remark: 'Wrong principal' });
    actor.send({ type: 'all.reject' });
    expect(actor.getSnapshot().context.lines).toEqual([
      { status: 'R', remark: 'Wrong principal' },
      { status: 'R', remark: 'Wrong principal' },
    ]);
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('ignores a decision for a line that was not chosen', () => {
    const actor = deciding(['BRQA']);
    expect(actor.getSnapshot().can({ type: 'line.decide', index: 1, status: 'A' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'line.decide', index: 0, status: 'A' })).toBe(true);
  });

  it('forgets the chosen rows when the list is shown again', () => {
    const actor = deciding();
    actor.send({ type: 'flow.back' });
    expect(actor.getSnapshot().context).toMatchObject({ selectedSteps: [], lines: [] });
  });
});
