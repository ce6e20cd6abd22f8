import type { EventFrom, SnapshotFrom } from 'xstate';
import { approvalChangeFlow } from './approvalChangeFlow.ts';
import { decisionFlow } from './decisionFlow.ts';

type Flow = typeof decisionFlow;

/**
 * The decision flow with the events its tests send, for a list of two lines of one return (and,
 * at QAHO, a line of another return waiting at QACLIENT). States are told apart by what the rules
 * look at: whether rows are chosen and at one step, how many lines are undecided, whether a
 * rejected line lacks its remark, whether the common remark is filled. The coverage check
 * (tests/coverage) takes the transitions they reach as the ones the runs must execute; the browser
 * tests run them in the screens.
 */
function decisionModel(steps: readonly string[][]) {
  return {
    machine: decisionFlow,
    events: [
      ...steps.map((s) => ({ type: 'rows.select', steps: s })),
      { type: 'flow.next' },
      { type: 'detail.open' },
      { type: 'flow.back' },
      { type: 'line.decide', index: 0, status: 'A' },
      { type: 'line.decide', index: 1, status: 'R' },
      { type: 'line.remark', index: 1, remark: 'Seal broken' },
      { type: 'common.remark', remark: 'Checked on site' },
      { type: 'all.approve' },
      { type: 'all.reject' },
      { type: 'decision.save' },
      { type: 'save.succeeded' },
      { type: 'save.refused' },
    ] as EventFrom<Flow>[],
    serialize: (s: SnapshotFrom<Flow>) => {
      const { selectedSteps, lines, commonRemark } = s.context;
      return JSON.stringify({
        value: s.value,
        chosen: !selectedSteps.length ? 'none' : new Set(selectedSteps).size > 1 ? 'mixed' : 'one step',
        undecided: lines.filter((l) => l.status === null).length,
        rejectedWithoutRemark: lines.some((l) => l.status === 'R' && !l.remark.trim()),
        commonRemark: Boolean(commonRemark.trim()),
      });
    },
  };
}

/** FSS / ASM / BM, BRQA and Client: every row of a list waits at the list's step. */
export const salesDecisionModel = decisionModel([[], ['SALES', 'SALES']]);

/** QAHO: its list holds QAHO and QACLIENT rows, which are never decided together. */
export const qahoDecisionModel = decisionModel([[], ['QAHO', 'QAHO'], ['QAHO', 'QACLIENT']]);

/** Approval Changes with the events its tests send; states told apart by what is chosen. */
export const approvalChangeModel = {
  machine: approvalChangeFlow,
  events: [
    { type: 'oldUser.choose', userName: 'fss' },
    { type: 'newUser.choose', userName: 'asm' },
    { type: 'returns.search' },
    { type: 'returns.select', retNumbers: [] },
    { type: 'returns.select', retNumbers: ['APL100126000001'] },
    { type: 'change.save' },
    { type: 'save.succeeded' },
    { type: 'save.refused' },
  ] as EventFrom<typeof approvalChangeFlow>[],
  serialize: (s: SnapshotFrom<typeof approvalChangeFlow>) => {
    const { usernameOld, usernameNew, retNumbers, problem } = s.context;
    return JSON.stringify({ value: s.value, old: Boolean(usernameOld), new: Boolean(usernameNew), returns: retNumbers.length, problem });
  },
};
