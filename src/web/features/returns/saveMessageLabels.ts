import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { batchChangeMessages } from '../../../../machines/returns/lineChanges.ts';
import type { rtvHeaderMessages } from '../../../../machines/returns/rtvHeader.ts';
import type { saveMessages } from '../../../../machines/returns/saveRules.ts';

/** The save checks' messages in the user's language; the English equals the machines' (machines/returns/saveRules.ts). */
export const saveMessageLabels: Record<keyof typeof saveMessages, MessageDescriptor> = {
  sameItemExceeded: msg`Return Qty cannot > Total Available qty for the same item number`,
  reasonMissing: msg`Please Select Reason !`,
  photoMissing: msg`Please Upload Image !`,
  netPriceMissing: msg`Please Input Net Price First !`,
  referenceDateMissing: msg`Please Select Reference Invoice Date First !`,
  remarksMissing: msg`Please fill in the remarks !`,
  remarkMissing: msg`Please fill in the remark !`,
  noLines: msg`Please add at least one item.`,
};

/** The RTV header's messages (machines/returns/rtvHeader.ts). */
export const rtvHeaderLabels: Record<keyof typeof rtvHeaderMessages, MessageDescriptor> = {
  rtvNoMissing: msg`Please Insert RTV Number First!`,
  rtvDateMissing: msg`Please RTV Date First!`,
  receivingDateMissing: msg`Please RTV Receiving Date First!`,
  customerMissing: msg`Please Customer First!`,
};

/** The batch change's message (machines/returns/lineChanges.ts). */
export const batchChangeLabels: Record<keyof typeof batchChangeMessages, MessageDescriptor> = {
  expiryMissing: msg`Please change batch because Expired Date null`,
};
