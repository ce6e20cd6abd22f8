import type { PermissionKey } from './permissions.ts';

/** The permission that lets a user decide lines at each line-decision step of the chain. */
export const decidePermissionOf = {
  SALES: 'approvals.sales.decide',
  CLIENT: 'approvals.client',
  BRQA: 'approvals.brqa',
  QAHO: 'approvals.qaho',
  QACLIENT: 'approvals.qaho',
} as const satisfies Record<string, PermissionKey>;

/** The permission a user needs to be a step's decider, for every step of the chain. */
export const deciderPermissionOf = {
  ...decidePermissionOf,
  CD: 'delivery.chiefDelivery',
  CW: 'warehouse.chiefWarehouse',
} as const satisfies Record<string, PermissionKey>;
