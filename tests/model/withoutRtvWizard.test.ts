import { describe, expect, it } from 'vitest';
import { createActor, type EventFrom } from 'xstate';
import { withoutRtvWizard } from '../../machines/returns/withoutRtvWizard.ts';
import { describeEvent, replay, transitionPaths } from './transitionPaths.ts';

const events: EventFrom<typeof withoutRtvWizard>[] = [
  { type: 'search.found' },
  { type: 'search.empty' },
  { type: 'nonReference.accept' },
  { type: 'nonReference.decline' },
  { type: 'lines.select', count: 0 },
  { type: 'lines.select', count: 2 },
  { type: 'wizard.next' },
  { type: 'wizard.cancel' },
  { type: 'detail.draft' },
  { type: 'detail.save' },
  { type: 'save.succeeded' },
  { type: 'save.refused' },
];
const { states, paths } = transitionPaths(withoutRtvWizard, events, (s) => JSON.stringify({ value: s.value, chosen: s.context.selected > 0 }));

describe('Without RTV wizard (model)', () => {
  it('has a pinned number of transitions (a change to the machine shows here)', () => {
    expect(paths.length).toBe(18);
  });

  it('reaches every state and takes every event somewhere', () => {
    const reached = new Set(states.map((s) => JSON.stringify(s.value)));
    for (const state of ['searching', 'offeringNonReference', 'choosing', 'editing', 'saving', 'saved', 'leftForNonReference', 'cancelled']) expect(reached).toContain(JSON.stringify(state));
    const taken = new Set(paths.map((p) => p.event.type));
    for (const event of new Set(events.map((e) => e.type))) expect(taken).toContain(event);
  });

  for (const path of paths) {
    it(`from ${JSON.stringify(path.from)} takes ${describeEvent(path.event)}`, () => replay(withoutRtvWizard, path.steps));
  }

  it('never leaves the search without a chosen line', () => {
    const actor = createActor(withoutRtvWizard).start();
    actor.send({ type: 'search.found' });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'lines.select', count: 1 });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(true);
    actor.send({ type: 'search.found' });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
  });
});
