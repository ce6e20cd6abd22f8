import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { approvalStatusOf } from '../../../shared/returnStatus.ts';
import { toneColour } from '../../ui/StatusBadges.tsx';
import { processStepNames } from '../workflow/index.ts';

/** Where a return waits (spec 000 §4): the Excel writes the same English words (src/shared/returnStatus.ts). */
export const pendingProcessLabels: Record<string, MessageDescriptor> = {
  SALES: msg`Pending On FSS/ASM/BM`,
  CLIENT: msg`Pending On Client`,
  BRQA: msg`Pending On BRQA`,
  QAHO: msg`Pending On QA-HO`,
  QACLIENT: msg`Pending On QA Client`,
  CD: msg`Pending On Chief Delivery`,
  CW: msg`Pending On Chief Warehouse`,
  END: msg`End`,
};

/**
 * The labels of spec 000 §4: a return's approval status (D Draft, W In Progress, A Completed, A
 * with every line rejected and R Rejected) with its colour, a step's decision on a line (A, R),
 * and the pending process of each step.
 */
export function useStatusLabels() {
  const { t, i18n } = useLingui();
  const statuses: Record<string, string> = { D: t({ message: 'Draft', context: 'return status' }), W: t`In Progress`, A: t`Completed`, R: t`Rejected` };
  const decisions: Record<string, string> = { A: t`Approved`, R: t`Rejected` };
  const steps: Record<string, string> = Object.fromEntries(Object.entries(pendingProcessLabels).map(([step, label]) => [step, i18n._(label)]));
  // A step by its deciders' name, where a line's decision there is shown ("FSS/ASM/BM: Approved"), as the process view names it.
  const deciding: Record<string, string> = Object.fromEntries(Object.entries(processStepNames).map(([step, label]) => [step, i18n._(label)]));
  // The same functions while the language is the same: a table's columns are built once per language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => labelFunctions(statuses, decisions, steps, deciding), [t]);
}

function labelFunctions(statuses: Record<string, string>, decisions: Record<string, string>, steps: Record<string, string>, deciding: Record<string, string>) {
  const returnStatus = (status: string, statusReject = false): string => (status === 'A' && statusReject ? statuses.R! : (statuses[status] ?? status));
  const decision = (status: string | null): string => (status === null ? '' : (decisions[status] ?? status));
  const pendingProcess = (step: string | null): string => (step === null ? '' : (steps[step] ?? step));
  const decidingStep = (step: string): string => deciding[step] ?? step;
  return { returnStatus, decision, pendingProcess, decidingStep, steps };
}

/** The colour of a status as spec 000 §4 gives it: warning, info, success, danger (src/shared/returnStatus.ts). */
export function statusColour(status: string, statusReject = false): string {
  return toneColour[approvalStatusOf(status, statusReject).tone];
}
