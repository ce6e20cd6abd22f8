import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { chartedMachines } from '../../machines/charts/chartedMachines.ts';
import { machineChart } from '../../machines/charts/machineChart.ts';
import { pathName, playPath, stepLabel, testPathSetsOf, testPathsOf } from '../../machines/charts/testPaths.ts';
import { approvalChangeModel, qahoDecisionModel, salesDecisionModel } from '../../machines/approvals/approvalModels.ts';
import { deliveryModel, warehouseModel } from '../../machines/delivery/deliveryWarehouseModels.ts';
import { rejectModel } from '../../machines/rejects/rejectModels.ts';
import { lifecycleRoutes, lifecycleWalkModel } from '../../machines/returns/lifecycleModel.ts';
import { nonReferenceModel, withoutRtvModel, withRtvModel } from '../../machines/returns/wizardModels.ts';
import { coveredMachines } from '../coverage/machines.ts';
import { reachableTransitions } from '../coverage/reachable.ts';
import { walksOfPart } from '../fixtures/walkFiles.ts';

/** The models the tests walk (tests/unit/*Walks*.test.tsx, tests/model/lifecycleThroughApi.ts) and the coverage check counts. */
const walkedModels: Record<string, readonly object[]> = {
  withoutRtvWizard: [withoutRtvModel],
  withRtvWizard: [withRtvModel],
  nonReferenceWizard: [nonReferenceModel],
  decisionFlow: [salesDecisionModel, qahoDecisionModel],
  approvalChangeFlow: [approvalChangeModel],
  rejectFlow: [rejectModel],
  chiefDeliveryFlow: [deliveryModel],
  chiefWarehouseFlow: [warehouseModel],
};

describe.each(chartedMachines.map((machine) => [machine.id, machine] as const))('the test paths beside the chart of %s', (id, machine) => {
  const sets = testPathSetsOf(machine);

  // The paths are walksOf(set.model), the function the tests call (testPathsOf): what can differ is the model.
  it('are the walks of the models the tests use', () => {
    expect(sets.length).toBeGreaterThan(0);
    if (id === 'returnLifecycle') {
      // One set per route the API's walks take, named by it, walking the model they walk (lifecycleThroughApi.ts).
      expect(sets.map((s) => s.name)).toEqual(lifecycleRoutes.map((r) => r.join(' → ')));
      lifecycleRoutes.forEach((route, i) => expect(sets[i]!.model).toEqual(lifecycleWalkModel(route)));
    } else {
      expect(sets.map((s) => s.model)).toEqual(walkedModels[id]);
      sets.forEach((set) => expect(set.model).toBe(walkedModels[id]![sets.indexOf(set)]));
    }
    // The coverage check counts the same models (the lifecycle's with its routes as inputs).
    const covered = coveredMachines.find((c) => c.models[0]!.machine === machine)!;
    expect(covered).toBeDefined();
  });

  it('play step by step on the chart: each step names transitions and states the chart draws, and together they take every transition their model reaches', () => {
    const chart = machineChart(machine);
    const transitionIds = new Set(chart.transitions.map((t) => t.id));
    const stateIds = new Set(chart.states.map((s) => s.id));
    for (const set of sets) {
      const taken = new Set<string>();
      for (const walk of testPathsOf(set)) {
        const played = playPath(set, walk);
        expect(played).toHaveLength(walk.steps.length + 1);
        played.slice(1).forEach((step, i) => {
          expect(step.label).toBe(stepLabel(walk.steps[i]!.event));
          for (const t of step.transitions) expect(transitionIds.has(t), t).toBe(true);
          for (const s of step.states) expect(stateIds.has(s), s).toBe(true);
          step.transitions.forEach((t) => taken.add(t));
        });
        expect(pathName(walk)).toBe(
          played
            .slice(1)
            .map((s) => s.label)
            .join(' → '),
        );
      }
      expect([...taken].sort(), set.name).toEqual([...reachableTransitions({ ...set.model, inputs: [set.model.input] })].sort());
    }
  });

  it('reach every state their model tells apart', () => {
    for (const set of sets) {
      const { machine: walked, events, serialize, input } = set.model;
      // Every state the model's events reach from the start, as its serialize tells them apart.
      const start = initialTransition(walked, input)[0];
      const states = new Set([serialize(start)]);
      for (const queue = [start]; queue.length;) {
        const from = queue.shift()!;
        for (const event of events.filter((e) => from.can(e))) {
          const to = transition(walked, from, event)[0];
          if (!states.has(serialize(to))) {
            states.add(serialize(to));
            queue.push(to);
          }
        }
      }
      const reached = new Set([serialize(start), ...testPathsOf(set).flatMap((walk) => walk.steps.map((step) => serialize(step.state)))]);
      expect([...reached].sort(), set.name).toEqual([...states].sort());
    }
  });

  it("are each played by one walk file when the screens' walks are shared out among files", () => {
    for (const set of sets.filter((s) => s.walkedBy === 'screens')) {
      const walks = testPathsOf(set);
      for (let of = 1; of <= 4; of++) {
        const parts = Array.from({ length: of }, (_, k) => [...walksOfPart(walks, { part: k + 1, of })]);
        expect(
          parts.flat().sort((a, b) => a - b),
          `${set.name} in ${of} files`,
        ).toEqual([...walks.keys()]);
      }
    }
  });
});

it('names a step by its event and what it carries in a few characters', () => {
  expect(stepLabel({ type: 'return.submit' })).toBe('return.submit');
  expect(
    stepLabel({
      type: 'line.decide',
      step: 'SALES',
      decisions: [
        { lineId: '1', status: 'A' },
        { lineId: '2', status: 'R' },
      ],
    } as never),
  ).toBe('line.decide step=SALES decisions=[1:A 2:R]');
  expect(stepLabel(withRtvModel.events.find((e) => e.type === 'detail.save')!)).toBe('detail.save');
  expect(stepLabel(deliveryModel.events.find((e) => e.type === 'print.one')!)).toBe('print.one return=NOT_PRINTED');
});
