/**
 * The ERP (SAP) as the product sees it. Two implementations, chosen by configuration: the
 * built-in simulator (erpSimulator.ts) and, later, an HTTP client for the real system.
 */
export interface ErpClient {
  /** Where calls go, for the API log (simulator://erp, or the real system's base URL). */
  readonly baseUrl: string;
  pullCustomers(filter: CustomerFilter): Promise<ErpAnswer<ErpCustomer>>;
  pullMaterials(filter: MaterialFilter): Promise<ErpAnswer<ErpMaterial>>;
  pullMaterialExclusions(filter: MaterialExclusionFilter): Promise<ErpAnswer<ErpMaterialExclusion>>;
  pullCrpRgpSettings(page?: ErpPage): Promise<ErpAnswer<ErpCrpSetting>>;
  /** The NRA rules of one variant (SAP's four NRA tables) that the filter covers. */
  pullNraRules(variant: NraVariant, filter: NraFilter): Promise<ErpAnswer<ErpNraRule>>;
  pullBatches(filter: BatchFilter): Promise<ErpAnswer<ErpBatch>>;
  /** The clients (principals) of the FPRE process: every client SAP holds, with its name. */
  pullFpreClients(page?: ErpPage): Promise<ErpAnswer<ErpFpreClient>>;
  /** Creates the return sales order of a completed return; the same return twice is the same order. */
  createReturnSalesOrder(order: ReturnSalesOrder): Promise<{ salesOrderNumber: string; message: string }>;
  /** The return invoice billed for a sales order, when SAP has made it. */
  findReturnInvoice(salesOrderNumber: string): Promise<{ invoiceNumber: string | null; message: string }>;
}

export interface ReturnSalesOrder {
  /** The APL number: SAP's idempotency key for the order. */
  retNumber: string;
  customerCode: string;
  plantCode: string;
  reasonCode: string | null;
  items: { line: number; materialCode: string; batch: string; qty: number; uom: string; sloc: string | null }[];
}

/**
 * What the ERP answered. No records is a business answer, not a failure: `message` then says
 * so in SAP's words ("No data found in SAP for customer 123"). A technical failure throws.
 */
export interface ErpAnswer<T> {
  records: T[];
  message: string;
}

/** The ERP could not be reached or did not answer properly: worth retrying. */
export class ErpUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Which part of the answer to send: at most `limit` records (0 or absent: all) after skipping
 * `offset`, in the ERP's order. The synch calls pass on their limit and offset query values.
 */
export interface ErpPage {
  limit?: number;
  offset?: number;
}

export interface CustomerFilter extends ErpPage {
  customerCode: string;
  customerName?: string;
}

export interface MaterialFilter extends ErpPage {
  material: string;
  distChannel?: string;
}

/** The eight P_ filters of the exclusion pull; every one given narrows the answer. */
export interface MaterialExclusionFilter extends ErpPage {
  material: string;
  salesOrg?: string;
  customer?: string;
  batch?: string;
  plant?: string;
  ic4?: string;
  docCat?: string;
  cg1?: string;
  /** The SAP table to read, when the caller names one; passed through as given. */
  tableName?: string;
}

export interface ErpCustomer {
  customerCode: string;
  customerName: string;
  blocked: boolean;
  blockRemark: string | null;
  npwp: string | null;
  taxToNpwp: string | null;
  distributionChannel: string;
  salesDivision: string;
  salesOffice: string;
  plantCode: string;
  plantName: string;
  street: string | null;
  city: string | null;
  customerGroup1: string | null;
  customerGroup2: string | null;
  customerGroup3: string | null;
}

export interface ErpMaterialUom {
  uom: string;
  numerator: number;
  denumerator: number;
  description: string | null;
}

export interface ErpMaterial {
  materialCode: string;
  materialName: string;
  division: string;
  ph3: string | null;
  baseUom: string;
  nonFraction: boolean;
  rayonType: string | null;
  clientCode: string;
  clientName: string;
  distributionChannel: string;
  blocked: boolean;
  principalApproval: boolean;
  typeProd: string | null;
  temperature: string | null;
  uoms: ErpMaterialUom[];
}

export interface ErpMaterialExclusion {
  materialCode: string;
  salesOrg: string | null;
  customerCode: string | null;
  batch: string | null;
  plantCode: string | null;
  ic4: string | null;
  docCat: string | null;
  cg1: string | null;
}

export interface ErpCrpSetting {
  clientCode: string;
  clientName: string;
  nonReturnable: boolean;
  nonFraction: boolean;
  crpBefore: number;
  crpAfter: number;
  rgpBefore: number | null;
  rgpAfter: number | null;
  rgpRemark: string | null;
  statusCrp: string;
}

export type NraVariant = 'NRAX' | 'NRABLANK' | 'NRACUSTX' | 'NRACUSTBLANK';

/**
 * The i_ filters of the NRA pulls; every one given narrows the answer. NRAX and NRABLANK take
 * principal, customer, material and PH3; NRACUSTX and NRACUSTBLANK principal, customer and
 * customer group 2.
 */
export interface NraFilter extends ErpPage {
  principal?: string;
  customer?: string;
  material?: string;
  ph3?: string;
  custGroup2?: string;
}

/** A rule that makes returns non-returnable; a blank field matches everything. */
export interface ErpNraRule {
  variant: NraVariant;
  clientCode: string;
  clientName: string;
  customerCode: string | null;
  materialCode: string | null;
  ph3: string | null;
  customerGroup2: string | null;
}

/** P_MATERIAL and P_BATCH; each given narrows the answer. */
export interface BatchFilter extends ErpPage {
  material?: string;
  batch?: string;
}

export interface ErpBatch {
  materialCode: string;
  batch: string;
  /** YYYY-MM-DD, or null when the batch has no expiry. */
  expiryDate: string | null;
  valid: boolean;
}

export interface ErpFpreClient {
  clientCode: string;
  clientName: string;
}
