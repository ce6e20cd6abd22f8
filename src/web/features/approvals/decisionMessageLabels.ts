import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { decisionMessages } from '../../../../machines/approvals/decisionRules.ts';

/** The approval screens' messages in the user's language; the English equals the rules' (machines/approvals/decisionRules.ts). */
export const decisionMessageLabels: Record<keyof typeof decisionMessages, MessageDescriptor> = {
  selectRowFirst: msg`Please select row first`,
  sameStatus: msg`Please choose the same status!`,
  statusMissing: msg`Please select approval material status first!`,
  remarkMissing: msg`Please fill remark reject first!`,
  rejectAllRemarkMissing: msg`Please fill remark reject all first!`,
};
