import { describe, expect, it } from 'vitest';
import { createActor, type EventFrom } from 'xstate';
import { withRtvWizard } from '../../machines/returns/withRtvWizard.ts';
import { describeEvent, replay, transitionPaths } from './transitionPaths.ts';

const events: EventFrom<typeof withRtvWizard>[] = [
  { type: 'header.save' },
  { type: 'header.saved' },
  { type: 'header.refused' },
  { type: 'reference.add', count: 1 },
  { type: 'reference.remove' },
  { type: 'nonReference.add', count: 1 },
  { type: 'nonReference.remove' },
  { type: 'reference.next' },
  { type: 'nonReference.next' },
  { type: 'wizard.back' },
  { type: 'wizard.cancel' },
  { type: 'detail.draft' },
  { type: 'detail.save' },
  { type: 'save.succeeded' },
  { type: 'save.refused' },
];
// Each table counted as empty or not: enough to tell every guard apart, finite.
const { states, paths } = transitionPaths(withRtvWizard, events, (s) =>
  JSON.stringify({ value: s.value, reference: s.context.referenceLines > 0, nonReference: s.context.nonReferenceLines > 0 }),
);

describe('With RTV wizard (model)', () => {
  it('has a pinned number of transitions (a change to the machine shows here)', () => {
    expect(paths.length).toBe(47);
  });

  it('reaches every state and takes every event somewhere', () => {
    const reached = new Set(states.map((s) => JSON.stringify(s.value)));
    for (const state of Object.keys(withRtvWizard.config.states!)) expect(reached).toContain(JSON.stringify(state));
    const taken = new Set(paths.map((p) => p.event.type));
    for (const event of new Set(events.map((e) => e.type))) expect(taken).toContain(event);
  });

  for (const path of paths) {
    it(`from ${JSON.stringify(path.from)} takes ${describeEvent(path.event)}`, () => replay(withRtvWizard, path.steps));
  }

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
