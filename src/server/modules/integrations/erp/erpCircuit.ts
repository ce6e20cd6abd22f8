import { createCircuit, type Circuit, type CircuitState } from '../../../outbox/circuit.ts';
import { ErpUnavailableError, type ErpClient } from './erpClient.ts';

const timeOf = (at: Date | null) => at?.toISOString().slice(11, 19) ?? '';

/** Why SAP is not being called, as a failed call's reason, a retry's message and readiness say it. */
export const erpCircuitReason = (state: CircuitState) =>
  `SAP is not being called: its last ${state.failures} calls failed (${state.lastError?.replace(/\.$/, '')}). It is tried again from ${timeOf(state.retryAt)} UTC.`;

/** A circuit for the ERP: `failuresToOpen` technical failures in a row open it for `openSeconds`. */
export const erpCircuit = (failuresToOpen: number, openSeconds: number): Circuit =>
  createCircuit({ failuresToOpen, openMs: openSeconds * 1000, refusal: (state) => new ErpUnavailableError(erpCircuitReason(state), 503) });

/** The same ERP behind `circuit`: its technical failures count, and while it is open no call is made. */
export function erpBehindCircuit(erp: ErpClient, circuit: Circuit): ErpClient {
  const run = <T>(call: () => Promise<T>) => circuit.run(call, (error) => error instanceof ErpUnavailableError);
  return {
    baseUrl: erp.baseUrl,
    pullCustomers: (filter) => run(() => erp.pullCustomers(filter)),
    pullMaterials: (filter) => run(() => erp.pullMaterials(filter)),
    pullMaterialExclusions: (filter) => run(() => erp.pullMaterialExclusions(filter)),
    pullCrpRgpSettings: (page) => run(() => erp.pullCrpRgpSettings(page)),
    pullNraRules: (variant, filter) => run(() => erp.pullNraRules(variant, filter)),
    pullBatches: (filter) => run(() => erp.pullBatches(filter)),
    pullFpreClients: (page) => run(() => erp.pullFpreClients(page)),
    createReturnSalesOrder: (order) => run(() => erp.createReturnSalesOrder(order)),
    findReturnInvoice: (salesOrderNumber) => run(() => erp.findReturnInvoice(salesOrderNumber)),
  };
}
