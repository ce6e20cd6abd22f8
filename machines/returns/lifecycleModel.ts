import type { EventFrom, SnapshotFrom } from 'xstate';
import { returnLifecycle, type LifecycleEvent, type LineDecisionStep } from './returnLifecycle.ts';
import type { StepCode } from './route.ts';
import { walksOf, type WalkModel } from '../charts/coveringWalks.ts';

export type LifecycleSnapshot = SnapshotFrom<typeof returnLifecycle>;

/** The model's two lines; a test maps them to the stored return's line ids. */
export const modelLineIds = ['1', '2'] as const;

/** Per decision step: both approved, both rejected, the first approved alone, the second rejected alone. */
const decisions = (step: LineDecisionStep): LifecycleEvent[] => [
  {
    type: 'line.decide',
    step,
    decisions: [
      { lineId: '1', status: 'A' },
      { lineId: '2', status: 'A' },
    ],
  },
  {
    type: 'line.decide',
    step,
    decisions: [
      { lineId: '1', status: 'R' },
      { lineId: '2', status: 'R' },
    ],
  },
  { type: 'line.decide', step, decisions: [{ lineId: '1', status: 'A' }] },
  { type: 'line.decide', step, decisions: [{ lineId: '2', status: 'R' }] },
];

/**
 * Every event the lifecycle takes, as the tests send them: the users' actions and the answers of
 * the ERP and delivery tracking (fareye.answer IRRELEVANT is decided at the print itself and is
 * tested with the plant settings in tests/api/delivery/delivery.test.ts).
 */
export const lifecycleEvents: EventFrom<typeof returnLifecycle>[] = [
  { type: 'return.submit' },
  { type: 'return.delete' },
  { type: 'return.reject' },
  ...(['SALES', 'CLIENT', 'BRQA', 'QAHO', 'QACLIENT'] as const).flatMap(decisions),
  { type: 'line.changeQuantity', lineId: '1' },
  { type: 'fpre.print' },
  { type: 'fareye.answer', status: 'SENT' },
  { type: 'fareye.answer', status: 'ERROR' },
  { type: 'fareye.retry' },
  { type: 'fpre.upload' },
  { type: 'fpre.upload', bypassFareye: true },
  { type: 'fpre.delete' },
  { type: 'delivery.approve' },
  { type: 'delivery.reject' },
  { type: 'warehouse.save', fpreStatus: 'R', rejectedLineIds: [] },
  { type: 'warehouse.save', fpreStatus: 'A', rejectedLineIds: [] },
  { type: 'warehouse.save', fpreStatus: 'A', rejectedLineIds: ['1'] },
  { type: 'warehouse.save', fpreStatus: 'A', rejectedLineIds: ['1', '2'] },
  { type: 'salesOrder.created' },
  { type: 'salesOrder.failed' },
  { type: 'salesOrder.retry' },
  { type: 'invoice.found' },
];

const stepOfValue = (s: LifecycleSnapshot) => {
  const inProgress = (s.value as { inProgress?: string }).inProgress;
  return ({ sales: 'SALES', client: 'CLIENT', brqa: 'BRQA', qaho: 'QAHO', qaclient: 'QACLIENT' } as const)[inProgress ?? ''];
};

/**
 * A state as the walks tell them apart: where the return is, its delivery columns, and per line
 * only what decides which events it takes (active, decided at the current step, untouched by
 * sales, BRQA and client), not the history of how it got there.
 */
export const serializeLifecycle = (s: LifecycleSnapshot) => {
  const { lines, route: _route, ...rest } = s.context;
  const step = stepOfValue(s);
  const perLine = Object.values(lines).map((l) => [
    l.active,
    step ? l.decisions[step] !== undefined : null,
    !l.decisions.SALES && !l.decisions.BRQA && !l.decisions.CLIENT,
  ]);
  return JSON.stringify({ value: s.value, rest, perLine });
};

/**
 * The events of the way through delivery and warehouse once the decisions are taken: what the
 * routes with decision steps need to reach every end; the other delivery events are the same on
 * every route and are walked on the route that starts at CD.
 */
const straightThrough = new Set([
  'return.submit',
  'return.delete',
  'return.reject',
  'line.decide',
  'fpre.print',
  'fpre.upload',
  'delivery.approve',
  'delivery.reject',
  'salesOrder.created',
  'invoice.found',
]);
const throughEvents = lifecycleEvents.filter(
  (e) =>
    (straightThrough.has(e.type) && !(e.type === 'fpre.upload' && e.bypassFareye)) ||
    (e.type === 'fareye.answer' && e.status === 'SENT') ||
    (e.type === 'warehouse.save' && e.fpreStatus === 'A' && e.rejectedLineIds.length === 0) ||
    e.type === 'line.changeQuantity',
);

/**
 * The routes a return can take (reason routing in STEP_APPROVAL), each played through the API by
 * tests/model/returnLifecycle.*.api.test.ts and counted by the coverage check (tests/coverage).
 */
export const lifecycleRoutes: readonly StepCode[][] = [
  ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW'],
  ['SALES', 'BRQA', 'CD', 'CW'],
  ['SALES', 'CD', 'CW'],
  ['BRQA', 'QAHO', 'CD', 'CW'],
  ['CD', 'CW'],
];

/**
 * The lifecycle as its walks take it for a return of `route` with two lines: every event from CD
 * on when the route starts there, else every decision and a straight way to each end.
 */
export const lifecycleWalkModel = (route: StepCode[]): WalkModel<typeof returnLifecycle> => ({
  machine: returnLifecycle,
  events: route[0] === 'CD' ? lifecycleEvents : throughEvents,
  serialize: serializeLifecycle,
  input: { route, lineIds: modelLineIds },
});

/** Walks that together take every transition of the lifecycle for a return of `route`. */
export const lifecycleWalks = (route: StepCode[]) => walksOf(lifecycleWalkModel(route));
