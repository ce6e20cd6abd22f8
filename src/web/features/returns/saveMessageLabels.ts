import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { saveMessages } from '../../../../machines/returns/saveRules.ts';

/** The save checks' messages in the user's language; the English equals machines/returns/saveRules.ts. */
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
