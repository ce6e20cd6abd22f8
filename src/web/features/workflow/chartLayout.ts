import type { ChartState, ChartTransition, MachineChart } from '../../../../machines/charts/machineChart.ts';

/** A state's box on the chart, relative to its parent state's box (React Flow's parentId): [x, y, width, height]. */
export type StateBox = readonly number[];

/** A state placed on the chart: its box, relative to its parent state's box. */
export interface PlacedState {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Its transitions that stay in it (actions only), written inside its box. */
  internal: ChartTransition[];
}

export interface ChartLayout {
  states: PlacedState[];
  /** Transitions between states, one per target. */
  edges: { id: string; transition: ChartTransition; source: string; target: string }[];
  /** The machine's own transitions, taken in any state. */
  anywhere: ChartTransition[];
}

/** ELK's input: what scripts/chartLayouts.ts lays out (a state is a node, compound states hold their children). */
export interface LayoutGraph {
  id: string;
  width?: number;
  height?: number;
  layoutOptions?: Record<string, string>;
  children?: LayoutGraph[];
  edges?: { id: string; sources: string[]; targets: string[]; labels: { text: string; width: number; height: number }[] }[];
}

const LINE = 16;

/** The text a transition is labelled with: its event (or "always") and its guard. */
export const transitionLabel = (t: ChartTransition) => `${t.event || 'always'}${t.guard ? ` [${t.guard}]` : ''}`;

/** A guard as its hover says it: its name, the parameters it is given here, and what it checks (the machine's own words). */
export const guardTitle = (t: ChartTransition) =>
  t.guard === null
    ? ''
    : `${t.guard}${
        t.guardParams
          ? ` (${Object.entries(t.guardParams)
              .map(([k, v]) => `${k} ${String(v)}`)
              .join(', ')})`
          : ''
      }${t.guardDescription ? `: ${t.guardDescription}` : ''}`;

const rootOf = (chart: MachineChart) => chart.states.find((s) => s.parent === null)!;

/** Per state, its transitions that stay in it (the machine's own are written under the chart instead). */
function internalOf(chart: MachineChart): Map<string, ChartTransition[]> {
  const root = rootOf(chart);
  const internal = new Map<string, ChartTransition[]>();
  for (const t of chart.transitions) if (t.targets.length === 0 && t.source !== root.id) internal.set(t.source, [...(internal.get(t.source) ?? []), t]);
  return internal;
}

/** The chart's edges: one per transition and target, the machine's own transitions left out. */
function edgesOf(chart: MachineChart): ChartLayout['edges'] {
  const root = rootOf(chart);
  return chart.transitions
    .filter((t) => t.source !== root.id)
    .flatMap((t) => t.targets.map((target, i) => ({ id: `${t.id}>${i}`, transition: t, source: t.source, target })));
}

/** The graph ELK lays out top to bottom (layered), nested states inside their parents, each box as wide as its text. */
export function layoutGraphOf(chart: MachineChart): LayoutGraph {
  const root = rootOf(chart);
  const internal = internalOf(chart);
  const childrenOf = (id: string) => chart.states.filter((s) => s.parent === id);
  const sizeOf = (s: ChartState) => {
    const lines = internal.get(s.id) ?? [];
    // The name line holds the initial mark, the name and a badge per tag.
    const nameLine = 16 + s.key.length * 8 + s.tags.reduce((sum, tag) => sum + tag.length * 6 + 26, 0);
    const widest = Math.max(nameLine, ...lines.map((t) => transitionLabel(t).length * 6.5));
    return { width: Math.max(120, widest + 32), height: 36 + lines.length * LINE };
  };
  const node = (s: ChartState): LayoutGraph => {
    const children = childrenOf(s.id);
    if (!children.length) return { id: s.id, ...sizeOf(s) };
    const header = 28 + (internal.get(s.id)?.length ?? 0) * LINE;
    return { id: s.id, layoutOptions: { 'elk.padding': `[top=${header},left=16,bottom=16,right=16]` }, children: children.map(node) };
  };
  return {
    id: root.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '70',
      'elk.spacing.nodeNode': '40',
      'elk.edgeLabels.inline': 'true',
    },
    children: childrenOf(root.id).map(node),
    edges: edgesOf(chart).map((e) => ({
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [{ text: transitionLabel(e.transition), width: transitionLabel(e.transition).length * 6.5, height: 14 }],
    })),
  };
}

/**
 * The chart placed by the boxes `npm run generate` laid out (generated/chartLayouts.json), so the
 * browser draws at once and never loads the layout engine. Null when a state has no box: the
 * machine changed after the last generate.
 */
export function placeChart(chart: MachineChart, boxes: Readonly<Record<string, StateBox>> | undefined): ChartLayout | null {
  const root = rootOf(chart);
  const internal = internalOf(chart);
  const states: PlacedState[] = [];
  for (const state of chart.states) {
    if (state === root) continue;
    const box = boxes?.[state.id];
    if (box?.length !== 4) return null;
    const [x, y, width, height] = box as [number, number, number, number];
    states.push({ state, x, y, width, height, internal: internal.get(state.id) ?? [] });
  }
  return { states, edges: edgesOf(chart), anywhere: chart.transitions.filter((t) => t.source === root.id) };
}
