import { expect, it } from 'vitest';
import type { AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import { coveringWalks, transitionKey } from './coveringWalks.ts';
import { describeEvent, replay, transitionPaths } from './transitionPaths.ts';

interface WizardModel<M extends AnyStateMachine> {
  machine: M;
  events: EventFrom<M>[];
  serialize: (snapshot: SnapshotFrom<M>) => string;
}

/**
 * What every wizard machine's model test checks: its transitions (pinned, so a change to the
 * machine shows), every state reached and every event taken, the browser walks covering every
 * transition, and each transition replayed against XState's pure transition functions.
 */
export function wizardModelSuite<M extends AnyStateMachine>({ machine, events, serialize }: WizardModel<M>, pinnedTransitions: number): void {
  const { states, paths } = transitionPaths(machine, events, serialize);
  const walks = coveringWalks(machine, events, serialize);

  it('has a pinned number of transitions (a change to the machine shows here)', () => {
    expect(paths.length).toBe(pinnedTransitions);
  });

  it('reaches every state and takes every event somewhere', () => {
    const reached = new Set(states.map((s) => JSON.stringify((s as { value: unknown }).value)));
    for (const state of Object.keys(machine.config.states ?? {})) expect(reached).toContain(JSON.stringify(state));
    const typeOf = (event: unknown) => (event as { type: string }).type;
    const taken = new Set(paths.map((p) => typeOf(p.event)));
    for (const event of new Set(events.map(typeOf))) expect(taken).toContain(event);
  });

  it('is walked by the browser tests through every transition', () => {
    const walked = new Set(walks.flatMap((w) => w.steps.map((step, i) => transitionKey(serialize(i ? w.steps[i - 1]!.state : (replay(machine, []) as SnapshotFrom<M>)), step.event))));
    for (const path of paths) {
      expect(walked.has(transitionKey(serialize(replay(machine, path.steps.slice(0, -1)) as SnapshotFrom<M>), path.event)), describeEvent(path.event)).toBe(true);
    }
  });

  for (const path of paths) {
    it(`from ${JSON.stringify(path.from)} takes ${describeEvent(path.event)}`, () => replay(machine, path.steps));
  }
}
