import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { machineChart } from '../../machines/charts/machineChart.ts';
import { rejectFlow } from '../../machines/rejects/rejectFlow.ts';
import { chainSteps, lineStepOf, processEdges, processSteps, stateNameOf, stepOfState } from '../../machines/returns/processSteps.ts';
import { returnLifecycle } from '../../machines/returns/returnLifecycle.ts';

const chart = machineChart(returnLifecycle);
const leafNames = chart.states
  .filter((s) => !chart.states.some((c) => c.parent === s.id) && s.parent !== null)
  .map((s) => s.id.slice(returnLifecycle.id.length + 1))
  .sort();

describe('the process steps, projected from the lifecycle machine', () => {
  it('place every state of the machine on a step, and name no state the machine lacks', () => {
    expect(Object.keys(stepOfState).sort()).toEqual(leafNames);
    for (const step of Object.values(stepOfState)) expect(processSteps).toContain(step);
  });

  it('give the moves the machine makes for the routes computeRoute gives, and Reject Return’s give-back', () => {
    expect(processEdges().map((e) => `${e.from}>${e.to}`)).toEqual([
      'NEW>SALES',
      'NEW>BRQA',
      'NEW>QAHO',
      'NEW>CD',
      'NEW>DELETED',
      'SALES>CLIENT',
      'SALES>BRQA',
      'SALES>QAHO',
      'SALES>CD',
      'SALES>REJECTED',
      'CLIENT>BRQA',
      'CLIENT>QAHO',
      'CLIENT>CD',
      'CLIENT>REJECTED',
      'BRQA>QAHO',
      'BRQA>CD',
      'BRQA>REJECTED',
      'QAHO>QACLIENT',
      'QAHO>REJECTED',
      'QACLIENT>CD',
      'QACLIENT>REJECTED',
      'CD>CW',
      'CD>REJECTED',
      'CW>CD',
      'CW>SALES_ORDER',
      'CW>REJECTED',
      'SALES_ORDER>INVOICE',
      'REJECTED>BACK_TO_CUSTOMER',
    ]);
    // The give-back is Reject Return's: its flow sends it.
    expect(machineChart(rejectFlow).transitions.some((t) => t.event === 'flow.backToCustomer')).toBe(true);
  });

  it('reach every step from NEW, and go back along the chain only to the step before (the view draws no other back edge)', () => {
    const edges = processEdges();
    const reached = new Set(['NEW']);
    for (let grew = true; grew;) {
      grew = false;
      for (const e of edges)
        if (reached.has(e.from) && !reached.has(e.to)) {
          reached.add(e.to);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...processSteps].sort());
    const at = (s: string) => (chainSteps as readonly string[]).indexOf(s);
    const back = edges.filter((e) => at(e.from) >= 0 && at(e.to) >= 0 && at(e.to) < at(e.from));
    expect(back.map((e) => `${e.from}>${e.to}`)).toEqual(['CW>CD']);
    for (const e of back) expect(at(e.from) - at(e.to)).toBe(1);
  });

  it("puts a line on its return's step, and on REJECTED once it dropped out, as the machine runs", () => {
    const actor = createActor(returnLifecycle, { input: { route: ['SALES', 'CD', 'CW'], lineIds: ['1', '2'] } }).start();
    const stepsNow = () => ['1', '2'].map((id) => lineStepOf(stateNameOf(actor.getSnapshot().value), actor.getSnapshot().context, id));
    expect(stepsNow()).toEqual(['NEW', 'NEW']);
    actor.send({ type: 'return.submit' });
    expect(stepsNow()).toEqual(['SALES', 'SALES']);
    actor.send({
      type: 'line.decide',
      step: 'SALES',
      decisions: [
        { lineId: '1', status: 'A' },
        { lineId: '2', status: 'R' },
      ],
    });
    expect(stepsNow()).toEqual(['CD', 'REJECTED']);
    expect(() => lineStepOf('nowhere', actor.getSnapshot().context, '1')).toThrow(/no process step/);
  });
});
