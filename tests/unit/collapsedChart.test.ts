import { describe, expect, it } from 'vitest';
import { chartedMachines } from '../../machines/charts/chartedMachines.ts';
import { collapsedChart, regionSetsOf, regionsOf } from '../../machines/charts/collapsedChart.ts';
import { guardLabelText, machineChart } from '../../machines/charts/machineChart.ts';
import { returnLifecycle } from '../../machines/returns/returnLifecycle.ts';

const lifecycle = machineChart(returnLifecycle);
const inside = (region: string, id: string) => id.startsWith(`${region}.`);

describe('a chart with regions closed', () => {
  it("finds the lifecycle's regions and draws it with every set of them closed", () => {
    expect(regionsOf(lifecycle)).toEqual(['returnLifecycle.inProgress', 'returnLifecycle.completed']);
    expect(regionSetsOf(lifecycle)).toHaveLength(4);
  });

  it.each(chartedMachines.map((m) => [m.id, m] as const))(
    '%s: every transition is an edge or lies inside a closed region, whatever is closed',
    (_id, machine) => {
      const full = machineChart(machine);
      for (const closed of regionSetsOf(full)) {
        const chart = collapsedChart(full, new Set(closed));
        const drawn = chart.transitions.flatMap((t) => t.ids);
        expect(new Set(drawn).size, 'a transition drawn twice').toBe(drawn.length);
        for (const t of full.transitions) {
          const hiddenIn = closed.find((region) => inside(region, t.source));
          if (drawn.includes(t.id)) continue;
          expect(hiddenIn, `${t.id} is neither drawn nor inside a closed region`).toBeDefined();
          for (const target of t.targets) expect(inside(hiddenIn!, target) || target === hiddenIn, t.id).toBe(true);
        }
        for (const state of chart.states) for (const region of closed) expect(inside(region, state.id), state.id).toBe(false);
      }
    },
  );

  it('with every region open, is the chart itself', () => {
    const chart = collapsedChart(lifecycle, new Set());
    expect(chart.states).toEqual(lifecycle.states);
    expect(chart.transitions.map(({ ids, ...t }) => [ids, t])).toEqual(lifecycle.transitions.map((t) => [[t.id], t]));
    expect(chart.hidden).toEqual({});
  });

  it('with the steps closed, draws the submit into the region and one edge for every step rejecting every line', () => {
    const chart = collapsedChart(lifecycle, new Set(['returnLifecycle.inProgress']));
    expect(chart.hidden).toEqual({ 'returnLifecycle.inProgress': 7 });
    expect(chart.drawnAs['returnLifecycle.inProgress.brqa']).toBe('returnLifecycle.inProgress');
    // The submit enters the steps at the route's first: one edge, its guard given every step it may start at.
    const submits = chart.transitions.filter((t) => t.event === 'return.submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({
      source: 'returnLifecycle.draft',
      targets: ['returnLifecycle.inProgress'],
      guardParams: { step: ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD'] },
    });
    expect(guardLabelText(submits[0]!)).toBe('route starts at SALES, CLIENT, BRQA, QAHO, CD');
    const allRejected = chart.transitions.filter((t) => t.guard === 'stepDecidedEmpty');
    expect(allRejected).toHaveLength(1);
    expect(allRejected[0]).toMatchObject({ source: 'returnLifecycle.inProgress', targets: ['returnLifecycle.completedRejected'] });
    expect(allRejected[0]!.ids).toHaveLength(5);
    // Moves between the steps are inside the box; the region's own (delivery tracking's answer) stays on it.
    expect(chart.transitions.some((t) => t.guard === 'stepDecidedTo')).toBe(false);
    expect(chart.transitions.some((t) => t.source === 'returnLifecycle.inProgress' && t.event === 'fareye.answer' && t.targets.length === 0)).toBe(true);
  });
});
