import type { AnyStateMachine } from 'xstate';
import { approvalChangeFlow } from '../approvals/approvalChangeFlow.ts';
import { decisionFlow } from '../approvals/decisionFlow.ts';
import { chiefDeliveryFlow } from '../delivery/chiefDeliveryFlow.ts';
import { rejectFlow } from '../rejects/rejectFlow.ts';
import { nonReferenceWizard } from '../returns/nonReferenceWizard.ts';
import { returnLifecycle } from '../returns/returnLifecycle.ts';
import { withoutRtvWizard } from '../returns/withoutRtvWizard.ts';
import { withRtvWizard } from '../returns/withRtvWizard.ts';
import { chiefWarehouseFlow } from '../warehouse/chiefWarehouseFlow.ts';

/** Every machine of machines/, as the workflow charts list them: the lifecycle first, then the wizards and the screens' flows. */
export const chartedMachines: readonly AnyStateMachine[] = [
  returnLifecycle,
  withoutRtvWizard,
  withRtvWizard,
  nonReferenceWizard,
  decisionFlow,
  approvalChangeFlow,
  rejectFlow,
  chiefDeliveryFlow,
  chiefWarehouseFlow,
];
