import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.ts';
import { todayInJakarta } from '../../shared/today.ts';
import {
  ErpUnavailableError,
  type ErpAnswer,
  type ErpClient,
  type ErpMaterialExclusion,
  type ErpNraRule,
  type ErpPage,
  type MaterialExclusionFilter,
  type NraFilter,
} from '../modules/integrations/erp/erpClient.ts';
import { simulatedErpData } from './simulatedErpData.ts';

/** The part of the answer `page` asks for (limit 0 or none: all after the offset). */
function pageOf<T>(records: T[], page: ErpPage = {}): T[] {
  const offset = page.offset ?? 0;
  return page.limit ? records.slice(offset, offset + page.limit) : records.slice(offset);
}

const found = <T>(all: T[], what: string, page?: ErpPage): ErpAnswer<T> => {
  const records = pageOf(all, page);
  return {
    records,
    message: records.length ? `${records.length} ${records.length === 1 ? 'record' : 'records'} found in SAP for ${what}` : `No data found in SAP for ${what}`,
  };
};

/** Each given filter (the first of a pair) must equal the record's field (the second); blank filters do not narrow. */
const narrowedBy = (pairs: [string | undefined, string | null][]) => pairs.every(([wanted, actual]) => !wanted || wanted === actual);

const exclusionMatches = (e: ErpMaterialExclusion, f: MaterialExclusionFilter) =>
  narrowedBy([
    [f.salesOrg, e.salesOrg],
    [f.customer, e.customerCode],
    [f.batch, e.batch],
    [f.plant, e.plantCode],
    [f.ic4, e.ic4],
    [f.docCat, e.docCat],
    [f.cg1, e.cg1],
  ]);

const ruleMatches = (r: ErpNraRule, f: NraFilter) =>
  narrowedBy([
    [f.principal, r.clientCode],
    [f.customer, r.customerCode],
    [f.material, r.materialCode],
    [f.ph3, r.ph3],
    [f.custGroup2, r.customerGroup2],
  ]);

/**
 * The built-in ERP: answers from the demo master data (deterministic: the same question gets the
 * same answer), after `latencyMs` (a master-data pull after `pullLatencyMs`, when given), and fails on purpose when `failure` says so: `always`, or
 * `once` (the first time each distinct question is asked, so a retry succeeds). `options` are
 * read at every call, so whoever holds them (a test) can change them while the app runs; `scale`
 * is the SEED_SCALE of the demo data the simulated ERP holds.
 */
export function createErpSimulator(options: Config['erpSimulator'], scale = 1): ErpClient {
  const data = simulatedErpData(scale);
  const askedOnce = new Set<string>();

  async function answer<R>(operation: string, question: unknown, compute: () => R): Promise<R> {
    const latencyMs = operation.startsWith('pull') ? (options.pullLatencyMs ?? options.latencyMs) : options.latencyMs;
    if (latencyMs > 0) await sleep(latencyMs);
    const key = `${operation} ${JSON.stringify(question)}`;
    const failNow = options.failure === 'always' || (options.failure === 'once' && !askedOnce.has(key));
    askedOnce.add(key);
    if (failNow) throw new ErpUnavailableError('SAP did not answer: connection timed out (simulated failure).', 504);
    return compute();
  }

  return {
    baseUrl: 'simulator://erp',
    pullCustomers: (filter) =>
      answer('pullCustomers', filter, () => {
        const customer = data.customer(filter.customerCode);
        const name = filter.customerName?.toLowerCase();
        const hit = customer && (!name || customer.customerName.toLowerCase().includes(name));
        return found(hit ? [customer] : [], `customer ${filter.customerCode}`, filter);
      }),
    pullMaterials: (filter) =>
      answer('pullMaterials', filter, () => {
        const material = data.material(filter.material);
        const hit = material && (!filter.distChannel || material.distributionChannel === filter.distChannel);
        return found(hit ? [material] : [], `material ${filter.material}`, filter);
      }),
    pullMaterialExclusions: (filter) =>
      answer('pullMaterialExclusions', filter, () => {
        const exclusions = data.exclusionsOf(filter.material);
        if (!exclusions) return found([], `material ${filter.material}`);
        return found(
          exclusions.filter((e) => exclusionMatches(e, filter)),
          `material exclusion of ${filter.material}`,
          filter,
        );
      }),
    pullCrpRgpSettings: (page) => answer('pullCrpRgpSettings', page ?? {}, () => found(data.crpSettings(), 'CRP/RGP settings', page)),
    pullNraRules: (variant, filter) =>
      answer('pullNraRules', { variant, ...filter }, () =>
        found(
          data.nraRules().filter((r) => r.variant === variant && ruleMatches(r, filter)),
          `${variant} rules`,
          filter,
        ),
      ),
    pullBatches: (filter) =>
      answer('pullBatches', filter, () => {
        const batches = data
          .batches(todayInJakarta())
          .filter((b) => (!filter.material || b.materialCode === filter.material) && (!filter.batch || b.batch === filter.batch));
        return found(batches, filter.material ? `batches of material ${filter.material}` : 'batches', filter);
      }),
    pullFpreClients: (page) => answer('pullFpreClients', page ?? {}, () => found(data.fpreClients(), 'clients', page)),
    // Numbers follow from the return's, so the same return always gets the same order and invoice.
    createReturnSalesOrder: (order) =>
      answer('createReturnSalesOrder', order, () => {
        const salesOrderNumber = `6${order.retNumber.replace(/\D/g, '').slice(-9).padStart(9, '0')}`;
        return { salesOrderNumber, message: `Return sales order ${salesOrderNumber} created for ${order.retNumber}` };
      }),
    findReturnInvoice: (salesOrderNumber) =>
      answer('findReturnInvoice', { salesOrderNumber }, () => {
        const invoiceNumber = `9${salesOrderNumber.slice(1)}`;
        return { invoiceNumber, message: `Return invoice ${invoiceNumber} billed for sales order ${salesOrderNumber}` };
      }),
  };
}
