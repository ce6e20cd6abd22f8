import { assign, setup } from 'xstate';
import { saveProblemOf, type SaveEvent, type SaveProblem } from './saveRules.ts';

/**
 * The Non Reference wizard (spec 001 §2.8, §2.9): choose the customer, add material batches, edit
 * them, then save as a draft or submit (checked by saveRules.ts). No I/O: the screen reports what happened and asks the
 * snapshot what is possible (Add Material needs a customer first).
 */
export const nonReferenceWizard = setup({
  types: {
    context: {} as { lines: number; problem: SaveProblem | null },
    events: {} as
      | { type: 'customer.choose' }
      | { type: 'material.add' }
      | { type: 'line.remove' }
      | { type: 'detail.draft' }
      | SaveEvent
      | { type: 'save.succeeded' }
      | { type: 'save.refused' },
  },
  guards: {
    hasLines: ({ context }) => context.lines > 0,
    saveRefused: ({ event }) => saveProblemOf(event) !== null,
  },
  actions: {
    refuseSave: assign({ problem: ({ event }) => saveProblemOf(event) }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'nonReferenceWizard',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      hasLines: 'lines added',
      saveRefused: 'save checks fail',
    },
    guardDescriptions: {
      hasLines: 'At least one material line is added',
      saveRefused: 'The save checks (reason, remark, dates, quantities, photos) find a problem',
    },
  },
  initial: 'choosingCustomer',
  context: { lines: 0, problem: null },
  states: {
    choosingCustomer: {
      on: { 'customer.choose': 'editing' },
    },
    editing: {
      tags: ['customerChosen'],
      on: {
        // A new customer may not have the lines' materials: the lines go with the old one.
        'customer.choose': { actions: assign({ lines: 0 }) },
        'material.add': { actions: assign({ lines: ({ context }) => context.lines + 1 }) },
        'line.remove': { guard: 'hasLines', actions: assign({ lines: ({ context }) => context.lines - 1 }) },
        'detail.draft': { guard: 'hasLines', target: 'saving', actions: 'clearProblem' },
        // The checks of saveRules.ts (no lines included); a refused Save keeps its problem for the screen to say.
        'detail.save': [
          { guard: 'saveRefused', actions: 'refuseSave' },
          { guard: 'hasLines', target: 'saving', actions: 'clearProblem' },
        ],
      },
    },
    saving: {
      tags: ['customerChosen', 'busy'],
      on: { 'save.succeeded': 'saved', 'save.refused': 'editing' },
    },
    saved: { type: 'final', tags: ['customerChosen'] },
  },
});
