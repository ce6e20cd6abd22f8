import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { machineChart } from '../../machines/charts/machineChart.ts';

/**
 * A transition as the machine's definition holds it: the state node it leaves, the event it
 * takes ('' for an eventless `always`) and its place among that event's guarded candidates. A
 * guarded branch is its own transition, so a guard never taken shows as a gap.
 */
interface TransitionDefinition {
  source: { id: string; machine: { id: string }; transitions: Map<string, readonly unknown[]>; always?: readonly unknown[] };
  eventType: string;
}

/** Every transition of `machine`'s definition, by key: the set a run must execute (the charts' transitions, machines/charts). */
export const definedTransitions = (machine: AnyStateMachine): string[] => machineChart(machine).transitions.map((t) => t.id);

export interface ExecutedTransition {
  machine: string;
  transition: string;
}

/**
 * The transitions a running actor took in one microstep, from XState's `@xstate.microstep`
 * inspection event. Self-contained (no outer names), so the browser tests can install its source
 * in the page.
 */
export function executedTransitions(event: InspectionEvent): ExecutedTransition[] {
  if (event.type !== '@xstate.microstep') return [];
  return (event._transitions as unknown as TransitionDefinition[]).map((t) => {
    const candidates = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
    return { machine: t.source.machine.id, transition: `${t.source.id}|${t.eventType}|${candidates.indexOf(t)}` };
  });
}
