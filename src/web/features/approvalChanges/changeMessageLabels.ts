import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { changeMessages } from '../../../../machines/approvals/approvalChangeRules.ts';

/** Approval Changes' messages in the user's language; the English equals the rules' (machines/approvals/approvalChangeRules.ts). */
export const changeMessageLabels: Record<keyof typeof changeMessages, MessageDescriptor> = {
  oldUserFirst: msg`Please select username old first`,
  oldUserMissing: msg`please input username old`,
  newUserMissing: msg`Please input username new`,
  nothingSelected: msg`Please select RetNumber`,
};
