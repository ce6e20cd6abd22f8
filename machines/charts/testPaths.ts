import { createActor, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';
import { approvalChangeModel, qahoDecisionModel, salesDecisionModel } from '../approvals/approvalModels.ts';
import { deliveryModel, warehouseModel } from '../delivery/deliveryWarehouseModels.ts';
import { rejectModel } from '../rejects/rejectModels.ts';
import { lifecycleRoutes, lifecycleWalkModel } from '../returns/lifecycleModel.ts';
import { nonReferenceModel, withoutRtvModel, withRtvModel } from '../returns/wizardModels.ts';
import { walksOf, type Walk, type WalkModel } from './coveringWalks.ts';
import { executedTransitions } from './executedTransitions.ts';

/**
 * The paths the model-based tests walk, per charted machine, computed from the machine by the
 * function the tests call (`walksOf`, coveringWalks.ts) on the very models they import, so the
 * chart shows what the tests prove and a failing test's path ("path 3 of 12") can be played on it.
 * - `screens`: the component tests walk the screens along every path (tests/unit/*Walks*.test.tsx);
 * - `api`: the lifecycle's walks are played through the API, one set per route
 *   (tests/model/returnLifecycle.*.api.test.ts);
 * - `coverage`: the screens' tests are written by hand; the coverage check (tests/coverage) holds
 *   them to every transition these paths take.
 */
export interface TestPathSet {
  /** A route of the lifecycle (its steps), the steps of the decision list's rows, or '' for a machine's only set. */
  name: string;
  kind: 'route' | 'rows' | 'machine';
  walkedBy: 'screens' | 'api' | 'coverage';
  model: WalkModel;
}

const only = (walkedBy: TestPathSet['walkedBy'], model: WalkModel): TestPathSet[] => [{ name: '', kind: 'machine', walkedBy, model: model as WalkModel }];

/** Per machine id, the sets of paths its tests walk. */
export const testPathSets: Record<string, TestPathSet[]> = {
  returnLifecycle: lifecycleRoutes.map((route) => ({ name: route.join(' → '), kind: 'route', walkedBy: 'api', model: lifecycleWalkModel(route) as WalkModel })),
  withoutRtvWizard: only('screens', withoutRtvModel as WalkModel),
  withRtvWizard: only('screens', withRtvModel as WalkModel),
  nonReferenceWizard: only('screens', nonReferenceModel as WalkModel),
  decisionFlow: [
    { name: 'SALES', kind: 'rows', walkedBy: 'coverage', model: salesDecisionModel as WalkModel },
    { name: 'QAHO, QACLIENT', kind: 'rows', walkedBy: 'coverage', model: qahoDecisionModel as WalkModel },
  ],
  approvalChangeFlow: only('coverage', approvalChangeModel as WalkModel),
  rejectFlow: only('coverage', rejectModel as WalkModel),
  chiefDeliveryFlow: only('screens', deliveryModel as WalkModel),
  chiefWarehouseFlow: only('screens', warehouseModel as WalkModel),
};

export const testPathSetsOf = (machine: AnyStateMachine): TestPathSet[] => testPathSets[machine.id] ?? [];

/** The walks of a set: the tests' paths, in the tests' order. */
export const testPathsOf = (set: TestPathSet): Walk<AnyStateMachine>[] => walksOf(set.model);

const primitive = (v: unknown): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v);

/** A value in a few characters: primitives as they are, a small record by its values, a list of those; null when it says nothing short. */
function brief(value: unknown): string | null {
  if (primitive(value)) return String(value);
  if (Array.isArray(value)) {
    const items = value.map(brief);
    return items.every((item) => item !== null) ? `[${items.join(' ')}]` : null;
  }
  if (value && typeof value === 'object' && !Object.values(value).some((v) => typeof v === 'function')) {
    const values = Object.values(value).filter(primitive);
    return values.length > 0 && values.length <= 3 ? values.join(':') : null;
  }
  return null;
}

/** An event as a step of a path reads: its type, then what it carries that fits in a few characters ("line.decide step=SALES decisions=[1:A 2:A]"). */
export function stepLabel(event: EventObject): string {
  const parts = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => [key, brief(value)] as const)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}=${value}`);
  return [event.type, ...parts].join(' ');
}

/** A path's name: its steps in order, as the tests and the chart name it. */
export const pathName = (walk: Walk<AnyStateMachine>) => walk.steps.map((step) => stepLabel(step.event)).join(' → ');

/** The chart's ids of the state nodes a state value holds (the machine's root excluded). */
export function stateIdsOf(machineId: string, value: StateValue, prefix = machineId): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child ? stateIdsOf(machineId, child, `${prefix}.${key}`) : [])]);
}

/** One step of a path as the chart plays it: the event sent (none at the start), the transitions it took, the states the machine is in after it. */
export interface PlayedStep {
  event: EventObject | null;
  label: string;
  /** The chart's transition ids (machineChart), eventless ones that followed included. */
  transitions: string[];
  states: string[];
}

/** Plays `walk` on an actor of the set's machine, naming at each step the transitions it took (as the coverage harness names them) and the states it is in. */
export function playPath(set: TestPathSet, walk: Walk<AnyStateMachine>): PlayedStep[] {
  const { machine, input } = set.model;
  let taken: string[] = [];
  const actor = createActor(machine, { input, inspect: (inspection) => taken.push(...executedTransitions(inspection).map((t) => t.transition)) }).start();
  const played: PlayedStep[] = [{ event: null, label: '', transitions: [], states: stateIdsOf(machine.id, actor.getSnapshot().value) }];
  for (const { event } of walk.steps) {
    taken = [];
    actor.send(event);
    played.push({ event, label: stepLabel(event), transitions: taken, states: stateIdsOf(machine.id, actor.getSnapshot().value) });
  }
  actor.stop();
  return played;
}
