import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { chartedMachines } from '../../machines/charts/chartedMachines.ts';
import { guardDescriptionsOf, guardLabelsOf, guardLabelText, machineChart } from '../../machines/charts/machineChart.ts';

/** A state of a machine's config as written: its path of keys, its `on` and `always`. */
interface StateConfig {
  states?: Record<string, StateConfig>;
  on?: Record<string, unknown>;
  always?: unknown;
}

const candidates = (transition: unknown) => (transition === undefined ? 0 : Array.isArray(transition) ? transition.length : 1);

/** The states and the transitions (per source path and event, their candidates) of the config as written, not as XState built it. */
function writtenShape(machine: AnyStateMachine) {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (config: StateConfig, path: string[]) => {
    states.push(path.join('.'));
    for (const [event, transition] of Object.entries(config.on ?? {}))
      for (let i = 0; i < candidates(transition); i++) transitions.push(`${path.join('.')}|${event}|${i}`);
    for (let i = 0; i < candidates(config.always); i++) transitions.push(`${path.join('.')}||${i}`);
    for (const [key, child] of Object.entries(config.states ?? {})) visit(child, [...path, key]);
  };
  visit(machine.config as StateConfig, []);
  return { states: states.sort(), transitions: transitions.sort() };
}

/** A chart state's path of keys, from its parents. */
function pathsOf(chart: ReturnType<typeof machineChart>) {
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const pathOf = (id: string): string[] => {
    const state = byId.get(id)!;
    return state.parent === null ? [] : [...pathOf(state.parent), state.key];
  };
  return pathOf;
}

describe.each(chartedMachines.map((machine) => [machine.id, machine] as const))('the chart of %s', (_id, machine) => {
  const chart = machineChart(machine);
  const pathOf = pathsOf(chart);

  it('has exactly the states and transitions its config writes, so a new state or transition shows on it', () => {
    const written = writtenShape(machine);
    expect(chart.states.map((s) => pathOf(s.id).join('.')).sort()).toEqual(written.states);
    expect(chart.transitions.map((t) => `${pathOf(t.source).join('.')}|${t.event}|${t.id.split('|')[2]}`).sort()).toEqual(written.transitions);
  });

  it('draws every transition between states of the machine, under guards the machine names', () => {
    const ids = new Set(chart.states.map((s) => s.id));
    for (const t of chart.transitions) for (const target of t.targets) expect(ids.has(target), `${t.id} → ${target}`).toBe(true);
    const guards = Object.keys((machine.implementations as { guards: Record<string, unknown> }).guards);
    for (const t of chart.transitions) if (t.guard) expect(guards, t.id).toContain(t.guard);
    expect(chart.states.filter((s) => s.parent === null)).toHaveLength(1);
    for (const state of chart.states.filter((s) => s.kind === 'compound'))
      expect(
        chart.states.filter((s) => s.parent === state.id && s.initial),
        state.id,
      ).toHaveLength(1);
  });

  it('says every guard in words beside the machine: a description shown on hover and a short label drawn on its edges', () => {
    const named = Object.keys((machine.implementations as { guards: Record<string, unknown> }).guards);
    for (const [meta, words] of [
      ['guardDescriptions', guardDescriptionsOf(machine)],
      ['guardLabels', guardLabelsOf(machine)],
    ] as const) {
      for (const guard of named) expect(words[guard]?.trim(), `${machine.id}: guard ${guard} has no words in meta.${meta}`).toBeTruthy();
      expect(
        Object.keys(words).filter((g) => !named.includes(g)),
        `meta.${meta} of guards the machine does not have`,
      ).toEqual([]);
    }
    for (const label of Object.values(guardLabelsOf(machine))) expect(label.length, label).toBeLessThanOrEqual(42);
    // Each {part} of a label is a parameter every transition under its guard gives.
    for (const t of chart.transitions.filter((t) => t.guard)) {
      expect([t.guardDescription, t.guardLabel], t.id).toEqual([guardDescriptionsOf(machine)[t.guard!], guardLabelsOf(machine)[t.guard!]]);
      for (const [, part] of t.guardLabel!.matchAll(/\{(\w+)\}/g)) expect(t.guardParams?.[part!], `${t.id} gives ${part}`).toBeDefined();
      expect(guardLabelText(t)).not.toMatch(/[{}]|undefined/);
    }
  });
});

it('charts every machine in machines/', () => {
  expect(chartedMachines.map((m) => m.id).sort()).toEqual([
    'approvalChangeFlow',
    'chiefDeliveryFlow',
    'chiefWarehouseFlow',
    'decisionFlow',
    'nonReferenceWizard',
    'rejectFlow',
    'returnLifecycle',
    'withRtvWizard',
    'withoutRtvWizard',
  ]);
});
