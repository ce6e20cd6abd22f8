import { and, assign, setup } from 'xstate';
import type { StepCode } from './route.ts';

/**
 * The life of a return from draft to its end (DESIGN §4, spec 002 §4): the one judge of what may
 * happen to a return. The server rebuilds a return's snapshot from its rows, asks the machine
 * whether an event is accepted (refused → 409, nothing changes) and stores what follows; the
 * browser asks the same snapshot which actions to offer; the workflow charts draw it. No I/O.
 */

/** The steps where each line gets its own decision; QACLIENT is recorded by QAHO users after QAHO. */
export const lineDecisionSteps = ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'QACLIENT'] as const;
export type LineDecisionStep = (typeof lineDecisionSteps)[number];
export type Decision = 'A' | 'R';

export interface LifecycleLine {
  /** Still in the return: not rejected at any step. */
  active: boolean;
  decisions: Partial<Record<LineDecisionStep, Decision>>;
}

export interface LifecycleContext {
  route: StepCode[];
  lines: Record<string, LifecycleLine>;
  /** Some step approved some line: the return can no longer be rejected as a whole. */
  approvedByAnyone: boolean;
  printStatus: 'Y' | 'N';
  /** W waiting for the signed FPRE, A accepted by the warehouse, R sent back for reupload. */
  fpreStatus: 'W' | 'A' | 'R';
  fpreUploaded: boolean;
  /** The delivery-tracking request: blocks the FPRE upload while it is waiting or failed. */
  fareye: 'NOT_SENT' | 'WAITING' | 'ERROR' | 'IRRELEVANT' | 'SENT';
}

export interface LifecycleInput {
  route: StepCode[];
  lineIds: readonly string[];
}

export type LifecycleEvent =
  | { type: 'return.submit' }
  | { type: 'return.delete' }
  | { type: 'return.reject' }
  | { type: 'line.decide'; step: LineDecisionStep; decisions: readonly { lineId: string; status: Decision }[] }
  | { type: 'line.changeQuantity'; lineId: string }
  | { type: 'fpre.print' }
  | { type: 'fareye.answer'; status: 'SENT' | 'ERROR' | 'IRRELEVANT' }
  | { type: 'fareye.retry' }
  | { type: 'fpre.upload'; bypassFareye?: boolean }
  | { type: 'fpre.delete' }
  | { type: 'delivery.approve' }
  | { type: 'delivery.reject' }
  | { type: 'warehouse.save'; fpreStatus: 'A' | 'R'; rejectedLineIds: readonly string[] }
  | { type: 'salesOrder.created' }
  | { type: 'salesOrder.failed' }
  | { type: 'salesOrder.retry' }
  | { type: 'invoice.found' };

/** The step after `step` in the route; QACLIENT always follows QAHO. */
export function stepAfter(route: readonly StepCode[], step: StepCode | 'QACLIENT'): StepCode | 'QACLIENT' | 'END' {
  if (step === 'QAHO') return 'QACLIENT';
  const from = step === 'QACLIENT' ? route.indexOf('QAHO') : route.indexOf(step);
  return route[from + 1] ?? 'END';
}

const activeIds = (c: LifecycleContext) =>
  Object.entries(c.lines)
    .filter(([, l]) => l.active)
    .map(([id]) => id);
const undecidedAt = (c: LifecycleContext, step: LineDecisionStep) => activeIds(c).filter((id) => !c.lines[id]!.decisions[step]);

type StepState = 'sales' | 'client' | 'brqa' | 'qaho' | 'qaclient' | 'delivery' | 'warehouse';
/** The state of each step inside inProgress (the server stores the step code). */
export const stateOfStep: Record<StepCode | 'QACLIENT', StepState> = {
  SALES: 'sales',
  CLIENT: 'client',
  BRQA: 'brqa',
  QAHO: 'qaho',
  QACLIENT: 'qaclient',
  CD: 'delivery',
  CW: 'warehouse',
};

