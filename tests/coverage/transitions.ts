import type { AnyStateMachine, InspectionEvent } from 'xstate';

/**
 * A transition as the machine's definition holds it: the state node it leaves, the event it
 * takes ('' for an eventless `always`) and its place among that event's guarded candidates. A
 * guarded branch is its own transition, so a guard never taken shows as a gap.
 */
interface TransitionDefinition {
  source: { id: string; machine: { id: string }; transitions: Map<string, readonly unknown[]>; always?: readonly unknown[] };
  eventType: string;
}

const keyOf = (source: TransitionDefinition['source'], eventType: string, index: number) => `${source.id}|${eventType}|${index}`;

/** Every transition of `machine`'s definition, by key: the set a run must execute. */
export function definedTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: TransitionDefinition['source'] & { states: Record<string, unknown> }) => {
    for (const [eventType, candidates] of node.transitions) candidates.forEach((_, i) => keys.push(keyOf(node, eventType, i)));
    (node.always ?? []).forEach((_, i) => keys.push(keyOf(node, '', i)));
    for (const child of Object.values(node.states)) visit(child as typeof node);
  };
  visit(machine.root as unknown as Parameters<typeof visit>[0]);
  return keys;
}

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
