import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { rejectMessages } from '../../../../machines/rejects/rejectRules.ts';

/** Reject Return's messages in the user's language; the English equals the rules' (machines/rejects/rejectRules.ts). */
export const rejectMessageLabels: Record<keyof typeof rejectMessages, MessageDescriptor> = {
  nothingSelected: msg`Please select row first`,
  qtyMissing: msg`Please fill qty first!`,
  qtyExceeded: msg`please don't exceed requested qty`,
  invoicesDiffer: msg`Please choose the same invoice No!`,
};
