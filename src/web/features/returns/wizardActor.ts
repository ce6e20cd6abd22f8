import { useEffect } from 'react';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type EventFrom, type Snapshot } from 'xstate';
import { useActorRef } from '@xstate/react';
import { actorOptions } from '../../actorOptions.ts';

type Persisted = Snapshot<unknown>;

/**
 * A wizard's snapshot as a screen may start from it: `step` names the event that brings a
 * restored snapshot to the screen's step (a saving whose answer a reload lost is refused, a
 * dialog that is gone is declined, Back from a detail returns to its list, Forward takes Next
 * again), applied while it gives one the machine takes. Null when no wizard is under way.
 */
export function resumable<M extends AnyStateMachine>(
  machine: M,
  persisted: Persisted | null | undefined,
  step: (snapshot: AnyMachineSnapshot) => EventFrom<M> | null,
): Persisted | null {
  if (!persisted || (persisted as { status?: string }).status !== 'active') return null;
  const actor = createActor(machine as AnyStateMachine, { snapshot: persisted, ...actorOptions() }).start();
  for (let moves = 0; moves < 3; moves++) {
    const event = step(actor.getSnapshot());
    if (!event || !actor.getSnapshot().can(event)) break;
    actor.send(event);
  }
  const settled = actor.getSnapshot().status === 'active' ? actor.getPersistedSnapshot() : null;
  actor.stop();
  return settled;
}

/** The snapshot a wizard reaches from its start by these events (a draft reopened at its edit step). */
export function snapshotAfter<M extends AnyStateMachine>(machine: M, events: readonly EventFrom<M>[]): Persisted {
  const actor = createActor(machine as AnyStateMachine, actorOptions()).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

/** Whether a persisted wizard stands where `test` says (a tag or state asked of the restored snapshot). */
export function standsAt(machine: AnyStateMachine, persisted: Persisted | null, test: (snapshot: AnyMachineSnapshot) => boolean): boolean {
  if (!persisted) return false;
  return test(createActor(machine, { snapshot: persisted }).getSnapshot());
}

/**
 * The screen's actor of a wizard, started from `snapshot` (or new), handing every snapshot it
 * takes to `keep` (the tab's memory), so a reload restores it (XState's persisted snapshot).
 */
export function useWizardActor<M extends AnyStateMachine>(machine: M, snapshot: Persisted | null, keep: (persisted: Persisted) => void) {
  const actor = useActorRef(machine, { ...(snapshot ? { snapshot } : {}), ...actorOptions() });
  useEffect(() => {
    keep(actor.getPersistedSnapshot());
    const subscription = actor.subscribe(() => keep(actor.getPersistedSnapshot()));
    return () => subscription.unsubscribe();
    // `keep` writes to the tab's memory; a new function each render is the same writer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  return actor;
}
