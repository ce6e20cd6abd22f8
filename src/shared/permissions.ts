/**
 * The permission catalogue: every screen and every visible-by-role action of the product, as one
 * tree. The server seeds it into the permissions table, builds the side menu from it and checks
 * the keys named by `x-permission` in openapi.yaml; the browser hides what a user does not hold.
 * Menu entries carry a url; actions carry none and never show in the menu.
 */
export interface PermissionNode {
  key: string;
  title: string;
  url?: string;
  icon?: string;
  children?: readonly PermissionNode[];
}

export const permissionTree = [
  {
    key: 'dashboard',
    title: 'Dashboard',
    url: '/dashboard',
    icon: 'dashboard',
    children: [
      { key: 'dashboard.newRegistration', title: 'New Registration table' },
      { key: 'dashboard.needApproval', title: 'Need Approval table' },
      { key: 'dashboard.needApproval.detail', title: 'Need Approval detail button' },
      { key: 'dashboard.stepCounters', title: 'Per-step counters' },
    ],
  },
  {
    key: 'newReturn',
    title: 'New Return',
    icon: 'file-plus',
    children: [
      { key: 'returns.create', title: 'Create and edit returns and drafts' },
      { key: 'returns.withRtv', title: 'With RTV', url: '/new-return/with-rtv' },
      { key: 'returns.nonRtv', title: 'Without RTV', url: '/new-return/non-rtv' },
      { key: 'returns.nonReference', title: 'Non Reference', url: '/new-return/non-rtv/non-reference' },
    ],
  },
  {
    key: 'approval',
    title: 'Approval',
    icon: 'checklist',
    children: [
      {
        key: 'approvals.sales',
        title: 'FSS / ASM / BM',
        url: '/fss-asm-bm',
        children: [
          { key: 'approvals.sales.decide', title: 'Decide at FSS / ASM / BM' },
          { key: 'approvals.sales.qtyChange', title: 'Change quantity on the FSS detail' },
        ],
      },
      { key: 'approvals.client', title: 'Client', url: '/client' },
      { key: 'approvals.brqa', title: 'BRQA', url: '/brqa' },
      { key: 'approvals.qaho', title: 'QA HO', url: '/qa-ho' },
      { key: 'delivery.chiefDelivery', title: 'Chief Delivery', url: '/chief-delivery' },
      { key: 'warehouse.chiefWarehouse', title: 'Chief Warehouse', url: '/chief-warehouse' },
      { key: 'warehouse.dock', title: 'Receiving Dock', url: '/dock' },
      { key: 'rejects.rejectReturn', title: 'Reject Return', url: '/reject-return' },
      { key: 'approvals.anyStep', title: 'Act on any step' },
    ],
  },
  {
    key: 'reportReturn',
    title: 'Report Return',
    icon: 'report',
    children: [
      {
        key: 'reports.header',
        title: 'Report Header',
        url: '/report-return/report-header',
        children: [
          { key: 'reports.printFpre', title: 'Print FPRE' },
          { key: 'reports.headerActions', title: 'Delete draft, reject return' },
          { key: 'reports.erpActions', title: 'Retry Send To SAP, Get Invoice, Retry Post Fareye' },
          { key: 'reports.filterClients', title: 'Clients filter on Report Header' },
        ],
      },
      {
        key: 'reports.detail',
        title: 'Report Details',
        url: '/report-return/report-detail',
        children: [
          { key: 'reports.qtyChange', title: 'Change requested quantity' },
          { key: 'reports.detailFilterClients', title: 'Clients filter on Report Details' },
        ],
      },
      { key: 'reports.export', title: 'Excel download' },
      { key: 'approvals.changes', title: 'Approval Changes', url: '/report-return/approval-changes' },
    ],
  },
  { key: 'workflow.charts', title: 'Workflow Charts', url: '/workflow', icon: 'workflow' },
  {
    key: 'masterData',
    title: 'Master Data',
    icon: 'database',
    children: [
      { key: 'masterdata.rDetail', title: 'R Detail', url: '/master/r-detail' },
      { key: 'masterdata.rhHeader', title: 'RH Header', url: '/master/rh-header' },
      { key: 'masterdata.rhDetail', title: 'RH Detail', url: '/master/rh-detail' },
      { key: 'masterdata.kCabang', title: 'K Cabang', url: '/master/k-cabang' },
      { key: 'masterdata.altUom', title: 'Alt Uom', url: '/master/alt-uom' },
      { key: 'masterdata.plant', title: 'Plant', url: '/master/plant' },
      { key: 'masterdata.crpRgp', title: 'CRP RGP', url: '/master/crprgp' },
      { key: 'masterdata.sapInvoiceOld', title: 'SAP Invoice Old', url: '/master/sap-invoice-old' },
      { key: 'masterdata.sapTaxOld', title: 'SAP Tax Old', url: '/master/sap-tax-old' },
      { key: 'masterdata.customer', title: 'Customer', url: '/master/customer' },
      { key: 'masterdata.synch', title: 'Synchronise master data' },
    ],
  },
  {
    key: 'administration',
    title: 'Administration',
    icon: 'settings',
    children: [
      { key: 'admin.users', title: 'Users', url: '/administrator/users' },
      { key: 'admin.roles', title: 'Roles', url: '/administrator/roles' },
      { key: 'admin.paramGroups', title: 'Parameter Groups', url: '/administrator/param-groups' },
      { key: 'admin.params', title: 'Parameters', url: '/administrator/params' },
      { key: 'admin.emailTemplates', title: 'E-mail Templates', url: '/administrator/email-templates' },
      { key: 'admin.settings', title: 'Settings', url: '/setting' },
      { key: 'admin.apiLog', title: 'API Log', url: '/administrator/api-log' },
      { key: 'admin.emailLog', title: 'E-mail Log', url: '/administrator/email-log' },
      { key: 'admin.synch', title: 'Master-data Synchronisation', url: '/administrator/synch' },
      { key: 'admin.audit', title: 'Audit Trail', url: '/administrator/audit' },
      { key: 'admin.securityEvents', title: 'Security Events', url: '/administrator/security-events' },
    ],
  },
  { key: 'profile', title: 'My Profile', url: '/user-profile', icon: 'user' },
] as const satisfies readonly PermissionNode[];

