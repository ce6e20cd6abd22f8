import { writeFileSync } from 'node:fs';
import ELK, { type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { chartedMachines } from '../machines/charts/chartedMachines.ts';
import { collapsedChart, regionSetKey, regionSetsOf } from '../machines/charts/collapsedChart.ts';
import { machineChart } from '../machines/charts/machineChart.ts';
import { layoutGraphOf, type EdgeRoute, type LaidOutChart, type StateBox } from '../src/web/features/workflow/chartLayout.ts';

/** What ELK answers of an edge: its route's sections and its labels' places (root coordinates). */
interface LaidOutEdge {
  id: string;
  sections?: { startPoint: Point; endPoint: Point; bendPoints?: Point[] }[];
  labels?: { x?: number; y?: number; width?: number; height?: number }[];
}
type Point = { x: number; y: number };

/**
 * Lays out every charted machine with ELK, once per set of regions it can be drawn with closed,
 * and writes each state's box to generated/chartLayouts.json: the layout depends on the machine
 * alone, so the browser reads it instead of running the layout engine (1.5 MB of script, seconds
 * on a busy tablet).
 */
export async function chartLayouts(): Promise<void> {
  const elk = new ELK();
  const layouts: Record<string, Record<string, LaidOutChart>> = {};
  for (const machine of chartedMachines) {
    const chart = machineChart(machine);
    layouts[machine.id] = {};
    for (const closed of regionSetsOf(chart)) {
      const laidOut = await elk.layout(layoutGraphOf(collapsedChart(chart, new Set(closed))) as ElkNode);
      const boxes: Record<string, StateBox> = {};
      const place = (node: ElkNode) => {
        boxes[node.id] = [Math.round(node.x ?? 0), Math.round(node.y ?? 0), Math.round(node.width ?? 120), Math.round(node.height ?? 36)];
        (node.children ?? []).forEach(place);
      };
      (laidOut.children ?? []).forEach(place);
      const edges: Record<string, EdgeRoute> = {};
      for (const edge of (laidOut.edges ?? []) as LaidOutEdge[]) {
        const section = edge.sections?.[0];
        const label = edge.labels?.[0];
        if (!section || !label) throw new Error(`ELK left ${edge.id} unrouted`);
        const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => [Math.round(p.x), Math.round(p.y)]);
        edges[edge.id] = { points, label: [Math.round((label.x ?? 0) + (label.width ?? 0) / 2), Math.round((label.y ?? 0) + (label.height ?? 0) / 2)] };
      }
      layouts[machine.id]![regionSetKey(closed)] = { states: boxes, edges };
    }
  }
  // One line per state and per edge, so a machine's change reads as the states and edges it moved.
  const json = (value: object, indent: string, inner: (v: never) => string) =>
    `{\n${Object.entries(value)
      .map(([key, v]) => `${indent}  ${JSON.stringify(key)}: ${inner(v as never)}`)
      .join(',\n')}\n${indent}}`;
  const lines = (indent: string) => (v: object) => json(v, indent, (item: object) => JSON.stringify(item));
  const text = json(layouts, '', (sets: object) =>
    json(sets, '  ', (chart: LaidOutChart) => `{\n      "states": ${lines('      ')(chart.states)},\n      "edges": ${lines('      ')(chart.edges)}\n    }`),
  );
  writeFileSync('generated/chartLayouts.json', `${text}\n`);
}
