import { assign, setup } from 'xstate';
import { reassignmentProblem, type ChangeProblem } from './approvalChangeRules.ts';

export interface ApprovalChangeContext {
  usernameOld: string | null;
  usernameNew: string | null;
  /** The old user's returns chosen to move. */
  retNumbers: readonly string[];
  problem: ChangeProblem | null;
}

export type ApprovalChangeEvent =
  | { type: 'oldUser.choose'; userName: string }
  | { type: 'newUser.choose'; userName: string }
  | { type: 'returns.search' }
  | { type: 'returns.select'; retNumbers: readonly string[] }
  | { type: 'change.save' }
  | { type: 'save.succeeded' }
  | { type: 'save.refused' };

/**
 * Approval Changes (spec 002 §2, §5): choose the old user (their pending returns can then be
 * searched), the new user and some of the returns; Save moves them. A refused action stays and
 * names its problem. No I/O: the screen sends what the user did and how the server answered.
 */
export const approvalChangeFlow = setup({
  types: {
    context: {} as ApprovalChangeContext,
    events: {} as ApprovalChangeEvent,
  },
  guards: {
    noOldUser: ({ context }) => !context.usernameOld,
    saveRefused: ({ context }) => reassignmentProblem(context) !== null,
  },
  actions: {
    // Another old user has other returns: the chosen ones go.
    chooseOld: assign(({ event }) => (event.type === 'oldUser.choose' ? { usernameOld: event.userName, retNumbers: [], problem: null } : {})),
    chooseNew: assign(({ event }) => (event.type === 'newUser.choose' ? { usernameNew: event.userName, problem: null } : {})),
    selectReturns: assign(({ event }) => (event.type === 'returns.select' ? { retNumbers: [...event.retNumbers], problem: null } : {})),
    refuseSearch: assign({ problem: 'oldUserFirst' as const }),
    refuseSave: assign(({ context }) => ({ problem: reassignmentProblem(context)?.problem ?? null })),
    clearProblem: assign({ problem: null }),
    forgetReturns: assign({ retNumbers: [] }),
  },
}).createMachine({
  id: 'approvalChangeFlow',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      noOldUser: 'no approver chosen',
      saveRefused: 'save checks fail',
    },
    guardDescriptions: {
      noOldUser: 'No current approver is chosen yet',
      saveRefused: 'The old or the new user is missing, or no return is chosen',
    },
  },
  initial: 'editing',
  context: { usernameOld: null, usernameNew: null, retNumbers: [], problem: null },
  states: {
    editing: {
      on: {
        'oldUser.choose': { actions: 'chooseOld' },
        'newUser.choose': { actions: 'chooseNew' },
        'returns.search': [{ guard: 'noOldUser', actions: 'refuseSearch' }, { actions: 'clearProblem' }],
        'returns.select': { actions: 'selectReturns' },
        'change.save': [
          { guard: 'saveRefused', actions: 'refuseSave' },
          { target: 'saving', actions: 'clearProblem' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      // Moved returns leave the old user's list; the users stay for the next change.
      on: { 'save.succeeded': { target: 'editing', actions: 'forgetReturns' }, 'save.refused': 'editing' },
    },
  },
});
