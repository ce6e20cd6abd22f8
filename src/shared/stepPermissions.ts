import type { PermissionKey } from './permissions.ts';

/** The permission that lets a user decide lines at each line-decision step of the chain. */
export const decidePermissionOf = {
  SALES: 'approvals.sales.decide',
  CLIENT: 'approvals.client',
  BRQA: 'approvals.brqa',
  QAHO: 'approvals.qaho',
  QACLIENT: 'approvals.qaho',
} as const satisfies Record<string, PermissionKey>;
