import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { withRtvWizard } from '../../machines/returns/withRtvWizard.ts';

describe('With RTV wizard rules', () => {
  it('goes to an edit screen only with lines in its table', () => {
    const actor = createActor(withRtvWizard).start();
    actor.send({ type: 'header.save' });
    actor.send({ type: 'header.saved' });
    expect(actor.getSnapshot().can({ type: 'reference.next' })).toBe(false);
    actor.send({ type: 'nonReference.add', count: 2 });
    expect(actor.getSnapshot().can({ type: 'reference.next' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'nonReference.next' })).toBe(true);
    actor.send({ type: 'nonReference.remove' });
    actor.send({ type: 'nonReference.remove' });
    expect(actor.getSnapshot().can({ type: 'nonReference.next' })).toBe(false);
  });
});
