import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFrom, type SnapshotFrom } from 'xstate';

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

/** Names a transition: the state it leaves (as serialized) and its event. */
export const transitionKey = (from: string, event: { type: string }) => `${from}|${JSON.stringify(event)}`;

/**
 * Few walks that together take every transition of the machine at least once (states told apart
 * by `serialize`): from where a walk stands, the shortest way to a transition not yet taken; a
 * walk ends where nothing is left to take (a final state). Walks follow the machine's real
 * context, so screens replaying them see the same counts. Each walk is played once on a fresh
 * screen, so the cost is the number of steps, not the number of transitions.
 */
export function coveringWalks<M extends AnyStateMachine>(
  machine: M,
  events: EventFrom<M>[],
  serialize: (snapshot: SnapshotFrom<M>) => string,
  input?: unknown,
): Walk<M>[] {
  const next = (from: SnapshotFrom<M>, event: EventFrom<M>) => transition(machine as AnyStateMachine, from as AnyMachineSnapshot, event)[0] as SnapshotFrom<M>;
  const enabled = (from: SnapshotFrom<M>) => events.filter((event) => (from as AnyMachineSnapshot).can(event));
  const initial = initialTransition(machine as AnyStateMachine, input)[0] as SnapshotFrom<M>;

  // Every transition: each state (as serialized) with each event it accepts.
  const untaken = new Set<string>();
  const seen = new Set<string>([serialize(initial)]);
  for (const queue = [initial]; queue.length;) {
    const from = queue.shift()!;
    for (const event of enabled(from)) {
      untaken.add(transitionKey(serialize(from), event));
      const to = next(from, event);
      if (!seen.has(serialize(to))) {
        seen.add(serialize(to));
        queue.push(to);
      }
    }
  }

  const wayToUntaken = (from: SnapshotFrom<M>): EventFrom<M>[] | null => {
    const visited = new Set([serialize(from)]);
    for (const queue: [SnapshotFrom<M>, EventFrom<M>[]][] = [[from, []]]; queue.length;) {
      const [state, route] = queue.shift()!;
      const open = enabled(state).find((event) => untaken.has(transitionKey(serialize(state), event)));
      if (open) return [...route, open];
      for (const event of enabled(state)) {
        const to = next(state, event);
        if (visited.has(serialize(to))) continue;
        visited.add(serialize(to));
        queue.push([to, [...route, event]]);
      }
    }
    return null;
  };

  const walks: Walk<M>[] = [];
  while (untaken.size) {
    let state = initial;
    const steps: WalkStep<M>[] = [];
    for (let route = wayToUntaken(state); route; route = wayToUntaken(state)) {
      for (const event of route) {
        untaken.delete(transitionKey(serialize(state), event));
        state = next(state, event);
        steps.push({ event, state });
      }
    }
    if (!steps.length) throw new Error(`Transitions unreachable from the initial state: ${[...untaken].join(', ')}`);
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
