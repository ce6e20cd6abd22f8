import { erpOperations } from '../../../../../generated/erpOperations.ts';
import type { ErpClient } from './erpClient.ts';

/** An operation of the ERP as the product calls it (the contract's operationId). */
export type ErpOperationName = Exclude<keyof ErpClient, 'baseUrl'>;

// Every operation the product calls is one of the contract's, so the wrappers below find its method and path.
const inContract: Record<ErpOperationName, unknown> = erpOperations;

/** A call of the ERP as a wrapper sees it: its operation, what it asked (as the contract names it), and the call. */
export interface ErpCall<T> {
  operation: ErpOperationName;
  request: Record<string, unknown>;
  run: () => Promise<T>;
}

/** What a call asked, by the contract's names: its path parameters (passed first, in the path's order), then its query or body. */
function requestOf(operation: ErpOperationName, args: unknown[]): Record<string, unknown> {
  const names = [...erpOperations[operation].path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const rest = args[names.length];
  return { ...Object.fromEntries(names.map((name, i) => [name, args[i]])), ...(rest && typeof rest === 'object' ? rest : {}) };
}

/**
 * `erp` with each of its operations passed through `around` (the circuit, the API log): a wrapper is
 * written once for every operation, and an operation added to the contract and the client is
 * wrapped without another edit (issue 57 item 4).
 */
export function aroundEveryOperation(erp: ErpClient, around: <T>(call: ErpCall<T>) => Promise<T>): ErpClient {
  const wrapped: Record<string, unknown> = { baseUrl: erp.baseUrl };
  // The contract's operations the product calls (its health is asked by readiness, not through the client).
  const called = (Object.keys(inContract) as ErpOperationName[]).filter((operation) => typeof erp[operation] === 'function');
  for (const operation of called) {
    const method = (erp[operation] as (...args: unknown[]) => Promise<unknown>).bind(erp);
    wrapped[operation] = (...args: unknown[]) => around({ operation, request: requestOf(operation, args), run: () => method(...args) });
  }
  return wrapped as unknown as ErpClient;
}
