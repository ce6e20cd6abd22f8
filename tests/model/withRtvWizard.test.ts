import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { withRtvWizard } from '../../machines/returns/withRtvWizard.ts';
import { acceptedHeader, acceptedSave } from '../../machines/returns/wizardModels.ts';

describe('With RTV wizard rules', () => {
  it('goes to an edit screen only with lines in its table', () => {
    const actor = createActor(withRtvWizard).start();
    actor.send({ type: 'header.save', header: acceptedHeader });
    actor.send({ type: 'header.saved' });
    expect(actor.getSnapshot().can({ type: 'reference.next' })).toBe(false);
    actor.send({ type: 'nonReference.add', count: 2 });
    expect(actor.getSnapshot().can({ type: 'reference.next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'nonReference.next' })).toBe(true);
    actor.send({ type: 'nonReference.remove' });
    actor.send({ type: 'nonReference.remove' });
    expect(actor.getSnapshot().can({ type: 'nonReference.next' })).toBe(false);
  });

  it('judges a Save of either table by the checks of saveRules.ts for its return type', () => {
    const actor = createActor(withRtvWizard).start();
    for (const event of [
      { type: 'header.save', header: acceptedHeader },
      { type: 'header.saved' },
      { type: 'reference.add', count: 2 },
      { type: 'reference.next' },
    ] as const)
      actor.send(event);
    const mtka = acceptedSave('MTKA');
    // Two lines of one invoice line asking more than it holds.
    actor.send({ type: 'detail.save', candidate: { ...mtka, lines: [mtka.lines[0]!, { ...mtka.lines[0]!, qty: 2 }] } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editingReference', context: { problem: { code: 'sameItemExceeded' } } });
    actor.send({ type: 'detail.save', candidate: mtka });
    expect(actor.getSnapshot()).toMatchObject({ value: 'savingReference', context: { problem: null } });
  });

  it('judges the RTV header by the checks of rtvHeader.ts before it is saved', () => {
    const actor = createActor(withRtvWizard).start();
    actor.send({ type: 'header.save', header: { ...acceptedHeader, rtvNo: ' ' } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'enteringHeader', context: { headerProblem: { code: 'rtvNoMissing', field: 'rtvNo' } } });
    actor.send({ type: 'header.save', header: { ...acceptedHeader, customerCode: null } });
    expect(actor.getSnapshot().context.headerProblem?.code).toBe('customerMissing');
    actor.send({ type: 'header.save', header: acceptedHeader });
    expect(actor.getSnapshot()).toMatchObject({ value: 'savingHeader', context: { headerProblem: null } });
  });
});
