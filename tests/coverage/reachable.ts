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
  const queue: AnyMachineSnapshot[] = inputs.map((input) => initialTransition(machine, input)[0] as AnyMachineSnapshot);
  queue.forEach((s) => seen.add(key(s)));
  while (queue.length) {
    const from = queue.shift()!;
    for (const event of events.filter((e) => from.can(e))) {
      const actor = createActor(machine, {
        snapshot: machine.getPersistedSnapshot(from),
        inspect: (inspection) => executedTransitions(inspection).forEach((t) => reached.add(t.transition)),
      }).start();
      actor.send(event);
      const to = actor.getSnapshot() as AnyMachineSnapshot;
      actor.stop();
      if (!seen.has(key(to))) {
        seen.add(key(to));
        queue.push(to);
      }
    }
  }
  return reached;
}
