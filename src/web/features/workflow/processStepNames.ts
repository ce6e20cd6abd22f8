import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProcessStep } from '../../../../machines/returns/processSteps.ts';

/** Each step of the process view as its users name it (issue 33); REGROUPED is where a regrouped rejected line went. */
export const processStepNames: Record<ProcessStep | 'REGROUPED', MessageDescriptor> = {
  NEW: msg`New`,
  SALES: msg`FSS/ASM/BM`,
  CLIENT: msg`Client`,
  BRQA: msg`BRQA`,
  QAHO: msg`QA HO`,
  QACLIENT: msg`QA Client`,
  CD: msg`Chief Delivery`,
  CW: msg`Chief Warehouse`,
  SALES_ORDER: msg`Sales order`,
  INVOICE: msg`Invoice`,
  REJECTED: msg`Rejected`,
  BACK_TO_CUSTOMER: msg`Back to customer`,
  DELETED: msg`Deleted draft`,
  REGROUPED: msg`Regrouped`,
};
