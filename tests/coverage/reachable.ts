import { createActor, initialTransition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { executedTransitions } from './transitions.ts';

/** A machine as its tests drive it: the events they send, how states are told apart, the inputs it starts from. */
export interface MachineModel {
  machine: AnyStateMachine;
  events: readonly EventObject[];
  serialize: (snapshot: never) => string;
  inputs?: readonly unknown[];
}

/**
 * The transitions of the definition that the model's events can reach from the machine's start
 * (every state as `serialize` tells them apart, every event it accepts, taken on an actor whose
 * inspection names the transitions): the set a run must execute. A guarded branch no state
 * reaches (a step that never follows another) is not in it.
 */
export function reachableTransitions({ machine, events, serialize, inputs = [undefined] }: MachineModel): Set<string> {
  const reached = new Set<string>();
  const seen = new Set<string>();
  const key = serialize as (s: AnyMachineSnapshot) => string;
  // A state is reached again by its path from the start: snapshots holding other snapshots
  // (a list row's lifecycle) cannot be persisted and restored.
  const queue = inputs.map((input) => ({ input, path: [] as EventObject[], state: initialTransition(machine, input)[0] as AnyMachineSnapshot }));
  queue.forEach(({ state }) => seen.add(key(state)));
  while (queue.length) {
    const { input, path, state } = queue.shift()!;
    for (const event of events.filter((e) => state.can(e))) {
      let recording = false;
      const actor = createActor(machine, { input, inspect: (inspection) => recording && executedTransitions(inspection).forEach((t) => reached.add(t.transition)) }).start();
      path.forEach((step) => actor.send(step));
      recording = true;
      actor.send(event);
      const to = actor.getSnapshot() as AnyMachineSnapshot;
      actor.stop();
      if (!seen.has(key(to))) {
        seen.add(key(to));
        queue.push({ input, path: [...path, event], state: to });
      }
    }
  }
  return reached;
}
