import ELK, { type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartState, ChartTransition, MachineChart } from '../../../../machines/charts/machineChart.ts';

/** A state placed on the chart: its box, relative to its parent state's box (React Flow's parentId). */
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

const elk = new ELK();
const LINE = 16;

/** The text a transition is labelled with: its event (or "always") and its guard. */
export const transitionLabel = (t: ChartTransition) => `${t.event || 'always'}${t.guard ? ` [${t.guard}]` : ''}`;

/** A guard as its hover says it: its name, the parameters it is given here, and what it checks (the machine's own words). */
export const guardTitle = (t: ChartTransition) =>
  t.guard === null
    ? ''
    : `${t.guard}${t.guardParams ? ` (${Object.entries(t.guardParams).map(([k, v]) => `${k} ${String(v)}`).join(', ')})` : ''}${t.guardDescription ? `: ${t.guardDescription}` : ''}`;

/** Lays `chart` out top to bottom with ELK's layered algorithm, nested states inside their parents. */
export async function layoutChart(chart: MachineChart): Promise<ChartLayout> {
  const root = chart.states.find((s) => s.parent === null)!;
  const internal = new Map<string, ChartTransition[]>();
  for (const t of chart.transitions) if (t.targets.length === 0 && t.source !== root.id) internal.set(t.source, [...(internal.get(t.source) ?? []), t]);
  const childrenOf = (id: string) => chart.states.filter((s) => s.parent === id);
  const sizeOf = (s: ChartState) => {
    const lines = internal.get(s.id) ?? [];
    // The name line holds the initial mark, the name and a badge per tag.
    const nameLine = 16 + s.key.length * 8 + s.tags.reduce((sum, tag) => sum + tag.length * 6 + 26, 0);
    const widest = Math.max(nameLine, ...lines.map((t) => transitionLabel(t).length * 6.5));
    return { width: Math.max(120, widest + 32), height: 36 + lines.length * LINE };
  };
  const elkNode = (s: ChartState): ElkNode => {
    const children = childrenOf(s.id);
    if (!children.length) return { id: s.id, ...sizeOf(s) };
    const header = 28 + (internal.get(s.id)?.length ?? 0) * LINE;
    return { id: s.id, layoutOptions: { 'elk.padding': `[top=${header},left=16,bottom=16,right=16]` }, children: children.map(elkNode) };
  };
  const edges = chart.transitions
    .filter((t) => t.source !== root.id)
    .flatMap((t) => t.targets.map((target, i) => ({ id: `${t.id}>${i}`, transition: t, source: t.source, target })));
  const laidOut = await elk.layout({
    id: root.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '70',
      'elk.spacing.nodeNode': '40',
      'elk.edgeLabels.inline': 'true',
    },
    children: childrenOf(root.id).map(elkNode),
    edges: edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target], labels: [{ text: transitionLabel(e.transition), width: transitionLabel(e.transition).length * 6.5, height: 14 }] })),
  });
  const states: PlacedState[] = [];
  const place = (node: ElkNode) => {
    const state = chart.states.find((s) => s.id === node.id)!;
    states.push({ state, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 120, height: node.height ?? 36, internal: internal.get(state.id) ?? [] });
    (node.children ?? []).forEach(place);
  };
  (laidOut.children ?? []).forEach(place);
  return { states, edges, anywhere: chart.transitions.filter((t) => t.source === root.id) };
}
