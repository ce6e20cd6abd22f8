import { describe, expect, it } from 'vitest';
import { createActor, type EventFrom } from 'xstate';
import { nonReferenceWizard } from '../../machines/returns/nonReferenceWizard.ts';
import { describeEvent, replay, transitionPaths } from './transitionPaths.ts';

const events: EventFrom<typeof nonReferenceWizard>[] = [
  { type: 'customer.choose' },
  { type: 'material.add' },
  { type: 'line.remove' },
  { type: 'detail.draft' },
  { type: 'detail.save' },
  { type: 'save.succeeded' },
  { type: 'save.refused' },
];
// Lines counted as none, one, or more: enough to tell every guard apart, finite.
const { states, paths } = transitionPaths(nonReferenceWizard, events, (s) => JSON.stringify({ value: s.value, lines: Math.min(s.context.lines, 2) }));

const PINNED = 17;

describe('Non Reference wizard (model)', () => {
  it('has a pinned number of transitions (a change to the machine shows here)', () => {
    expect(paths.length).toBe(PINNED);
  });

  it('reaches every state and takes every event somewhere', () => {
    const reached = new Set(states.map((s) => JSON.stringify(s.value)));
    for (const state of ['choosingCustomer', 'editing', 'saving', 'saved']) expect(reached).toContain(JSON.stringify(state));
    const taken = new Set(paths.map((p) => p.event.type));
    for (const event of new Set(events.map((e) => e.type))) expect(taken).toContain(event);
  });

  for (const path of paths) {
    it(`from ${JSON.stringify(path.from)} takes ${describeEvent(path.event)}`, () => replay(nonReferenceWizard, path.steps));
  }

  it('adds no material before a customer, and saves nothing without lines', () => {
    const actor = createActor(nonReferenceWizard).start();
    expect(actor.getSnapshot().can({ type: 'material.add' })).toBe(false);
    actor.send({ type: 'customer.choose' });
    expect(actor.getSnapshot().can({ type: 'detail.save' })).toBe(false);
    actor.send({ type: 'material.add' });
    expect(actor.getSnapshot().can({ type: 'detail.save' })).toBe(true);
    actor.send({ type: 'customer.choose' });
    expect(actor.getSnapshot().can({ type: 'detail.save' })).toBe(false);
  });
});
