import { createHash } from 'node:crypto';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../../../generated/erp.d.ts';
import { withStatus } from '../../../outbox/apiLog.ts';
import { unreachableReason } from '../unreachableReason.ts';
import { answerProblems, contractFile } from '../contractAnswers.ts';
import { isFinalRefusal } from '../finalRefusal.ts';
import type { erpOperations } from '../../../../../generated/erpOperations.ts';
import { ErpRefusedError, ErpUnavailableError, type ErpClient, type ReturnSalesOrder } from './erpClient.ts';
import { erpAuthorization, type ErpCredentials } from './erpAuthorization.ts';

export interface ErpConnection {
  /** The gateway's base URL (ERP_URL). */
  url: string;
  credentials: ErpCredentials;
  /** How long an answer may take (ERP_TIMEOUT_MS); connecting is bounded at 10 s by Node's fetch. */
  timeoutMs: number;
}

/**
 * The key that makes a return's sales order one order however often it is asked for: the APL
 * number and the lines sent. A retry after a lost answer sends the same key and gets the same
 * order back; changed lines (a return corrected after a failure) are another request.
 */
export function salesOrderKey(order: ReturnSalesOrder): string {
  const digest = createHash('sha256').update(JSON.stringify(order)).digest('base64url').slice(0, 22);
  return `return-sales-order:${order.retNumber}:${digest}`;
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The gateway's problem text, or the status line when it sent none. */
function problemText(error: unknown, response: Response): string {
  const problem = error as { detail?: string; title?: string } | undefined;
  return problem?.detail ?? problem?.title ?? (response.statusText || 'no reason given');
}

/** What the gateway said went wrong, in its words when it gave them (what SAP answered), or its status. */
function failureOf(error: unknown, response: Response): string {
  const detail = (error as { detail?: string } | undefined)?.detail;
  return detail ?? `SAP answered ${response.status}: ${problemText(error, response)}`;
}

/**
 * The ERP gateway over HTTP (integrations/erp.openapi.yaml) with openapi-fetch: basic or OAuth 2
 * client-credentials authorisation, an answer timeout, and every failure (unreachable, timed
 * out, refused credentials, a 5xx) as ErpUnavailableError for the outbox to retry. The return
 * sales order carries its Idempotency-Key.
 */
export function erpHttpClient(connection: ErpConnection): ErpClient {
  const timedFetch = (request: Request) => fetch(request, { signal: AbortSignal.timeout(connection.timeoutMs) });
  const client = createClient<paths>({ baseUrl: connection.url, fetch: timedFetch });
  const authorization = erpAuthorization(connection.credentials, timedFetch);
  const authorize: Middleware = {
    async onRequest({ request }) {
      request.headers.set('authorization', await authorization.header());
      return request;
    },
  };
  client.use(authorize);

  async function answered<T>(operation: keyof typeof erpOperations, call: () => Promise<Answer<T>>): Promise<T> {
    let answer: Answer<T>;
    try {
      answer = await call();
    } catch (error) {
      throw error instanceof ErpUnavailableError ? error : new ErpUnavailableError(unreachableReason('SAP', error, connection.timeoutMs));
    }
    const { data, error, response } = answer;
    if (response.ok && data !== undefined) {
      // Held to the contract before anything of it is used: an answer outside it is refused whole, and asking again gets the same.
      const problems = answerProblems('erp', operation, response.status, data);
      if (problems)
        throw new ErpRefusedError(
          `SAP's answer to ${operation} was refused, nothing of it was written: it does not keep to the gateway's contract (${contractFile('erp')}): ${problems}.`,
        );
      return withStatus(data, response.status);
    }
    if (response.status === 401 || response.status === 403) {
      // Retried: secrets are rotated on one side before the other, and the next token may be good.
      authorization.forget();
      throw new ErpUnavailableError(`SAP refused the product's credentials (${response.status}): ${problemText(error, response)}`, response.status);
    }
    // The gateway refused the request itself (a 4xx): the same request is refused again.
    if (isFinalRefusal(response.status)) throw new ErpRefusedError(`${failureOf(error, response)} (refused by the gateway; not retried).`, response.status);
    throw new ErpUnavailableError(failureOf(error, response), response.status);
  }

  return {
    baseUrl: connection.url,
    pullCustomers: (query) => answered('pullCustomers', () => client.GET('/customers', { params: { query } })),
    pullMaterials: (query) => answered('pullMaterials', () => client.GET('/materials', { params: { query } })),
    pullMaterialExclusions: (query) => answered('pullMaterialExclusions', () => client.GET('/material-exclusions', { params: { query } })),
    pullCrpRgpSettings: (query) => answered('pullCrpRgpSettings', () => client.GET('/crp-rgp-settings', { params: { query: query ?? {} } })),
    pullNraRules: (variant, query) => answered('pullNraRules', () => client.GET('/nra-rules/{variant}', { params: { path: { variant }, query } })),
    pullBatches: (query) => answered('pullBatches', () => client.GET('/batches', { params: { query } })),
    pullFpreClients: (query) => answered('pullFpreClients', () => client.GET('/fpre-clients', { params: { query: query ?? {} } })),
    createReturnSalesOrder: (order) =>
      answered('createReturnSalesOrder', () =>
        client.POST('/return-sales-orders', { params: { header: { 'Idempotency-Key': salesOrderKey(order) } }, body: order }),
      ),
    findReturnInvoice: (salesOrderNumber) =>
      answered('findReturnInvoice', () => client.GET('/return-sales-orders/{salesOrderNumber}/invoice', { params: { path: { salesOrderNumber } } })),
  };
}
