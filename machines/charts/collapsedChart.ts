import type { ChartTransition, MachineChart } from './machineChart.ts';

/** A transition on a chart with regions closed: the machine's transitions it stands for (one, or several alike merged). */
export interface DrawnTransition extends ChartTransition {
  ids: string[];
}

export interface CollapsedChart extends MachineChart {
  transitions: DrawnTransition[];
  /** Per closed region, how many states it hides. */
  hidden: Record<string, number>;
  /** Per state of the machine, the box it is drawn in: its own, or its closed region's. */
  drawnAs: Record<string, string>;
}

/** Two transitions' guard parameters as one edge says them: a parameter that differs becomes the list of its values. */
function mergedParams(a: Record<string, unknown> | null, b: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!a || !b) return a ?? b;
  const values = (v: unknown) => (Array.isArray(v) ? v : [v]);
  return Object.fromEntries(
    Object.keys({ ...a, ...b }).map((key) => {
      const all = [...new Set([...values(a[key]), ...values(b[key])])];
      return [key, all.length === 1 ? all[0] : all];
    }),
  );
}

/** The regions of a chart that can be closed: its compound and parallel states (the machine's root aside). */
export const regionsOf = (chart: MachineChart): string[] => {
  const parents = new Set(chart.states.map((s) => s.parent));
  return chart.states.filter((s) => s.parent !== null && parents.has(s.id)).map((s) => s.id);
};

/** Every set of closed regions a chart can be drawn with; a region inside a closed one counts as closed with it. */
export function regionSetsOf(chart: MachineChart): string[][] {
  const regions = regionsOf(chart);
  return Array.from({ length: 2 ** regions.length }, (_, bits) => regions.filter((_, i) => bits & (2 ** i)));
}

/** The key a set of closed regions is laid out under (generated/chartLayouts.json): their ids, sorted; '' with every region open. */
export const regionSetKey = (closed: Iterable<string>): string => [...closed].sort().join(' ');

/**
 * `chart` with the regions `closed` drawn as one box each (a statechart's collapsed state): the
 * states inside them are left out, a transition from or to one of them starts or ends at the
 * region's box, a transition inside a closed region is left out, and the transitions that now
 * draw the same (same ends, event and guard) are one edge, their guards' parameters listed. Nothing of the machine is
 * changed; the chart is smaller to read, and each edge says which transitions it stands for.
 */
export function collapsedChart(chart: MachineChart, closed: ReadonlySet<string>): CollapsedChart {
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  // The box a state is drawn in: its outermost closed ancestor, else itself.
  const shownAs = (id: string): string => {
    let shown = id;
    for (let at = byId.get(id)?.parent ?? null; at !== null; at = byId.get(at)?.parent ?? null) if (closed.has(at)) shown = at;
    return shown;
  };
  const hidden: Record<string, number> = {};
  const drawnAs: Record<string, string> = {};
  const states = chart.states.filter((s) => {
    const shown = (drawnAs[s.id] = shownAs(s.id));
    if (shown !== s.id) hidden[shown] = (hidden[shown] ?? 0) + 1;
    return shown === s.id;
  });
  const drawn = new Map<string, DrawnTransition>();
  for (const t of chart.transitions) {
    const source = shownAs(t.source);
    const inside = source !== t.source;
    const targets = [...new Set(t.targets.map(shownAs))].filter((target) => !(inside && target === source));
    // What happens inside a closed region (its moves and the actions its states keep) is in the region's box.
    if (inside && targets.length === 0) continue;
    // Alike: the same ends, event and guard; the guard's parameters (the step a submit enters) are listed together.
    const key = `${source}>${targets.join(',')}|${t.event}|${t.guard ?? ''}`;
    const same = drawn.get(key);
    if (!same) drawn.set(key, { ...t, source, targets, ids: [t.id] });
    else {
      same.ids.push(t.id);
      same.guardParams = mergedParams(same.guardParams, t.guardParams);
    }
  }
  return { machine: chart.machine, states, transitions: [...drawn.values()], hidden, drawnAs };
}
