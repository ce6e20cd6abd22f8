import type { CollapsedChart, DrawnTransition } from '../../../../machines/charts/collapsedChart.ts';
import { guardLabelText, type ChartState, type ChartTransition } from '../../../../machines/charts/machineChart.ts';

/** A state's box on the chart, relative to its parent state's box (React Flow's parentId): [x, y, width, height]. */
export type StateBox = readonly number[];

/** An edge as ELK routed it, in the chart's coordinates: its points from source to target, and its label's centre. */
export interface EdgeRoute {
  points: readonly (readonly number[])[];
  label: readonly number[];
}

/** A chart drawn with one set of closed regions: each drawn state's box and each edge's route (by edge id). */
export interface LaidOutChart {
  states: Readonly<Record<string, StateBox>>;
  edges: Readonly<Record<string, EdgeRoute>>;
}

/** generated/chartLayouts.json: per machine, per set of closed regions (collapsedChart.ts `regionSetKey`), its layout. */
export type ChartLayouts = Readonly<Record<string, Readonly<Record<string, LaidOutChart>>>>;

/** A state placed on the chart: its box, relative to its parent state's box. */
export interface PlacedState {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Its transitions that stay in it (actions only), written inside its box. */
  internal: DrawnTransition[];
  /** A closed region: how many states its box hides. */
  hides: number;
}

export interface ChartLayout {
  states: PlacedState[];
  /** Transitions between states, one per target, each with its route. */
  edges: PlacedEdge[];
  /** The machine's own transitions, taken in any state. */
  anywhere: DrawnTransition[];
}

interface ChartEdge {
  id: string;
  transition: DrawnTransition;
  source: string;
  target: string;
}
export type PlacedEdge = ChartEdge & { route: EdgeRoute };

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
/** An edge's label: a line of 12 px text with its padding. */
export const LABEL_HEIGHT = 18;

/**
 * The text a transition is labelled with: its event and its guard's label, an eventless one by its
 * guard alone; `guard` says the label (the chart in the user's language, the layout in English).
 */
export const transitionLabel = (t: ChartTransition, guard: (t: ChartTransition) => string = (t) => guardLabelText(t)) => {
  const label = t.guard ? guard(t) : '';
  return t.event ? `${t.event}${label ? ` [${label}]` : ''}` : label || 'always';
};

/** A guard as its hover says it: its name, the parameters it is given here, and what it checks (the machine's own words). */
export const guardTitle = (t: ChartTransition, description = t.guardDescription) =>
  t.guard === null
    ? ''
    : `${t.guard}${
        t.guardParams
          ? ` (${Object.entries(t.guardParams)
              .map(([k, v]) => `${k} ${String(v)}`)
              .join(', ')})`
          : ''
      }${description ? `: ${description}` : ''}`;

const rootOf = (chart: CollapsedChart) => chart.states.find((s) => s.parent === null)!;

/** Per state, its transitions that stay in it (the machine's own are written under the chart instead). */
function internalOf(chart: CollapsedChart): Map<string, DrawnTransition[]> {
  const root = rootOf(chart);
  const internal = new Map<string, DrawnTransition[]>();
  for (const t of chart.transitions) if (t.targets.length === 0 && t.source !== root.id) internal.set(t.source, [...(internal.get(t.source) ?? []), t]);
  return internal;
}

/** The chart's edges: one per transition and target, the machine's own transitions left out. */
function edgesOf(chart: CollapsedChart): ChartEdge[] {
  const root = rootOf(chart);
  return chart.transitions
    .filter((t) => t.source !== root.id)
    .flatMap((t) => t.targets.map((target, i) => ({ id: `${t.id}>${i}`, transition: t, source: t.source, target })));
}

/** The graph ELK lays out top to bottom (layered), nested states inside their parents, each box as wide as its text. */
export function layoutGraphOf(chart: CollapsedChart): LayoutGraph {
  const root = rootOf(chart);
  const internal = internalOf(chart);
  const childrenOf = (id: string) => chart.states.filter((s) => s.parent === id);
  const sizeOf = (s: ChartState) => {
    const lines = internal.get(s.id) ?? [];
    // The name line holds the initial mark, the name, a badge per tag and a closed region's button and count.
    const nameLine = 16 + s.key.length * 8 + s.tags.reduce((sum, tag) => sum + tag.length * 6 + 26, 0) + (chart.hidden[s.id] ? 110 : 0);
    const widest = Math.max(nameLine, ...lines.map((t) => transitionLabel(t).length * 7));
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
      // Edges and their labels in the root's coordinates, as the chart draws them.
      'elk.json.edgeCoords': 'ROOT',
    },
    children: childrenOf(root.id).map(node),
    edges: edgesOf(chart).map((e) => ({
      id: e.id,
      sources: [e.source],
      targets: [e.target],
      labels: [{ text: transitionLabel(e.transition), width: transitionLabel(e.transition).length * 7, height: LABEL_HEIGHT }],
    })),
  };
}

/**
 * The chart placed by the boxes and routes `npm run generate` laid out (generated/chartLayouts.json),
 * so the browser draws at once and never loads the layout engine. Null when a state has no box or
 * an edge no route: the machine changed after the last generate.
 */
export function placeChart(chart: CollapsedChart, laidOut: LaidOutChart | undefined): ChartLayout | null {
  const boxes = laidOut?.states;
  const root = rootOf(chart);
  const internal = internalOf(chart);
  const states: PlacedState[] = [];
  for (const state of chart.states) {
    if (state === root) continue;
    const box = boxes?.[state.id];
    if (box?.length !== 4) return null;
    const [x, y, width, height] = box as [number, number, number, number];
    states.push({ state, x, y, width, height, internal: internal.get(state.id) ?? [], hides: chart.hidden[state.id] ?? 0 });
  }
  const edges: PlacedEdge[] = [];
  for (const edge of edgesOf(chart)) {
    const route = laidOut?.edges[edge.id];
    if (!route) return null;
    edges.push({ ...edge, route });
  }
  return { states, edges, anywhere: chart.transitions.filter((t) => t.source === root.id) };
}
