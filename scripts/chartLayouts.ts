import { writeFileSync } from 'node:fs';
import ELK, { type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { chartedMachines } from '../machines/charts/chartedMachines.ts';
import { machineChart } from '../machines/charts/machineChart.ts';
import { layoutGraphOf, type StateBox } from '../src/web/features/workflow/chartLayout.ts';

/**
 * Lays out every charted machine with ELK and writes each state's box to
 * generated/chartLayouts.json: the layout depends on the machine alone, so the browser reads it
 * instead of running the layout engine (1.5 MB of script, seconds on a busy tablet).
 */
export async function chartLayouts(): Promise<void> {
  const elk = new ELK();
  const layouts: Record<string, Record<string, StateBox>> = {};
  for (const machine of chartedMachines) {
    const laidOut = await elk.layout(layoutGraphOf(machineChart(machine)) as ElkNode);
    const boxes: Record<string, StateBox> = {};
    const place = (node: ElkNode) => {
      boxes[node.id] = [Math.round(node.x ?? 0), Math.round(node.y ?? 0), Math.round(node.width ?? 120), Math.round(node.height ?? 36)];
      (node.children ?? []).forEach(place);
    };
    (laidOut.children ?? []).forEach(place);
    layouts[machine.id] = boxes;
  }
  // One line per state, so a machine's change reads as the states it moved.
  const machines = Object.entries(layouts).map(
    ([id, boxes]) =>
      `  ${JSON.stringify(id)}: {\n${Object.entries(boxes)
        .map(([state, box]) => `    ${JSON.stringify(state)}: ${JSON.stringify(box)}`)
        .join(',\n')}\n  }`,
  );
  writeFileSync('generated/chartLayouts.json', `{\n${machines.join(',\n')}\n}\n`);
}
