import { approvalChangeModel, qahoDecisionModel, salesDecisionModel } from '../../machines/approvals/approvalModels.ts';
import { deliveryModel, warehouseModel } from '../../machines/delivery/deliveryWarehouseModels.ts';
import { lifecycleEvents, lifecycleRoutes, modelLineIds, serializeLifecycle, type LifecycleSnapshot } from '../../machines/returns/lifecycleModel.ts';
import { rejectModel } from '../../machines/rejects/rejectModels.ts';
import { nonReferenceModel, withoutRtvModel, withRtvModel } from '../../machines/returns/wizardModels.ts';
import { returnLifecycle } from '../../machines/returns/returnLifecycle.ts';
import type { MachineModel } from './reachable.ts';

const lifecycleModel: MachineModel = {
  machine: returnLifecycle,
  events: lifecycleEvents,
  // The same step on another route leads elsewhere.
  serialize: ((s: LifecycleSnapshot) => `${serializeLifecycle(s)}${JSON.stringify(s.context.route)}`) as MachineModel['serialize'],
  inputs: lifecycleRoutes.map((route) => ({ route, lineIds: modelLineIds })),
};

/**
 * Every machine whose transitions the runs must execute: its models (the events its tests send,
 * the inputs it starts from) and the number of its definition's transitions they reach, pinned:
 * a change to a machine fails the coverage check until this number is updated, so it shows in review.
 */
export const coveredMachines: { models: MachineModel[]; transitions: number }[] = [
  { models: [lifecycleModel], transitions: 44 },
  { models: [withoutRtvModel], transitions: 14 },
  { models: [withRtvModel], transitions: 22 },
  { models: [nonReferenceModel], transitions: 8 },
  { models: [salesDecisionModel, qahoDecisionModel], transitions: 16 },
  { models: [approvalChangeModel], transitions: 9 },
  { models: [rejectModel], transitions: 15 },
  // chief_delivery, and the administrators who may upload past a waiting delivery-tracking request.
  { models: [{ ...deliveryModel, inputs: [{ bypassFareye: false }, { bypassFareye: true }] }], transitions: 26 },
  { models: [warehouseModel], transitions: 14 },
];
