import type { components, operations } from '../../../../../generated/erp.d.ts';
import { PermanentJobError } from '../../../outbox/jobs.ts';

/**
 * The ERP (SAP) as the product sees it: the operations of the ERP gateway's contract
 * (integrations/erp.openapi.yaml, whose types these are), reached over HTTP (erpHttpClient.ts),
 * at the company's gateway or at the built-in simulator serving the same contract.
 */
export interface ErpClient {
  /** Where calls go, for the API log: the gateway's base URL. */
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

type Schemas = components['schemas'];
type QueryOf<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

export type ReturnSalesOrder = Schemas['ReturnSalesOrder'];

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
 * The ERP answered, and the answer cannot be used: it strays from the gateway's contract, or the
 * gateway refused the request (a 4xx other than a refused secret or "too many requests"). Asking
 * again gets the same answer, so the job fails at once with this message and is not retried.
 */
export class ErpRefusedError extends PermanentJobError {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Which part of the answer to send: at most `limit` records (0 or absent: all) after skipping
 * `offset`, in the ERP's order, changed since `changedSince` when given. The synch calls pass on
 * their limit and offset query values.
 */
export type ErpPage = QueryOf<'pullCrpRgpSettings'>;
export type CustomerFilter = QueryOf<'pullCustomers'>;
export type MaterialFilter = QueryOf<'pullMaterials'>;
/** The eight P_ filters of the exclusion pull (every one given narrows the answer) and the SAP table to read, passed through as given. */
export type MaterialExclusionFilter = QueryOf<'pullMaterialExclusions'>;
/**
 * The i_ filters of the NRA pulls; every one given narrows the answer. NRAX and NRABLANK take
 * principal, customer, material and PH3; NRACUSTX and NRACUSTBLANK principal, customer and
 * customer group 2.
 */
export type NraFilter = QueryOf<'pullNraRules'>;
/** P_MATERIAL and P_BATCH; each given narrows the answer. */
export type BatchFilter = QueryOf<'pullBatches'>;

export type ErpCustomer = Schemas['Customer'];
export type ErpMaterial = Schemas['Material'];
export type ErpMaterialExclusion = Schemas['MaterialExclusion'];
export type ErpCrpSetting = Schemas['CrpSetting'];
export type NraVariant = Schemas['NraVariant'];
/** A rule that makes returns non-returnable; a blank field matches everything. */
export type ErpNraRule = Schemas['NraRule'];
/** expiryDate: YYYY-MM-DD, or null when the batch has no expiry. */
export type ErpBatch = Schemas['Batch'];
export type ErpFpreClient = Schemas['FpreClient'];
