/**
 * The checks of the approval screens (spec 002 §4, §5), in the specification's wording: what may
 * go on to the decision screen, and what a decision needs before it is sent. The decision flow
 * (decisionFlow.ts) judges with them; the server checks a decision again with the same messages.
 */
export const decisionMessages = {
  selectRowFirst: 'Please select row first',
  sameStatus: 'Please choose the same status!',
  statusMissing: 'Please select approval material status first!',
  remarkMissing: 'Please fill remark reject first!',
  rejectAllRemarkMissing: 'Please fill remark reject all first!',
} as const;

export type DecisionProblem = keyof typeof decisionMessages;
export type LineStatus = 'A' | 'R';

export interface DecisionLine {
  status: LineStatus | null;
  remark: string;
}

/** Rows chosen on a list, by the step each waits at: some, and all at one step (QAHO and QACLIENT share a list). */
export function selectionProblem(steps: readonly string[]): DecisionProblem | null {
  if (!steps.length) return 'selectRowFirst';
  if (new Set(steps).size > 1) return 'sameStatus';
  return null;
}

/** What every line needs, in the order the checks run over all lines: a decision, then a remark on a line not approved. */
const lineChecks: readonly [DecisionProblem, (l: DecisionLine) => boolean][] = [
  ['statusMissing', (l) => l.status === null],
  ['remarkMissing', (l) => l.status !== 'A' && !l.remark.trim()],
];

/** Every line decided, then every line not approved with its remark: the first problem and the first line that has it (the server names its field). */
export function firstDecisionProblemAt(lines: readonly DecisionLine[]): { problem: DecisionProblem; index: number } | null {
  for (const [problem, fails] of lineChecks) {
    const index = lines.findIndex(fails);
    if (index >= 0) return { problem, index };
  }
  return null;
}

/** Every line decided, then every line not approved with its remark (the decision flow's check before Save). */
export const firstDecisionProblem = (lines: readonly DecisionLine[]): DecisionProblem | null => firstDecisionProblemAt(lines)?.problem ?? null;

/** Reject All needs the common remark, which each line then carries. */
export const rejectAllProblem = (commonRemark: string): DecisionProblem | null => (commonRemark.trim() ? null : 'rejectAllRemarkMissing');
