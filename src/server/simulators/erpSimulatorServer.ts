import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../generated/erp.d.ts';
import type { Config } from '../config.ts';
import { idempotentAnswers, problem, sameSecret } from './simulatedService.ts';
import { ErpUnavailableError, type ErpClient, type NraVariant, type ReturnSalesOrder } from '../modules/integrations/erp/erpClient.ts';
import { startContractServer, type OperationHandler } from './contractServer.ts';
import { createErpSimulator } from './erpSimulator.ts';
import { erpTokenEndpoint } from './erpTokenEndpoint.ts';

/**
 * What the simulator is told to do besides answering: fail (erpSimulator.ts), and commit a sales
 * order but drop its answer (dropAnswer once: the first request of each Idempotency-Key; always: every one).
 */
export type ErpSimulatorSwitches = Config['erpSimulator'];

/** The secrets the simulator accepts: a user and password (basic), and a client id and secret for its token endpoint. */
export interface ErpSimulatorSecrets {
  user: string;
  password: string;
  clientId: string;
  clientSecret: string;
}

export interface ErpSimulatorServer {
  /** The gateway's base URL, e.g. http://127.0.0.1:41234/erp/v1. */
  url: string;
  /** Its token endpoint (OAuth 2 client credentials). */
  tokenUrl: string;
  secrets: ErpSimulatorSecrets;
  /** The sales orders it holds, by APL number: one however often one was asked for. */
  orders(): ReadonlyMap<string, string>;
  /** The Idempotency-Key of every sales-order request it received, in order. */
  orderRequests(): readonly string[];
  close(): Promise<void>;
}

const base = '/erp/v1';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;
type Path<K extends keyof operations> = NonNullable<operations[K]['parameters']['path']>;

/** Answers what the simulated ERP computes; its simulated outage is a 504, as a gateway in front of a silent SAP answers. */
const answering =
  (compute: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): OperationHandler =>
  async (request, reply) => {
    try {
      return await compute(request, reply);
    } catch (error) {
      if (error instanceof ErpUnavailableError) return problem(reply, error.status ?? 502, 'Gateway Timeout', error.message);
      throw error;
    }
  };

/**
 * The built-in ERP as an HTTP server built from the gateway's contract (integrations/erp.openapi.yaml,
 * contractServer.ts), answering from the demo master data (erpSimulator.ts) on loopback: `npm start`
 * points the product at it when ERP_URL is not set, so the embedded default takes production's
 * path, and the tests meet it over HTTP. It asks for the secrets it was given, honours
 * Idempotency-Key (the same key answers the order it made), and its switches are read at every request.
 */
export async function startErpSimulatorServer(
  switches: ErpSimulatorSwitches,
  scale = 1,
  secrets: ErpSimulatorSecrets = randomSecrets(),
  port = 0,
): Promise<ErpSimulatorServer> {
  const erp: ErpClient = createErpSimulator(switches, scale);
  const salesOrders = idempotentAnswers<{ salesOrderNumber: string; message: string }>(() => switches.dropAnswer);
  const orders = new Map<string, string>();
  const tokens = erpTokenEndpoint(`${base}/oauth/token`, secrets);

  // The request has passed the contract's validation: its query and path are as the generated types say.
  const handlers: Record<keyof operations, OperationHandler> = {
    getHealth: async () => ({ status: 'up' }),
    pullCustomers: answering((r) => erp.pullCustomers(r.query as Query<'pullCustomers'>)),
    pullMaterials: answering((r) => erp.pullMaterials(r.query as Query<'pullMaterials'>)),
    pullMaterialExclusions: answering((r) => erp.pullMaterialExclusions(r.query as Query<'pullMaterialExclusions'>)),
    pullCrpRgpSettings: answering((r) => erp.pullCrpRgpSettings(r.query as Query<'pullCrpRgpSettings'>)),
    pullNraRules: answering((r) => erp.pullNraRules((r.params as { variant: NraVariant }).variant, r.query as Query<'pullNraRules'>)),
    pullBatches: answering((r) => erp.pullBatches(r.query as Query<'pullBatches'>)),
    pullFpreClients: answering((r) => erp.pullFpreClients(r.query as Query<'pullFpreClients'>)),
    findReturnInvoice: answering((r) => erp.findReturnInvoice((r.params as Path<'findReturnInvoice'>).salesOrderNumber)),
    createReturnSalesOrder: answering((request, reply) =>
      salesOrders.answer(request, reply, async () => {
        // SAP keys a customer return by its APL number too: the same return is the same order.
        const order = request.body as ReturnSalesOrder;
        const answer = await erp.createReturnSalesOrder(order);
        orders.set(order.retNumber, answer.salesOrderNumber);
        return answer;
      }),
    ),
  };

  const { origin, close } = await startContractServer({
    contract: 'erp',
    base,
    handlers,
    besides: tokens.register,
    port,
    authorize: async (request, reply) => {
      if (request.url.startsWith(`${base}/oauth/`)) return;
      const [scheme, value = ''] = (request.headers.authorization ?? '').split(' ');
      if (scheme === 'Bearer' && tokens.valid(value)) return;
      if (scheme === 'Basic') {
        const [user, password] = Buffer.from(value, 'base64').toString().split(':');
        if (sameSecret(user ?? '', secrets.user) && sameSecret(password ?? '', secrets.password)) return;
      }
      return problem(reply, 401, 'Unauthorized', 'The gateway does not know these credentials.');
    },
  });
  return {
    url: `${origin}${base}`,
    tokenUrl: `${origin}${base}/oauth/token`,
    secrets,
    orders: () => orders,
    orderRequests: salesOrders.keys,
    close,
  };
}

/** Secrets for a simulator only this process talks to. */
export const randomSecrets = (): ErpSimulatorSecrets => ({
  user: 'goods-return',
  password: randomBytes(18).toString('base64url'),
  clientId: 'goods-return',
  clientSecret: randomBytes(18).toString('base64url'),
});
