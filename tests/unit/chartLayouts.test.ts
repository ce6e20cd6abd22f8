import { describe, expect, it } from 'vitest';
import chartLayouts from '../../generated/chartLayouts.json';
import { chartedMachines } from '../../machines/charts/chartedMachines.ts';
import { machineChart } from '../../machines/charts/machineChart.ts';
import { placeChart, type StateBox } from '../../src/web/features/workflow/chartLayout.ts';

const layouts = chartLayouts as Readonly<Record<string, Record<string, StateBox>>>;

/** The layouts `npm run generate` wrote fit the machines as they are (CI also regenerates them and compares). */
describe("the workflow charts' generated layouts", () => {
  it.each(chartedMachines.map((m) => [m.id, m] as const))('%s: every state drawn has its box, and no box is left of a state gone', (id, machine) => {
    const chart = machineChart(machine);
    const placed = placeChart(chart, layouts[id]);
    expect(placed, `${id} has a state without a box: run npm run generate`).not.toBeNull();
    const drawn = chart.states.filter((s) => s.parent !== null).map((s) => s.id);
    expect(Object.keys(layouts[id]!).sort()).toEqual([...drawn].sort());
    for (const { width, height } of placed!.states) expect(width > 0 && height > 0).toBe(true);
  });

  it('refuses to place a chart with a state missing its box', () => {
    const [machine] = chartedMachines;
    const chart = machineChart(machine!);
    const boxes = { ...layouts[machine!.id] };
    delete boxes[Object.keys(boxes)[0]!];
    expect(placeChart(chart, boxes)).toBeNull();
  });
});
