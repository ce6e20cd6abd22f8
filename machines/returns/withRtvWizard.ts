import { assign, setup } from 'xstate';
import { rtvHeaderProblem, type RtvHeader, type RtvHeaderProblem } from './rtvHeader.ts';
import { saveProblemOf, type SaveEvent, type SaveProblem } from './saveRules.ts';

/**
 * The With RTV wizard (spec 001 §2.1–§2.5, §4): save the RTV header as a draft, gather reference
 * and non-reference lines on the list screen, then edit one table's lines (Next) and save them
 * as a draft or submit. Each table becomes its own return: reference lines an MTKA return,
 * non-reference lines a NONREFMTKA one. No I/O: the screens send what happened and ask the
 * snapshot which step to show and which buttons to enable.
 */
export const withRtvWizard = setup({
  types: {
    context: {} as { referenceLines: number; nonReferenceLines: number; headerProblem: RtvHeaderProblem | null; problem: SaveProblem | null },
    events: {} as
      | { type: 'header.save'; header: RtvHeader }
      | { type: 'header.saved' }
      | { type: 'header.refused' }
      | { type: 'reference.add'; count: number }
      | { type: 'reference.remove' }
      | { type: 'nonReference.add'; count: number }
      | { type: 'nonReference.remove' }
      | { type: 'reference.next' }
      | { type: 'nonReference.next' }
      | { type: 'wizard.back' }
      | { type: 'wizard.cancel' }
      | { type: 'detail.draft' }
      | SaveEvent
      | { type: 'save.succeeded' }
      | { type: 'save.refused' },
  },
  guards: {
    hasReferenceLines: ({ context }) => context.referenceLines > 0,
    hasNonReferenceLines: ({ context }) => context.nonReferenceLines > 0,
    headerRefused: ({ event }) => event.type === 'header.save' && rtvHeaderProblem(event.header) !== null,
    saveRefused: ({ event }) => saveProblemOf(event) !== null,
  },
  actions: {
    refuseHeader: assign({ headerProblem: ({ event }) => (event.type === 'header.save' ? rtvHeaderProblem(event.header) : null) }),
    refuseSave: assign({ problem: ({ event }) => saveProblemOf(event) }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'withRtvWizard',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      hasReferenceLines: 'reference lines added',
      hasNonReferenceLines: 'non-reference lines added',
      headerRefused: 'header checks fail',
      saveRefused: 'save checks fail',
    },
    guardDescriptions: {
      hasReferenceLines: 'At least one reference line (from an invoice) is added',
      hasNonReferenceLines: 'At least one non-reference line is added',
      headerRefused: 'The RTV header checks (number, dates, customer) find a problem',
      saveRefused: 'The save checks (reason, remark, dates, quantities, photos) find a problem',
    },
  },
  initial: 'enteringHeader',
  context: { referenceLines: 0, nonReferenceLines: 0, headerProblem: null, problem: null },
  states: {
    enteringHeader: {
      tags: ['header'],
      // The RTV header's checks (rtvHeader.ts); a refused one keeps its problem for the screen to say.
      on: {
        'header.save': [
          { guard: 'headerRefused', actions: 'refuseHeader' },
          { target: 'savingHeader', actions: assign({ headerProblem: null }) },
        ],
      },
    },
    savingHeader: {
      tags: ['header', 'busy'],
      on: { 'header.saved': 'listing', 'header.refused': 'enteringHeader' },
    },
    listing: {
      tags: ['list'],
      on: {
        'reference.add': { actions: assign({ referenceLines: ({ context, event }) => context.referenceLines + event.count }) },
        'reference.remove': { guard: 'hasReferenceLines', actions: assign({ referenceLines: ({ context }) => context.referenceLines - 1 }) },
        'nonReference.add': { actions: assign({ nonReferenceLines: ({ context, event }) => context.nonReferenceLines + event.count }) },
        'nonReference.remove': { guard: 'hasNonReferenceLines', actions: assign({ nonReferenceLines: ({ context }) => context.nonReferenceLines - 1 }) },
        'reference.next': { guard: 'hasReferenceLines', target: 'editingReference' },
        'nonReference.next': { guard: 'hasNonReferenceLines', target: 'editingNonReference' },
        // Back leaves the list for a new RTV header; the saved header stays a draft.
        'wizard.back': 'cancelled',
      },
    },
    editingReference: {
      tags: ['referenceDetail'],
      on: {
        // The edit screens have Cancel (to a new RTV header), not Back (spec 001 §2.4, §2.5); the
        // browser's Back returns to the list with its lines.
        'wizard.back': 'listing',
        'wizard.cancel': 'cancelled',
        'detail.draft': { target: 'savingReference', actions: 'clearProblem' },
        // Judged by saveRules.ts; a refused Save keeps its problem for the screen to say.
        'detail.save': [
          { guard: 'saveRefused', actions: 'refuseSave' },
          { target: 'savingReference', actions: 'clearProblem' },
        ],
      },
    },
    savingReference: {
      tags: ['referenceDetail', 'busy'],
      on: { 'save.succeeded': 'saved', 'save.refused': 'editingReference' },
    },
    editingNonReference: {
      tags: ['nonReferenceDetail'],
      on: {
        'wizard.back': 'listing',
        'wizard.cancel': 'cancelled',
        'detail.draft': { target: 'savingNonReference', actions: 'clearProblem' },
        'detail.save': [
          { guard: 'saveRefused', actions: 'refuseSave' },
          { target: 'savingNonReference', actions: 'clearProblem' },
        ],
      },
    },
    savingNonReference: {
      tags: ['nonReferenceDetail', 'busy'],
      on: { 'save.succeeded': 'saved', 'save.refused': 'editingNonReference' },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
