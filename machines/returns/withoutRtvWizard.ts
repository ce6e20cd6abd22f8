import { assign, setup } from 'xstate';
import { saveProblemOf, type SaveEvent, type SaveProblem } from './saveRules.ts';

/**
 * The Without RTV wizard (spec 001 §2.6, §2.7): search an invoice, choose its returnable lines,
 * edit them, then save as a draft or submit (checked by saveRules.ts, the problem kept in the
 * context for the screen to say). No I/O: the screens send what happened (results
 * found, save answered) and ask the snapshot which step to show and which buttons to enable.
 */
export const withoutRtvWizard = setup({
  types: {
    context: {} as { selected: number; saveAsDraft: boolean; problem: SaveProblem | null },
    events: {} as
      | { type: 'search.found' }
      | { type: 'search.empty' }
      | { type: 'nonReference.decline' }
      | { type: 'nonReference.accept' }
      | { type: 'lines.select'; count: number }
      | { type: 'wizard.next' }
      | { type: 'wizard.back' }
      | { type: 'wizard.cancel' }
      | { type: 'detail.draft' }
      | SaveEvent
      | { type: 'save.succeeded' }
      | { type: 'save.refused' },
  },
  guards: {
    hasSelection: ({ context }) => context.selected > 0,
    saveRefused: ({ event }) => saveProblemOf(event) !== null,
  },
  actions: {
    refuseSave: assign({ problem: ({ event }) => saveProblemOf(event) }),
  },
}).createMachine({
  id: 'withoutRtvWizard',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      hasSelection: 'lines chosen',
      saveRefused: 'save checks fail',
    },
    guardDescriptions: {
      hasSelection: 'At least one line of the invoice is chosen',
      saveRefused: 'The save checks (reason, remark, dates, quantities, photos) find a problem',
    },
  },
  initial: 'searching',
  context: { selected: 0, saveAsDraft: false, problem: null },
  states: {
    searching: {
      tags: ['search'],
      on: {
        'search.found': 'choosing',
        'search.empty': 'offeringNonReference',
      },
    },
    offeringNonReference: {
      tags: ['search'],
      on: {
        'nonReference.accept': 'leftForNonReference',
        'nonReference.decline': 'searching',
      },
    },
    choosing: {
      tags: ['search'],
      on: {
        'search.found': { target: 'choosing', actions: assign({ selected: 0 }) },
        'search.empty': { target: 'offeringNonReference', actions: assign({ selected: 0 }) },
        'lines.select': { actions: assign({ selected: ({ event }) => event.count }) },
        'wizard.next': { guard: 'hasSelection', target: 'editing' },
      },
    },
    editing: {
      tags: ['detail'],
      on: {
        // The browser's Back: the search again, its lines still chosen (Forward is Next again).
        'wizard.back': 'choosing',
        // Cancel leaves the wizard (for the With RTV screen, as the specification says).
        'wizard.cancel': 'cancelled',
        'detail.draft': { target: 'saving', actions: assign({ saveAsDraft: true, problem: null }) },
        'detail.save': [
          { guard: 'saveRefused', actions: 'refuseSave' },
          { target: 'saving', actions: assign({ saveAsDraft: false, problem: null }) },
        ],
      },
    },
    saving: {
      tags: ['detail', 'busy'],
      on: {
        'save.succeeded': 'saved',
        'save.refused': 'editing',
      },
    },
    saved: { type: 'final', tags: ['detail'] },
    leftForNonReference: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