type KeysOf<N> = N extends { key: infer K; children: readonly (infer C)[] } ? K | KeysOf<C> : N extends { key: infer K } ? K : never;

export type PermissionKey = KeysOf<(typeof permissionTree)[number]>;

/**
 * What an operation of openapi.yaml names in `x-permission`: a key, a list of keys of which the
 * user needs any one (one action offered on two screens, each with its own key), or a
 * pseudo-permission.
 */
export type OperationAccess = PermissionKey | readonly PermissionKey[] | 'public' | 'signedIn';

export interface FlatPermission {
  key: PermissionKey;
  parentKey: PermissionKey | null;
  title: string;
  url: string | null;
  icon: string | null;
  sortOrder: number;
}

/** The tree in depth-first order, each node with its parent: the shape of the permissions table. */
export function flattenPermissions(
  nodes: readonly PermissionNode[] = permissionTree,
  parentKey: PermissionKey | null = null,
  out: FlatPermission[] = [],
): FlatPermission[] {
  for (const node of nodes) {
    out.push({
      key: node.key as PermissionKey,
      parentKey,
      title: node.title,
      url: node.url ?? null,
      icon: node.icon ?? null,
      sortOrder: out.length,
    });
    if (node.children) flattenPermissions(node.children, node.key as PermissionKey, out);
  }
  return out;
}

export const allPermissionKeys: readonly PermissionKey[] = flattenPermissions().map((p) => p.key);

export function isPermissionKey(value: string): value is PermissionKey {
  return (allPermissionKeys as readonly string[]).includes(value);
}
