import { assign, setup } from 'xstate';
import { regroupProblem, selectionProblem, type ChosenRejectedLine, type RejectProblem } from './rejectRules.ts';

/** A rejected line chosen on the list, with the quantity it requested. */
export interface ChosenLine extends ChosenRejectedLine {
  requested: number;
}

export interface RejectFlowContext {
  chosen: readonly ChosenLine[];
  /** The reject quantity of each chosen line for the new return, in the same order; null until typed. */
  quantities: readonly (number | null)[];
  /** Why the last action was refused (rejectRules.ts), for the screen to say; null when it was not. */
  problem: RejectProblem | null;
  /** The chosen line the problem is about, when it is about one. */
  problemIndex: number | null;
}

export type RejectFlowEvent =
  | { type: 'rows.select'; lines: readonly ChosenLine[] }
  | { type: 'flow.createNew' }
  | { type: 'flow.backToCustomer' }
  | { type: 'flow.back' }
  | { type: 'qty.set'; index: number; qty: number | null }
  | { type: 'regroup.save' }
  | { type: 'giveBack.save' }
  | { type: 'save.succeeded' }
  | { type: 'save.refused' };

const refused = (problem: RejectProblem | null, problemIndex: number | null = null) => ({ problem, problemIndex });

/**
 * Reject Return (spec 002 §2, §5): the list of lines Chief Warehouse rejected, where lines of one
 * invoice are chosen; then either a new APL return of them, each with its reject quantity, or
 * the read-only list that gives them back to the customer; each saved once. A refused action
 * stays where it is and names its problem. No I/O: the screens send what the user did and how
 * the server answered, and ask the snapshot.
 */
export const rejectFlow = setup({
  types: {
    context: {} as RejectFlowContext,
    events: {} as RejectFlowEvent,
  },
  guards: {
    selectionRefused: ({ context }) => selectionProblem(context.chosen) !== null,
    knownLine: ({ context, event }) => event.type === 'qty.set' && event.index >= 0 && event.index < context.chosen.length,
    quantitiesRefused: ({ context }) => regroupProblem(context.chosen.map((l, i) => ({ qty: context.quantities[i] ?? null, requested: l.requested }))) !== null,
  },
  actions: {
    forget: assign({ chosen: [], quantities: [], ...refused(null) }),
    select: assign(({ event }) => (event.type === 'rows.select' ? { chosen: [...event.lines], ...refused(null) } : {})),
    refuseSelection: assign(({ context }) => refused(selectionProblem(context.chosen))),
    startQuantities: assign(({ context }) => ({ quantities: context.chosen.map(() => null), ...refused(null) })),
    setQty: assign(({ context, event }) =>
      event.type === 'qty.set' ? { quantities: context.quantities.map((q, i) => (i === event.index ? event.qty : q)), ...refused(null) } : {},
    ),
    refuseQuantities: assign(({ context }) => {
      const found = regroupProblem(context.chosen.map((l, i) => ({ qty: context.quantities[i] ?? null, requested: l.requested })));
      return refused(found?.problem ?? null, found?.index ?? null);
    }),
    clearProblem: assign(refused(null)),
  },
}).createMachine({
  id: 'rejectFlow',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      selectionRefused: 'selection refused',
      knownLine: 'line chosen',
      quantitiesRefused: 'quantities refused',
    },
    guardDescriptions: {
      selectionRefused: 'No line is chosen, or the chosen lines differ in invoice or return type',
      knownLine: 'The line is one of the chosen lines',
      quantitiesRefused: 'A reject quantity is missing, not above zero or larger than the quantity requested',
    },
  },
  initial: 'listing',
  context: { chosen: [], quantities: [], problem: null, problemIndex: null },
  states: {
    listing: {
      tags: ['list'],
      on: {
        'rows.select': { actions: 'select' },
        'flow.createNew': [
          { guard: 'selectionRefused', actions: 'refuseSelection' },
          { target: 'regrouping', actions: 'startQuantities' },
        ],
        'flow.backToCustomer': [
          { guard: 'selectionRefused', actions: 'refuseSelection' },
          { target: 'givingBack', actions: 'clearProblem' },
        ],
      },
    },
    regrouping: {
      tags: ['detailNew'],
      on: {
        'qty.set': { guard: 'knownLine', actions: 'setQty' },
        'regroup.save': [
          { guard: 'quantitiesRefused', actions: 'refuseQuantities' },
          { target: 'savingRegroup', actions: 'clearProblem' },
        ],
        'flow.back': { target: 'listing', actions: 'forget' },
      },
    },
    savingRegroup: {
      tags: ['detailNew', 'busy'],
      on: { 'save.succeeded': 'saved', 'save.refused': 'regrouping' },
    },
    givingBack: {
      tags: ['backCustomer'],
      on: {
        'giveBack.save': 'savingGiveBack',
        'flow.back': { target: 'listing', actions: 'forget' },
      },
    },
    savingGiveBack: {
      tags: ['backCustomer', 'busy'],
      on: { 'save.succeeded': 'saved', 'save.refused': 'givingBack' },
    },
    saved: { type: 'final' },
  },
});
