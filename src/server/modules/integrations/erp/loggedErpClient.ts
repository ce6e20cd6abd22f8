import { erpOperations } from '../../../../../generated/erpOperations.ts';
import type { JobContext } from '../../../outbox/jobs.ts';
import type { ErpClient } from './erpClient.ts';

/** The same ERP, with every call written to api_log against the outbox row that made it: its contract operation, method and address. */
export function loggedErpClient(erp: ErpClient, context: Pick<JobContext, 'call'>): ErpClient {
  const call = <T>(operation: keyof typeof erpOperations, request: unknown, run: () => Promise<T>) => {
    const { method, path } = erpOperations[operation];
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((request as Record<string, unknown>)[name] ?? '')));
    return context.call({ system: 'ERP', operation, method, url: `${erp.baseUrl}${filled}`, request }, run);
  };
  return {
    baseUrl: erp.baseUrl,
    pullCustomers: (filter) => call('pullCustomers', filter, () => erp.pullCustomers(filter)),
    pullMaterials: (filter) => call('pullMaterials', filter, () => erp.pullMaterials(filter)),
    pullMaterialExclusions: (filter) => call('pullMaterialExclusions', filter, () => erp.pullMaterialExclusions(filter)),
    pullCrpRgpSettings: (page) => call('pullCrpRgpSettings', page ?? {}, () => erp.pullCrpRgpSettings(page)),
    pullNraRules: (variant, filter) => call('pullNraRules', { variant, ...filter }, () => erp.pullNraRules(variant, filter)),
    pullBatches: (filter) => call('pullBatches', filter, () => erp.pullBatches(filter)),
    pullFpreClients: (page) => call('pullFpreClients', page ?? {}, () => erp.pullFpreClients(page)),
    createReturnSalesOrder: (order) => call('createReturnSalesOrder', order, () => erp.createReturnSalesOrder(order)),
    findReturnInvoice: (salesOrderNumber) => call('findReturnInvoice', { salesOrderNumber }, () => erp.findReturnInvoice(salesOrderNumber)),
  };
}
