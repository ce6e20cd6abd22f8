import { createActor, initialTransition, type AnyMachineSnapshot, type AnyStateMachine, type EventFrom, type SnapshotFrom } from 'xstate';
import { executedTransitions } from './executedTransitions.ts';

export interface WalkStep<M extends AnyStateMachine> {
  event: EventFrom<M>;
  state: SnapshotFrom<M>;
}

/** A walk from the initial state, as createTestModel's testPath takes it. */
export interface Walk<M extends AnyStateMachine> {
  state: SnapshotFrom<M>;
  steps: WalkStep<M>[];
  weight: number;
}

/**
 * One step of the machine as the pure `transition()` takes it, with the transitions of its
 * definition it executed (executedTransitions.ts: as the coverage check and the charts name them),
 * read from the inspection of an actor's system that only lends the step its scope.
 */
function stepper<M extends AnyStateMachine>(machine: M, input: unknown) {
  let executed: string[] = [];
  const self = createActor(machine as AnyStateMachine, {
    input: input as never,
    inspect: (inspection) => executed.push(...executedTransitions(inspection).map((t) => t.transition)),
  });
  const scope = { self, defer() {}, id: '', logger() {}, sessionId: '', stopChild() {}, system: self.system, emit() {}, actionExecutor() {} };
  return (from: SnapshotFrom<M>, event: EventFrom<M>) => {
    executed = [];
    const to = (machine as AnyStateMachine).transition(from as AnyMachineSnapshot, event, scope as never) as SnapshotFrom<M>;
    return { to, executed };
  };
}

/**
 * Few walks that together take every transition of the machine's definition (each guarded branch
 * its own, as the coverage check counts them) and reach every state the model tells apart
 * (`serialize`), each checked by the tests where it is reached: from where a walk stands, the
 * shortest way to what is not yet taken or reached; a walk ends where nothing is left within
 * reach (a final state). Walks follow the machine's real context, so screens replaying them see
 * the same counts. Each walk is played once on a fresh screen, so the cost is the number of
 * steps. Every event from every state (all the edges between the states told apart) was five
 * times the steps for no transition more (docs/decisions.md, issue 31).
 */
export function coveringWalks<M extends AnyStateMachine>(
  machine: M,
  events: EventFrom<M>[],
  serialize: (snapshot: SnapshotFrom<M>) => string,
  input?: unknown,
): Walk<M>[] {
  const step = stepper(machine, input);
  const enabled = (from: SnapshotFrom<M>) => events.filter((event) => (from as AnyMachineSnapshot).can(event));
  const initial = initialTransition(machine as AnyStateMachine, input)[0] as SnapshotFrom<M>;

  // What the walks must take: every transition the events execute and every state they reach.
  const stateGoal = (snapshot: SnapshotFrom<M>) => `state ${serialize(snapshot)}`;
  const goals = new Set<string>();
  const seen = new Set<string>([serialize(initial)]);
  for (const queue = [initial]; queue.length;) {
    const from = queue.shift()!;
    for (const event of enabled(from)) {
      const { to, executed } = step(from, event);
      executed.forEach((transition) => goals.add(transition));
      goals.add(stateGoal(to));
      if (!seen.has(serialize(to))) {
        seen.add(serialize(to));
        queue.push(to);
      }
    }
  }
  goals.delete(stateGoal(initial));
  const take = (from: SnapshotFrom<M>, event: EventFrom<M>) => {
    const { to, executed } = step(from, event);
    return { to, meets: executed.some((transition) => goals.has(transition)) || goals.has(stateGoal(to)) };
  };

  const wayToAGoal = (from: SnapshotFrom<M>): EventFrom<M>[] | null => {
    const visited = new Set([serialize(from)]);
    for (const queue: [SnapshotFrom<M>, EventFrom<M>[]][] = [[from, []]]; queue.length;) {
      const [state, route] = queue.shift()!;
      const onward = enabled(state).map((event) => ({ event, ...take(state, event) }));
      const open = onward.find((next) => next.meets);
      if (open) return [...route, open.event];
      for (const { event, to } of onward) {
        if (visited.has(serialize(to))) continue;
        visited.add(serialize(to));
        queue.push([to, [...route, event]]);
      }
    }
    return null;
  };

  const walks: Walk<M>[] = [];
  while (goals.size) {
    let state = initial;
    const steps: WalkStep<M>[] = [];
    for (let route = wayToAGoal(state); route; route = wayToAGoal(state)) {
      for (const event of route) {
        const { to, executed } = step(state, event);
        executed.forEach((transition) => goals.delete(transition));
        goals.delete(stateGoal(to));
        state = to;
        steps.push({ event, state });
      }
    }
    if (!steps.length) throw new Error(`Out of reach from the initial state: ${[...goals].join(', ')}`);
    walks.push({ state, steps, weight: steps.length });
  }
  return walks;
}

/** A machine as its tests walk it: the events they send, how they tell states apart, the input it starts from. */
export interface WalkModel<M extends AnyStateMachine = AnyStateMachine> {
  machine: M;
  events: EventFrom<M>[];
  serialize: (snapshot: SnapshotFrom<M>) => string;
  input?: unknown;
}

/** The walks the tests play for `model`, and the ones the charts show beside the machine (testPaths.ts). */
export const walksOf = <M extends AnyStateMachine>(model: WalkModel<M>): Walk<M>[] => coveringWalks(model.machine, model.events, model.serialize, model.input);
