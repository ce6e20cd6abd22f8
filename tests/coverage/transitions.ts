import type { AnyStateMachine } from 'xstate';
import { machineChart } from '../../machines/charts/machineChart.ts';

/** The transitions an actor took, named as the charts name them (machines/charts/executedTransitions.ts). */
export { executedTransitions, type ExecutedTransition } from '../../machines/charts/executedTransitions.ts';

/** Every transition of `machine`'s definition, by key: the set a run must execute (the charts' transitions, machines/charts). */
export const definedTransitions = (machine: AnyStateMachine): string[] => machineChart(machine).transitions.map((t) => t.id);
