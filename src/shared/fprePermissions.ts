import type { PermissionKey } from './permissions.ts';

/**
 * Either key lets a user produce the FPRE print form (GET /return/{retNumber}/form and
 * /return/multiform): Chief Delivery's screen, or Report Header's Print FPRE action. ADMIN and
 * ADMINISTRATOR may always. One operation names one `x-permission`, so these operations say
 * `signedIn` and the server checks this list (docs/decisions.md, FPRE form).
 */
export const fpreFormPermissions = ['delivery.chiefDelivery', 'reports.printFpre'] as const satisfies readonly PermissionKey[];
