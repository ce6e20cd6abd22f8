/**
 * The screen where a step's deciders find a return (spec 002 §2, spec 000 §2.3), searched for it:
 * where the dashboard's Need Approval Detail and the step-assigned e-mail's link lead. QA Client
 * is decided on QA HO's screen; any other step opens the return's report.
 */
const screenOfStep: Record<string, string> = {
  SALES: '/fss-asm-bm',
  CLIENT: '/client',
  BRQA: '/brqa',
  QAHO: '/qa-ho',
  QACLIENT: '/qa-ho',
  CD: '/chief-delivery',
  CW: '/chief-warehouse',
};

export function stepScreenOf(stepCode: string | null, retNumber: string): string {
  const screen = stepCode !== null && Object.hasOwn(screenOfStep, stepCode) ? screenOfStep[stepCode] : '/report-return/report-header';
  return `${screen}/${encodeURIComponent(retNumber)}`;
}
