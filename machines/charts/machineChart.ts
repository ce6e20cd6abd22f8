import type { AnyStateMachine } from 'xstate';

/**
 * A machine as a chart draws it, read from the machine object itself, so the chart is the rules
 * and nothing about a machine's shape is written twice: its state nodes (nested in their parents)
 * and its transitions with their event, guard (named, with its parameters and its description) and targets. A transition's id is the one the
 * model-coverage harness counts (`source|event|index`, index among the event's guarded
 * candidates), so coverage and the tests' paths can be laid on the chart.
 */
export interface ChartState {
  id: string;
  /** The state's own key ('' for the machine's root). */
  key: string;
  /** The parent state's id; null for the root. */
  parent: string | null;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Entered first when its parent is entered. */
  initial: boolean;
  tags: string[];
}

export interface ChartTransition {
  id: string;
  source: string;
  /** The states it enters; empty for a transition that stays (actions only). */
  targets: string[];
  /** '' for an eventless (always) transition. */
  event: string;
  /** The named guard it is taken under, or null. */
  guard: string | null;
  /** The parameters the guard is given here (a step, the step after it), or null. */
  guardParams: Record<string, unknown> | null;
  /** What the guard checks, in words, as the machine's `meta.guardDescriptions` says it; null without a guard or without a description. */
  guardDescription: string | null;
  /** The guard's short label (`meta.guardLabels`), its `{name}` parts the parameters'; null without a guard or a label. */
  guardLabel: string | null;
}

export interface MachineChart {
  machine: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

/** What the chart reads of XState's state node objects. */
interface NodeLike {
  id: string;
  meta?: { guardDescriptions?: Record<string, string>; guardLabels?: Record<string, string> };
  key: string;
  type: ChartState['kind'];
  parent?: NodeLike;
  initial?: { target: readonly NodeLike[] };
  tags: readonly string[];
  states: Record<string, NodeLike>;
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[];
}

interface TransitionLike {
  target?: readonly NodeLike[];
  guard?: string | { type: string; params?: unknown } | ((...args: never[]) => unknown);
}

function guardName(guard: TransitionLike['guard']): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return guard.type;
}

const guardParams = (guard: TransitionLike['guard']) =>
  guard && typeof guard === 'object' && guard.params && typeof guard.params === 'object' ? (guard.params as Record<string, unknown>) : null;

/**
 * The words for each named guard of `machine`: written once, beside the guards, in the machine's
 * root `meta.guardDescriptions` (tests/unit/machineCharts.test.ts fails on a guard without them).
 */
export const guardDescriptionsOf = (machine: AnyStateMachine): Record<string, string> => (machine.root as unknown as NodeLike).meta?.guardDescriptions ?? {};

/** The short label of each named guard of `machine` (its root `meta.guardLabels`), drawn on the charts' edges. */
export const guardLabelsOf = (machine: AnyStateMachine): Record<string, string> => (machine.root as unknown as NodeLike).meta?.guardLabels ?? {};

/** A guard's label with its parameters in place of their `{name}`s, a list of values (edges merged on a chart) joined (the English the layout measures). */
export const guardLabelText = (t: Pick<ChartTransition, 'guardLabel' | 'guardParams'>, name: (value: unknown) => string = String): string =>
  (t.guardLabel ?? '').replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = t.guardParams?.[key];
    return Array.isArray(value) ? value.map(name).join(', ') : name(value);
  });

/** The chart of `machine`: every state node and every transition of its definition. */
export function machineChart(machine: AnyStateMachine): MachineChart {
  const described = guardDescriptionsOf(machine);
  const labelled = guardLabelsOf(machine);
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const visit = (node: NodeLike) => {
    const initial = node.parent?.initial?.target.some((t) => t.id === node.id) ?? false;
    states.push({ id: node.id, key: node.key, parent: node.parent?.id ?? null, kind: node.type, initial, tags: [...node.tags] });
    const outgoing: [string, readonly TransitionLike[]][] = [...node.transitions, ['', node.always ?? []]];
    for (const [event, candidates] of outgoing) {
      candidates.forEach((t, index) => {
        const guard = guardName(t.guard);
        transitions.push({
          id: `${node.id}|${event}|${index}`,
          source: node.id,
          targets: (t.target ?? []).map((target) => target.id),
          event,
          guard,
          guardParams: guardParams(t.guard),
          guardDescription: guard === null ? null : (described[guard] ?? null),
          guardLabel: guard === null ? null : (labelled[guard] ?? null),
        });
      });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root as unknown as NodeLike);
  return { machine: machine.id, states, transitions };
}
