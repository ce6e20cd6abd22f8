import { assign, setup } from 'xstate';
import { firstDecisionProblem, rejectAllProblem, selectionProblem, type DecisionLine, type DecisionProblem, type LineStatus } from './decisionRules.ts';

export interface DecisionFlowContext {
  /** The step each chosen row waits at, in the order of the rows the screen holds. */
  selectedSteps: readonly string[];
  /** One decision per chosen row, in the same order. */
  lines: readonly DecisionLine[];
  commonRemark: string;
  /** Why the last action was refused (decisionRules.ts), for the screen to say; null when it was not. */
  problem: DecisionProblem | null;
}

export type DecisionFlowEvent =
  | { type: 'rows.select'; steps: readonly string[] }
  | { type: 'flow.next' }
  | { type: 'detail.open' }
  | { type: 'flow.back' }
  | { type: 'line.decide'; index: number; status: LineStatus }
  | { type: 'line.remark'; index: number; remark: string }
  | { type: 'common.remark'; remark: string }
  | { type: 'all.approve' }
  | { type: 'all.reject' }
  | { type: 'decision.save' }
  | { type: 'save.succeeded' }
  | { type: 'save.refused' };

const changeLine = (lines: readonly DecisionLine[], index: number, change: Partial<DecisionLine>) =>
  lines.map((l, i) => (i === index ? { ...l, ...change } : l));
/** Approve All and Reject All decide every line; a filled common remark becomes each line's. */
const decideAll = (context: DecisionFlowContext, status: LineStatus) =>
  context.lines.map((l) => ({ status, remark: context.commonRemark.trim() ? context.commonRemark : l.remark }));

/**
 * An approval flow (spec 002 §2, §4, §5), the same for FSS / ASM / BM, BRQA, QAHO and Client: the
 * list, where rows are chosen (all at one step) and a return's detail can be opened; the decision
 * screen, with a decision and remark per line, Approve All / Reject All with a common remark, and
 * Save; then saved. An action the rules refuse stays where it is and names its problem. No I/O:
 * the screens send what the user did and how the server answered, and ask the snapshot.
 */
export const decisionFlow = setup({
  types: {
    context: {} as DecisionFlowContext,
    events: {} as DecisionFlowEvent,
  },
  guards: {
    selectionRefused: ({ context }) => selectionProblem(context.selectedSteps) !== null,
    knownLine: ({ context, event }) => 'index' in event && event.index >= 0 && event.index < context.lines.length,
    rejectAllRefused: ({ context }) => rejectAllProblem(context.commonRemark) !== null,
    decisionsRefused: ({ context }) => firstDecisionProblem(context.lines) !== null,
  },
  actions: {
    forgetSelection: assign({ selectedSteps: [], lines: [], commonRemark: '', problem: null }),
    select: assign({ selectedSteps: ({ event }) => (event.type === 'rows.select' ? [...event.steps] : []), problem: null }),
    refuseSelection: assign({ problem: ({ context }) => selectionProblem(context.selectedSteps) }),
    startDecisions: assign({ lines: ({ context }) => context.selectedSteps.map(() => ({ status: null, remark: '' })), commonRemark: '', problem: null }),
    decideLine: assign({
      lines: ({ context, event }) => (event.type === 'line.decide' ? changeLine(context.lines, event.index, { status: event.status }) : context.lines),
      problem: null,
    }),
    remarkLine: assign({
      lines: ({ context, event }) => (event.type === 'line.remark' ? changeLine(context.lines, event.index, { remark: event.remark }) : context.lines),
      problem: null,
    }),
    remarkAll: assign({ commonRemark: ({ event }) => (event.type === 'common.remark' ? event.remark : ''), problem: null }),
    approveAll: assign({ lines: ({ context }) => decideAll(context, 'A'), problem: null }),
    refuseRejectAll: assign({ problem: ({ context }) => rejectAllProblem(context.commonRemark) }),
    rejectAll: assign({ lines: ({ context }) => decideAll(context, 'R'), problem: null }),
    refuseDecisions: assign({ problem: ({ context }) => firstDecisionProblem(context.lines) }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'decisionFlow',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      selectionRefused: 'selection refused',
      knownLine: 'line chosen',
      rejectAllRefused: 'remark missing',
      decisionsRefused: 'decisions incomplete',
    },
    guardDescriptions: {
      selectionRefused: 'No row is chosen, or the chosen rows wait at different steps',
      knownLine: 'The line is one of the chosen return lines',
      rejectAllRefused: 'Reject All needs the common remark, and it is empty',
      decisionsRefused: 'A line is still undecided, or a rejected line has no remark',
    },
  },
  initial: 'listing',
  context: { selectedSteps: [], lines: [], commonRemark: '', problem: null },
  states: {
    listing: {
      tags: ['list'],
      entry: 'forgetSelection',
      on: {
        'rows.select': { actions: 'select' },
        'flow.next': [
          { guard: 'selectionRefused', actions: 'refuseSelection' },
          { target: 'deciding', actions: 'startDecisions' },
        ],
        'detail.open': 'viewingDetail',
      },
    },
    viewingDetail: {
      tags: ['detail'],
      entry: 'forgetSelection',
      on: { 'flow.back': 'listing' },
    },
    deciding: {
      tags: ['decision'],
      on: {
        'line.decide': { guard: 'knownLine', actions: 'decideLine' },
        'line.remark': { guard: 'knownLine', actions: 'remarkLine' },
        'common.remark': { actions: 'remarkAll' },
        'all.approve': { actions: 'approveAll' },
        'all.reject': [{ guard: 'rejectAllRefused', actions: 'refuseRejectAll' }, { actions: 'rejectAll' }],
        'decision.save': [
          { guard: 'decisionsRefused', actions: 'refuseDecisions' },
          { target: 'saving', actions: 'clearProblem' },
        ],
        'flow.back': 'listing',
      },
    },
    saving: {
      tags: ['decision', 'busy'],
      on: { 'save.succeeded': 'saved', 'save.refused': 'deciding' },
    },
    saved: { type: 'final', tags: ['decision'] },
  },
});