/** Decisions at `step`, for active lines still undecided there; each line at most once. */
function acceptsDecisions(context: LifecycleContext, event: LifecycleEvent, step: LineDecisionStep): boolean {
  if (event.type !== 'line.decide' || event.step !== step || !event.decisions.length) return false;
  const open = new Set(undecidedAt(context, step));
  const ids = event.decisions.map((d) => d.lineId);
  return new Set(ids).size === ids.length && ids.every((id) => open.has(id));
}

const nextSteps = ['CLIENT', 'BRQA', 'QAHO', 'QACLIENT', 'CD', 'CW'] as const;

/**
 * The requested quantity of a line may change while the return is at SALES or BRQA, and at CD
 * while no sales, BRQA or client decision was taken on the line (spec 000 §4); never on a
 * rejected line.
 */
const quantityChangeSteps: readonly LineDecisionStep[] = ['SALES', 'BRQA'];
const quantityChange = { 'line.changeQuantity': { guard: 'mayChangeQuantity' as const, actions: 'changeQuantity' as const } };

/** A line-decision step: its decisions, and its way out once every active line has one there. */
function decisionStep(step: LineDecisionStep) {
  return {
    tags: ['inProgress', 'lineDecisions'],
    always: [
      { guard: { type: 'stepDecidedEmpty' as const, params: { step } }, target: '#returnLifecycle.completedRejected' },
      ...nextSteps.map((to) => ({ guard: { type: 'stepDecidedTo' as const, params: { step, to } }, target: stateOfStep[to] })),
    ],
    on: {
      'line.decide': { guard: { type: 'acceptsDecisions' as const, params: { step } }, actions: 'recordDecisions' as const },
      ...(quantityChangeSteps.includes(step) ? quantityChange : {}),
    },
  };
}

/**
 * The FPRE may be printed (again) at CD, CW and after the end (spec 000 §4), not once every line
 * was rejected: nothing is picked up then. Its form is printable exactly where `fpre.print` is
 * accepted.
 */
const printing = { 'fpre.print': { actions: 'recordPrint' as const } };

/**
 * Delivery tracking answers whenever it answers: a return approved past a waiting request (the
 * administrators' bypass) still records the answer, and a failed request may be posted again,
 * while the return is in progress or completed.
 */
const deliveryTracking = {
  'fareye.answer': { guard: 'awaitsFareye' as const, actions: 'recordFareye' as const },
  'fareye.retry': { guard: 'fareyeFailed' as const, actions: 'retryFareye' as const },
};

/**
 * The signed FPRE's upload, one named guard per condition, in the order a refusal names them
 * (lifecycleRefusal.ts): none is uploaded yet; the FPRE was printed (or the warehouse sent it back
 * for reupload); delivery tracking is not waiting or failed (the administrators' bypass aside).
 */
type GuardArgs = { context: LifecycleContext; event: LifecycleEvent };
export const fpreUploadGuards = {
  fpreNotUploaded: ({ context }: GuardArgs) => !context.fpreUploaded,
  fprePrinted: ({ context }: GuardArgs) => context.fpreStatus === 'R' || context.printStatus === 'Y',
  fareyeNotWaiting: ({ context, event }: GuardArgs) =>
    context.fpreStatus === 'R' || (event.type === 'fpre.upload' && event.bypassFareye === true) || (context.fareye !== 'WAITING' && context.fareye !== 'ERROR'),
};

const firstSteps = ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD'] as const;

