import type { operations } from '../../generated/api.d.ts';

/**
 * How data scope applies to each operation of openapi.yaml (issue 15, item 1): the permission an
 * operation needs is its `x-permission`; on top of it, a user's plants and clients decide which
 * returns, lines, photos and files it may touch. `tests/api/app/accessMatrix.test.ts` proves each
 * entry against every demo persona, and docs/permissions.md shows the matrix. An operation
 * without an entry does not compile, and fails the test.
 *
 * - `one`: addresses one return, line or file by the parameter or body field named; a user
 *   outside its plant (or, for a client user, its clients) gets no 2xx and changes nothing.
 * - `list`: answers rows of returns; no row of another plant or client appears.
 * - `none`: holds no return data (master data, administration, the user's own profile, counts
 *   of the user's own work), with why.
 */
/** A return the test made, of one plant and its lines' clients. */
export interface Target {
  retNumber: string;
  returnId: number;
  lineIds: number[];
  photoIds: number[];
  /** The body it was saved with. */
  saved: unknown;
}

export type Scope =
  | {
      one: 'return' | 'line' | 'file';
      by: string;
      in: 'path' | 'query' | 'body';
      key: 'retNumber' | 'returnId' | 'lineId' | 'photoId';
      body?: (target: Target) => unknown;
    }
  | { list: true; query?: Record<string, string> }
  | { none: string };

type OperationId = keyof operations;

const masterData = { none: 'master data, the same for every plant and client' } as const;
const administration = { none: 'administration: users, roles, parameters, templates, logs' } as const;
const own = { none: "the signed-in user's own account" } as const;
const publicAuth = { none: 'signing in and recovering an account, before any user is known' } as const;
const synch = { none: 'a master-data synchronisation job' } as const;
const operators = { none: 'for operators: the process and the database, no business data' } as const;
const returnPath = (extra: Partial<Extract<Scope, { one: string }>> = {}) =>
  ({ one: 'return', by: 'retNumber', in: 'path', key: 'retNumber', ...extra }) as const;
const returnId = (extra: Partial<Extract<Scope, { one: string }>> = {}) => ({ one: 'return', by: 'id', in: 'path', key: 'returnId', ...extra }) as const;
const reportSearch = { startDate: '{today}', endDate: '{today}', plantCode: '1001,1002,1003' };

