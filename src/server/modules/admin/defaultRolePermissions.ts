import { flattenPermissions, type PermissionKey } from '../../../shared/permissions.ts';
import { roles, type Role } from '../../../shared/roles.ts';

const everyone = roles;
const administrators = ['ADMIN', 'ADMINISTRATOR'] as const satisfies readonly Role[];
const salesApprovers = ['FSS', 'ASM', 'NSM', 'BM'] as const satisfies readonly Role[];
const masterDataReaders = [...administrators, 'OPERATION_HO', 'SALES_SERVICE', 'DISPLAY', 'DISPLAY_ONLY'] as const;

/**
 * Who holds which key by default (DESIGN §6 and the visibility rules of the specification).
 * Administrators change it per role in the permission trees; data scope applies on top.
 * Group entries (New Return, Approval, ...) are not listed: a role holds a group when it holds
 * anything under it.
 */
export const defaultGrants: Readonly<Partial<Record<PermissionKey, readonly Role[]>>> = {
  dashboard: everyone,
  'dashboard.newRegistration': [...administrators, 'SALES_SERVICE', 'OPERATION_HO', 'DISPLAY', 'DISPLAY_ONLY'],
  'dashboard.needApproval': [
    ...administrators,
    'OPERATION_HO',
    ...salesApprovers,
    'QAHO',
    'BRQA',
    'CHIEF_DELIVERY',
    'CHIEF_WAREHOUSE',
    'CLIENT',
    'DISPLAY',
    'DISPLAY_ONLY',
  ],
  'dashboard.needApproval.detail': [...administrators, 'OPERATION_HO', ...salesApprovers, 'QAHO', 'BRQA', 'CHIEF_DELIVERY', 'CHIEF_WAREHOUSE', 'CLIENT'],
  'dashboard.stepCounters': [...administrators, 'OPERATION_HO', 'SALES_SERVICE', 'DISPLAY', 'DISPLAY_ONLY'],
  // Analysts read the workflow charts (issue 12).
  'workflow.charts': [...administrators, 'OPERATION_HO', 'DISPLAY', 'DISPLAY_ONLY'],
  'returns.create': [...administrators, 'SALES_SERVICE'],
  'returns.withRtv': [...administrators, 'SALES_SERVICE'],
  'returns.nonRtv': [...administrators, 'SALES_SERVICE'],
  'returns.nonReference': [...administrators, 'SALES_SERVICE'],
  'approvals.sales': [...administrators, ...salesApprovers, 'SALES_SERVICE'],
  'approvals.sales.decide': [...administrators, ...salesApprovers],
  'approvals.sales.qtyChange': [...administrators, 'SALES_SERVICE'],
  'approvals.client': [...administrators, 'CLIENT'],
  'approvals.brqa': [...administrators, 'BRQA'],
  'approvals.qaho': [...administrators, 'QAHO'],
  'delivery.chiefDelivery': [...administrators, 'CHIEF_DELIVERY'],
  'warehouse.chiefWarehouse': [...administrators, 'CHIEF_WAREHOUSE'],
  // The receiving dock's tablet screen (issue 56): the same decision as the desk's, at the goods.
  'warehouse.dock': [...administrators, 'CHIEF_WAREHOUSE'],
  'rejects.rejectReturn': [...administrators, 'SALES_SERVICE', 'CHIEF_WAREHOUSE'],
  // The administrators' bypass (DESIGN §4): decide at any step, upload an FPRE past waiting delivery tracking.
  'approvals.anyStep': administrators,
  'reports.header': everyone,
  'reports.printFpre': [...administrators, 'FSS'],
  'reports.headerActions': [...administrators, 'SALES_SERVICE'],
  'reports.erpActions': [...administrators, 'SALES_SERVICE', 'OPERATION_HO', 'CHIEF_DELIVERY', 'CHIEF_WAREHOUSE'],
  'reports.filterClients': ['CLIENT', 'OPERATION_HO', 'FPRE'],
  'reports.detail': everyone,
  'reports.qtyChange': [...administrators, 'SALES_SERVICE'],
  'reports.detailFilterClients': ['CLIENT', 'OPERATION_HO'],
  'reports.export': everyone.filter((role) => role !== 'DISPLAY_ONLY'),
  'approvals.changes': [...administrators, 'OPERATION_HO'],
  'masterdata.rDetail': masterDataReaders,
  'masterdata.rhHeader': masterDataReaders,
  'masterdata.rhDetail': masterDataReaders,
  'masterdata.kCabang': masterDataReaders,
  'masterdata.altUom': masterDataReaders,
  'masterdata.plant': masterDataReaders,
  'masterdata.crpRgp': masterDataReaders,
  'masterdata.sapInvoiceOld': masterDataReaders,
  'masterdata.sapTaxOld': masterDataReaders,
  'masterdata.customer': masterDataReaders,
  // Sales service starts synchronisations from the creation screens' Synch menu.
  'masterdata.synch': [...administrators, 'OPERATION_HO', 'SALES_SERVICE'],
  'admin.users': administrators,
  'admin.roles': administrators,
  'admin.paramGroups': administrators,
  'admin.params': administrators,
  'admin.emailTemplates': administrators,
  'admin.settings': administrators,
  'admin.apiLog': administrators,
  'admin.emailLog': administrators,
  'admin.audit': administrators,
  'admin.securityEvents': administrators,
  // Head office follows the synchronisations too (issue 11).
  'admin.synch': [...administrators, 'OPERATION_HO'],
  profile: everyone,
};

/** The keys a role holds by default, groups included, in catalogue order. */
export function defaultPermissionsOf(role: Role): PermissionKey[] {
  const flat = flattenPermissions();
  const held = new Set<PermissionKey>(flat.filter((p) => defaultGrants[p.key]?.includes(role)).map((p) => p.key));
  const parentOf = new Map(flat.map((p) => [p.key, p.parentKey]));
  for (const key of [...held]) {
    for (let parent = parentOf.get(key) ?? null; parent; parent = parentOf.get(parent) ?? null) {
      held.add(parent);
    }
  }
  return flat.map((p) => p.key).filter((key) => held.has(key));
}
