import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DeliveryProblem } from '../../../../machines/delivery/deliveryRules.ts';

/** Chief Delivery's messages in the user's language; the English equals the rules' (machines/delivery/deliveryRules.ts). */
export const deliveryMessageLabels: Record<DeliveryProblem, MessageDescriptor> = {
  selectRowFirst: msg`Please select row first`,
  notPrintable: msg`Some selected items cannot be printed (invalid Pending Process).`,
  notPrinted: msg`please print FPRE first!`,
  fareyeWaiting: msg`Waiting Status Fareye!`,
  uploaded: msg`The signed FPRE is uploaded already; delete it first to upload another.`,
  maxUpload: msg`The maximum upload file is 3MB!`,
  wrongType: msg`The FPRE must be a pdf, png, jpg or jpeg file.`,
  remarkMissing: msg`Please fill remark reject first!`,
};