export const accessMatrix: Record<OperationId, Scope> = {
  getHealth: operators,
  getReadiness: operators,
  login: publicAuth,
  registerUser: publicAuth,
  requestPasswordReset: publicAuth,
  describePasswordReset: publicAuth,
  resetPassword: publicAuth,
  verifyTwoFactor: publicAuth,
  startSignInTwoFactorEnrolment: publicAuth,
  confirmSignInTwoFactorEnrolment: publicAuth,
  getSignInOptions: publicAuth,
  startOidcSignIn: publicAuth,
  finishOidcSignIn: publicAuth,
  getMyTwoFactor: own,
  startTwoFactorEnrolment: own,
  confirmTwoFactorEnrolment: own,
  disableTwoFactor: own,
  refreshToken: own,
  logout: own,
  getCurrentUser: own,
  agreePrivacyPolicy: own,
  updatePreferences: own,
  listMyAuditEvents: own,
  listMyNotifications: own,
  getMenu: own,
  listParams: masterData,

  listNewRegistrations: { list: true },
  listNeedApproval: { list: true },
  countPendingByStep: { none: "counts of the user's own work (their plants), no return named; tests/api/dashboard" },
  countCompletedProcesses: { none: "counts within the user's plants, no return named; tests/api/dashboard" },
  listReturns: { list: true, query: reportSearch },
  exportReturns: { list: true, query: reportSearch },
  listReportItems: { list: true, query: reportSearch },
  exportReportItems: { list: true, query: reportSearch },
  listMyApprovals: { list: true, query: { stepCode: 'SALES' } },
  listWarehouse: { list: true },
  listRejectedLines: { list: true },
  listDeliveries: { list: true },
  listReassignableReturns: { list: true },
  getLifecycleStates: { none: "counts per state within the user's plants, no return named; tests/api/workflow" },
  getLifecycleMoves: { none: "counts of moves within the user's plants, no return named; tests/api/workflow" },
  listReturnsInState: { list: true },
  getProcessView: { none: "counts of lines within the user's plants and clients, no return named; tests/api/workflow/processView" },
  listProcessLines: { list: true, query: { step: 'SALES' } },
  listProcessVariants: { none: "counts of the paths lines took within the user's plants and clients, no return named; tests/api/workflow/processVariants" },
  listVariantLines: { list: true, query: { path: 'NEW>SALES>REJECTED' } },
  exportProcessVariants: { none: "the variants' counts as a workbook; tests/api/workflow/processVariants" },
  exportProcessConformance: { none: "the deviations' counts as a workbook; tests/api/workflow/processVariants" },
  previewRoutingChange: { none: "counts of lines within the user's plants and clients routed by a proposed policy; tests/api/workflow/processVariants" },
  getProcessConformance: {
    none: "counts of lines within the user's plants and clients held to their route, no return named; tests/api/workflow/processVariants",
  },

  createReturn: { none: "a new return: its customer must be of the user's plants (tests/api/returns)" },
  getReturn: returnId(),
  updateReturn: { one: 'return', by: 'id', in: 'path', key: 'returnId', body: (r) => r.saved },
  deleteReturn: returnId(),
  getReturnHeaderDetail: returnId(),
  uploadAttachment: { none: 'a new photo, not yet of any return' },
  getAttachment: { one: 'file', by: 'attachmentId', in: 'path', key: 'photoId' },
  searchInvoiceLines: { none: "invoice look-up within the user's plants (tests/api/returns)" },
  searchCustomers: { none: "customer look-up within the user's plants (tests/api/returns)" },
  searchMaterials: masterData,
  searchBatches: masterData,
  searchMaterialCodes: masterData,
  decideLines: returnPath({ body: (r) => r.lineIds.map((approvalDetailId) => ({ approvalDetailId, status: 'A' })) }),
  decideLinesOfReturns: {
    one: 'line',
    by: 'approvalDetailId',
    in: 'body',
    key: 'lineId',
    body: (r) => r.lineIds.map((approvalDetailId) => ({ approvalDetailId, status: 'A' })),
  },
  rejectReturn: returnPath({ body: () => ({ remark: 'Out of my plant' }) }),
  rejectReturnById: returnId({ body: () => ({ remark: 'Out of my plant' }) }),
  getReportItem: { one: 'line', by: 'id', in: 'path', key: 'lineId' },
  changeLineQuantity: { one: 'line', by: 'id', in: 'path', key: 'lineId', body: () => ({ qty: 0.02 }) },
  getReportItemPdf: { one: 'line', by: 'id', in: 'path', key: 'lineId' },
  scanFpre: { one: 'return', by: 'code', in: 'query', key: 'retNumber' },
  saveWarehouse: returnPath({ body: (r) => ({ fpreStatus: 'A', remark: 'Checked', items: r.lineIds.map((approvalDetailId) => ({ approvalDetailId })) }) }),
  retrySalesOrder: returnPath(),
  getReturnInvoice: returnId(),
  regroupRejectedLines: {
    one: 'line',
    by: 'items',
    in: 'body',
    key: 'lineId',
    body: (r) => ({ remark: 'Regrouped', items: r.lineIds.map((returnDetailId) => ({ returnDetailId })) }),
  },
  sendBackToCustomer: { one: 'line', by: 'data', in: 'body', key: 'lineId', body: (r) => ({ data: r.lineIds }) },
  printFpre: returnPath(),
  getFpre: returnPath(),
  uploadFpre: returnPath({ body: () => 'file' }),
  deleteFpre: returnPath(),
  decideDelivery: returnPath({ body: () => ({ status: 'A', remark: 'Out of my plant' }) }),
  retryFareyeLegacy: returnPath(),
  retryFareye: returnPath(),
  getFpreForm: returnPath(),
  getFpreMultiForm: { one: 'return', by: 'id', in: 'query', key: 'retNumber' },
  reassignReturns: {
    one: 'return',
    by: 'retNumbers',
    in: 'body',
    key: 'retNumber',
    body: (r) => ({ usernameOld: 'fss', usernameNew: 'asm', retNumbers: [r.retNumber] }),
  },
  searchUsers: administration,
  listMaterialPh3: masterData,
  getReturnPath: returnPath(),

  createParam: administration,
  listPendingRegistrations: administration,
  listUsers: administration,
  createUser: administration,
  getUser: administration,
  updateUser: administration,
  setUserPassword: administration,
  setUserLock: administration,
  endUserSessions: administration,
  resetUserTwoFactor: administration,
  setUserActive: administration,
  uploadUsers: administration,
  getUserUploadTemplate: administration,
  listRoles: administration,
  createRole: administration,
  deleteRole: administration,
  getPermissionTree: administration,
  savePermissionTree: administration,
  synchCrpRgp: synch,
  synchCustomer: synch,
  synchMaterial: synch,
  synchMaterialExclusion: synch,
  synchNraX: synch,
  synchNraBlank: synch,
  synchNraCustX: synch,
  synchNraCustBlank: synch,
  synchBatch: synch,
  synchClientFpre: synch,
  listSynchKinds: synch,
  getSynchJob: synch,
  listClients: masterData,
  listRayonDetails: masterData,
  listRayonHeaders: masterData,
  listRayonCustomers: masterData,
  listBranchStaff: masterData,
  listAltUoms: masterData,
  listPlants: masterData,
  listCrpRgpSettings: masterData,
  listCustomers: masterData,
  listSapInvoicesOld: masterData,
  listSapTaxesOld: masterData,
  getSapInvoiceOld: masterData,
  getSapTaxOld: masterData,
  listParamGroups: administration,
  createParamGroup: administration,
  getParamGroup: administration,
  updateParamGroup: administration,
  deleteParamGroup: administration,
  getParam: administration,
  updateParam: administration,
  deleteParam: administration,
  listEmailTemplates: administration,
  createEmailTemplate: administration,
  getEmailTemplate: administration,
  updateEmailTemplate: administration,
  deleteEmailTemplate: administration,
  previewEmailTemplate: administration,
  listSettings: administration,
  createSetting: administration,
  getSetting: administration,
  updateSetting: administration,
  deleteSetting: administration,
  listApiLog: administration,
  getApiLogEntry: administration,
  listEmailLog: administration,
  getEmailLogEntry: administration,
  resendEmail: administration,
  listAuditEvents: administration,
  listSecurityEvents: administration,
};

/** How the matrix shows a scope in docs/permissions.md. */
export function scopeText(scope: Scope): string {
  if ('none' in scope) return `none: ${scope.none}`;
  if ('list' in scope) return "rows of the user's plants and clients only";
  const what = { return: 'a return', line: 'a return line', file: 'a photo' }[scope.one];
  return `${what} (${scope.in} ${scope.by}) of the user's plants and clients only`;
}
