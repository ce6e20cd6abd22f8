import { useLingui } from '@lingui/react/macro';

/**
 * The labels of a return's approval status (spec 000 §4: D Draft, W In Progress, A Completed, A
 * with every line rejected and R Rejected) and of a step's decision on a line (A, R).
 */
export function useStatusLabels() {
  const { t } = useLingui();
  const returnStatus = (status: string, statusReject = false): string =>
    status === 'A' ? (statusReject ? t`Rejected` : t`Completed`) : ({ D: t`Draft`, W: t`In Progress`, R: t`Rejected` } as Record<string, string>)[status] ?? status;
  const decision = (status: string | null): string => (status === 'A' ? t`Approved` : status === 'R' ? t`Rejected` : '');
  return { returnStatus, decision };
}
