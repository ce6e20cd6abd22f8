import type { InspectionEvent } from 'xstate';

/**
 * A transition as the machine's definition holds it: the state node it leaves, the event it
 * takes ('' for an eventless `always`) and its place among that event's guarded candidates. A
 * guarded branch is its own transition, so a guard never taken shows as a gap.
 */
interface TransitionDefinition {
  source: { id: string; machine: { id: string }; transitions: Map<string, readonly unknown[]>; always?: readonly unknown[] };
  eventType: string;
}

export interface ExecutedTransition {
  machine: string;
  transition: string;
}

/**
 * The transitions a running actor took in one microstep, from XState's `@xstate.microstep`
 * inspection event. Self-contained (no outer names), so the browser tests can install its source
 * in the page (tests/e2e/fixtures.ts). The coverage harness records them; the charts light them up
 * on a test's path (testPaths.ts).
 */
export function executedTransitions(event: InspectionEvent): ExecutedTransition[] {
  if (event.type !== '@xstate.microstep') return [];
  return (event._transitions as unknown as TransitionDefinition[]).map((t) => {
    const candidates = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
    return { machine: t.source.machine.id, transition: `${t.source.id}|${t.eventType}|${candidates.indexOf(t)}` };
  });
}
