import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnyStateMachine } from 'xstate';
import { chartedMachines } from '../../../../machines/charts/chartedMachines.ts';

/** What each machine is called for an analyst; a machine without a name here fails its chart test (workflowMachines.test.ts). */
export const machineTitles: Record<string, MessageDescriptor> = {
  returnLifecycle: msg`Return lifecycle`,
  withoutRtvWizard: msg`New return without RTV`,
  withRtvWizard: msg`New return with RTV`,
  nonReferenceWizard: msg`New non-reference return`,
  decisionFlow: msg`Approval decision`,
  approvalChangeFlow: msg`Approval changes`,
  rejectFlow: msg`Reject return`,
  chiefDeliveryFlow: msg`Chief Delivery`,
  chiefWarehouseFlow: msg`Chief Warehouse`,
};

/** The machines the workflow area lists, in the charts' order; the first is shown when the path names none. */
export const workflowMachines: readonly AnyStateMachine[] = chartedMachines;

export const machineNamed = (id: string | undefined): AnyStateMachine => workflowMachines.find((m) => m.id === id) ?? workflowMachines[0]!;
