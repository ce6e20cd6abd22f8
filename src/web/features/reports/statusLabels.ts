import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { approvalStatusOf } from '../../../shared/returnStatus.ts';
import { toneColour } from '../../ui/StatusBadges.tsx';

/**
 * The labels of spec 000 §4: a return's approval status (D Draft, W In Progress, A Completed, A
 * with every line rejected and R Rejected) with its colour, a step's decision on a line (A, R),
 * and the pending process of each step.
 */
export function useStatusLabels() {
  const { t } = useLingui();
  const statuses: Record<string, string> = { D: t({ message: 'Draft', context: 'return status' }), W: t`In Progress`, A: t`Completed`, R: t`Rejected` };
  const decisions: Record<string, string> = { A: t`Approved`, R: t`Rejected` };
  const steps: Record<string, string> = {
    SALES: t`Pending On FSS/ASM/BM`,
    CLIENT: t`Pending On Client`,
    BRQA: t`Pending On BRQA`,
    QAHO: t`Pending On QA-HO`,
    QACLIENT: t`Pending On QA Client`,
    CD: t`Pending On Chief Delivery`,
    CW: t`Pending On Chief Warehouse`,
    END: t`End`,
  };
  // The same functions while the language is the same: a table's columns are built once per language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => labelFunctions(statuses, decisions, steps), [t]);
}

function labelFunctions(statuses: Record<string, string>, decisions: Record<string, string>, steps: Record<string, string>) {
  const returnStatus = (status: string, statusReject = false): string => (status === 'A' && statusReject ? statuses.R! : (statuses[status] ?? status));
  const decision = (status: string | null): string => (status === null ? '' : (decisions[status] ?? status));
  const pendingProcess = (step: string | null): string => (step === null ? '' : (steps[step] ?? step));
  return { returnStatus, decision, pendingProcess, steps };
}

/** The colour of a status as spec 000 §4 gives it: warning, info, success, danger (src/shared/returnStatus.ts). */
export function statusColour(status: string, statusReject = false): string {
  return toneColour[approvalStatusOf(status, statusReject).tone];
}