export const returnLifecycle = setup({
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleEvent,
    input: {} as LifecycleInput,
  },
  actions: {
    recordDecisions: assign(({ context, event }) => {
      if (event.type !== 'line.decide') return {};
      const lines = { ...context.lines };
      for (const d of event.decisions) lines[d.lineId] = { active: d.status === 'A', decisions: { ...lines[d.lineId]!.decisions, [event.step]: d.status } };
      return { lines, approvedByAnyone: context.approvedByAnyone || event.decisions.some((d) => d.status === 'A') };
    }),
    // The quantity is no part of the context: the caller stores it (and `can` needs an effect).
    changeQuantity: () => {},
    // The first print asks delivery tracking; its answer (or irrelevance) comes as fareye.answer.
    recordPrint: assign(({ context }) => ({ printStatus: 'Y' as const, fareye: context.fareye === 'NOT_SENT' ? ('WAITING' as const) : context.fareye })),
    recordFareye: assign(({ event }) => (event.type === 'fareye.answer' ? { fareye: event.status } : {})),
    retryFareye: assign({ fareye: 'WAITING' as const }),
    rejectLines: assign(({ context, event }) => {
      if (event.type !== 'warehouse.save') return {};
      const lines = { ...context.lines };
      for (const id of event.rejectedLineIds) lines[id] = { ...lines[id]!, active: false };
      return { lines };
    }),
  },
  guards: {
    acceptsDecisions: ({ context, event }, params: { step: LineDecisionStep }) => acceptsDecisions(context, event, params.step),
    stepDecidedEmpty: ({ context }, params: { step: LineDecisionStep }) => undecidedAt(context, params.step).length === 0 && activeIds(context).length === 0,
    stepDecidedTo: ({ context }, params: { step: LineDecisionStep; to: (typeof nextSteps)[number] }) =>
      undecidedAt(context, params.step).length === 0 && activeIds(context).length > 0 && stepAfter(context.route, params.step) === params.to,
    routeStartsAt: ({ context }, params: { step: StepCode }) => context.route[0] === params.step,
    mayRejectWhole: ({ context }) => !context.approvedByAnyone && context.printStatus === 'N',
    ...fpreUploadGuards,
    mayUploadFpre: and(['fpreNotUploaded', 'fprePrinted', 'fareyeNotWaiting']),
    hasFpre: ({ context }) => context.fpreUploaded,
    mayChangeQuantity: ({ context, event }) => event.type === 'line.changeQuantity' && context.lines[event.lineId]?.active === true,
    mayChangeQuantityAtDelivery: ({ context, event }) => {
      const line = event.type === 'line.changeQuantity' ? context.lines[event.lineId] : undefined;
      return line?.active === true && !line.decisions.SALES && !line.decisions.BRQA && !line.decisions.CLIENT;
    },
    awaitsFareye: ({ context }) => context.fareye === 'WAITING',
    fareyeFailed: ({ context }) => context.fareye === 'ERROR',
    fpreNotOk: ({ event }) => event.type === 'warehouse.save' && event.fpreStatus === 'R',
    rejectsEveryLine: ({ context, event }) => event.type === 'warehouse.save' && activeIds(context).every((id) => event.rejectedLineIds.includes(id)),
    rejectsKnownLines: ({ context, event }) => event.type === 'warehouse.save' && event.rejectedLineIds.every((id) => context.lines[id]?.active === true),
  },
}).createMachine({
  id: 'returnLifecycle',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      acceptsDecisions: 'decisions of {step}',
      stepDecidedEmpty: 'every line rejected',
      stepDecidedTo: 'all decided, next {to}',
      routeStartsAt: 'route starts at {step}',
      mayRejectWhole: 'nothing approved or printed',
      fpreNotUploaded: 'no FPRE uploaded',
      fprePrinted: 'FPRE printed',
      fareyeNotWaiting: 'tracking not waiting',
      mayUploadFpre: 'printed, none uploaded, tracking answered',
      hasFpre: 'FPRE uploaded',
      mayChangeQuantity: 'line active',
      mayChangeQuantityAtDelivery: 'line active and undecided',
      awaitsFareye: 'tracking awaited',
      fareyeFailed: 'tracking failed',
      fpreNotOk: 'FPRE Not OK',
      rejectsEveryLine: 'every line rejected',
      rejectsKnownLines: 'some lines kept',
    },
    guardDescriptions: {
      acceptsDecisions: 'The decisions are for the step the return is at, name only active lines not yet decided there, each approved or rejected',
      stepDecidedEmpty: 'Every line is decided at this step and none is still active: every line was rejected',
      stepDecidedTo: 'Every line is decided at this step, some line is still active, and the route goes on to this step next',
      routeStartsAt: "The return's route (its reason's steps) starts at this step",
      mayRejectWhole: 'No step approved any line yet and the FPRE was never printed',
      fpreNotUploaded: 'No signed FPRE is uploaded yet',
      fprePrinted: 'The FPRE was printed, or the warehouse sent it back for a new signed one',
      fareyeNotWaiting:
        'Delivery tracking is not waiting for its answer nor failed (unless an administrator uploads past it, or the warehouse sent the FPRE back)',
      mayUploadFpre: 'No signed FPRE is uploaded yet, the FPRE was printed and delivery tracking is not waiting nor failed',
      hasFpre: 'A signed FPRE is uploaded',
      mayChangeQuantity: 'The line is still active (not rejected)',
      mayChangeQuantityAtDelivery: 'The line is still active and no sales, BRQA or client step decided it',
      awaitsFareye: 'Delivery tracking was asked and its answer is awaited',
      fareyeFailed: 'Delivery tracking answered with an error',
      fpreNotOk: 'The warehouse judges the signed FPRE Not OK',
      rejectsEveryLine: 'The warehouse rejects every line still active',
      rejectsKnownLines: 'The warehouse rejects only lines of the return that are still active',
    },
  },
  initial: 'draft',
  context: ({ input }) => ({
    route: input.route,
    lines: Object.fromEntries(input.lineIds.map((id) => [id, { active: true, decisions: {} }])),
    approvedByAnyone: false,
    printStatus: 'N',
    fpreStatus: 'W',
    fpreUploaded: false,
    fareye: 'NOT_SENT',
  }),
  states: {
    draft: {
      on: {
        'return.submit': firstSteps.map((step) => ({ guard: { type: 'routeStartsAt' as const, params: { step } }, target: `inProgress.${stateOfStep[step]}` })),
        'return.delete': 'deleted',
      },
    },
    inProgress: {
      // Entered only at the route's first step (return.submit); every route holds CD.
      initial: 'delivery',
      on: {
        'return.reject': { guard: 'mayRejectWhole', target: 'rejected' },
        ...deliveryTracking,
      },
      states: {
        sales: decisionStep('SALES'),
        client: decisionStep('CLIENT'),
        brqa: decisionStep('BRQA'),
        qaho: decisionStep('QAHO'),
        qaclient: decisionStep('QACLIENT'),
        delivery: {
          tags: ['inProgress'],
          on: {
            ...printing,
            'line.changeQuantity': { guard: 'mayChangeQuantityAtDelivery', actions: 'changeQuantity' },
            'fpre.upload': { guard: 'mayUploadFpre', actions: assign({ fpreUploaded: true }) },
            'fpre.delete': { guard: 'hasFpre', actions: assign({ fpreUploaded: false }) },
            'delivery.approve': { guard: 'hasFpre', target: 'warehouse', actions: assign({ fpreStatus: 'W' as const }) },
            'delivery.reject': {
              target: '#returnLifecycle.completedRejected',
              actions: assign(({ context }) => ({ lines: Object.fromEntries(Object.entries(context.lines).map(([id, l]) => [id, { ...l, active: false }])) })),
            },
          },
        },
        warehouse: {
          tags: ['inProgress'],
          on: {
            ...printing,
            'warehouse.save': [
              // Not OK: back to Chief Delivery for a new signed FPRE.
              { guard: 'fpreNotOk', target: 'delivery', actions: assign({ fpreStatus: 'R' as const, fpreUploaded: false }) },
              { guard: 'rejectsEveryLine', target: '#returnLifecycle.completedRejected', actions: 'rejectLines' },
              { guard: 'rejectsKnownLines', target: '#returnLifecycle.completed', actions: ['rejectLines', assign({ fpreStatus: 'A' as const })] },
            ],
          },
        },
      },
    },
    completed: {
      initial: 'awaitingSalesOrder',
      on: { ...deliveryTracking, ...printing },
      states: {
        awaitingSalesOrder: {
          on: { 'salesOrder.created': 'salesOrderCreated', 'salesOrder.failed': 'salesOrderFailed' },
        },
        salesOrderFailed: {
          on: { 'salesOrder.retry': 'awaitingSalesOrder' },
        },
        salesOrderCreated: {
          on: { 'invoice.found': 'invoiced' },
        },
        invoiced: { type: 'final' },
      },
    },
    completedRejected: { type: 'final' },
    rejected: { type: 'final' },
    deleted: { type: 'final' },
  },
});
