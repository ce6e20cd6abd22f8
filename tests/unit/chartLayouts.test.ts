import { describe, expect, it } from 'vitest';
import chartLayouts from '../../generated/chartLayouts.json';
import { chartedMachines } from '../../machines/charts/chartedMachines.ts';
import { collapsedChart, regionSetKey, regionSetsOf } from '../../machines/charts/collapsedChart.ts';
import { machineChart } from '../../machines/charts/machineChart.ts';
import { placeChart, type ChartLayouts } from '../../src/web/features/workflow/chartLayout.ts';

const layouts = chartLayouts as ChartLayouts;

/** The layouts `npm run generate` wrote fit the machines as they are (CI also regenerates them and compares). */
describe("the workflow charts' generated layouts", () => {
  it.each(chartedMachines.map((m) => [m.id, m] as const))(
    '%s: every state drawn with every set of closed regions has its box, and no box is left of a state gone',
    (id, machine) => {
      const full = machineChart(machine);
      const sets = regionSetsOf(full);
      expect(Object.keys(layouts[id]!).sort()).toEqual(sets.map(regionSetKey).sort());
      for (const closed of sets) {
        const chart = collapsedChart(full, new Set(closed));
        const laidOut = layouts[id]![regionSetKey(closed)]!;
        const placed = placeChart(chart, laidOut);
        expect(placed, `${id} has a state without a box or an edge without a route: run npm run generate`).not.toBeNull();
        const drawn = chart.states.filter((s) => s.parent !== null).map((s) => s.id);
        expect(Object.keys(laidOut.states).sort()).toEqual([...drawn].sort());
        expect(Object.keys(laidOut.edges).sort()).toEqual(placed!.edges.map((e) => e.id).sort());
        for (const { width, height } of placed!.states) expect(width > 0 && height > 0).toBe(true);
        for (const { route } of placed!.edges) expect(route.points.length).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it('refuses to place a chart with a state missing its box or an edge its route', () => {
    const [machine] = chartedMachines;
    const chart = collapsedChart(machineChart(machine!), new Set());
    const laidOut = layouts[machine!.id]!['']!;
    const states = { ...laidOut.states };
    delete states[Object.keys(states)[0]!];
    expect(placeChart(chart, { ...laidOut, states })).toBeNull();
    const edges = { ...laidOut.edges };
    delete edges[Object.keys(edges)[0]!];
    expect(placeChart(chart, { ...laidOut, edges })).toBeNull();
  });
});
