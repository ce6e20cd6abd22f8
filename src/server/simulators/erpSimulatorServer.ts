import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { idempotentAnswers, problem, sameSecret } from './simulatedService.ts';
import { ErpUnavailableError, type ErpClient, type NraVariant, type ReturnSalesOrder } from '../modules/integrations/erp/erpClient.ts';
import { createErpSimulator } from './erpSimulator.ts';

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

const TOKEN_SECONDS = 3600;
const base = '/erp/v1';

const numberOf = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));

/** The query's text values, and limit and offset as numbers. */
function queryOf(request: FastifyRequest): Record<string, unknown> {
  const query = { ...(request.query as Record<string, string>) } as Record<string, unknown>;
  for (const key of ['limit', 'offset']) if (query[key] !== undefined) query[key] = numberOf(query[key]);
  return query;
}

/**
 * The built-in ERP as an HTTP server of the gateway's contract (integrations/erp.openapi.yaml),
 * answering from the demo master data (erpSimulator.ts) on loopback: `npm start` points the
 * product at it when ERP_URL is not set, so the embedded default takes production's path, and
 * the tests meet it over HTTP. It asks for the secrets it was given, honours Idempotency-Key
 * (the same key answers the order it made), and its switches are read at every request.
 */
export async function startErpSimulatorServer(
  switches: ErpSimulatorSwitches,
  scale = 1,
  secrets: ErpSimulatorSecrets = randomSecrets(),
  port = 0,
): Promise<ErpSimulatorServer> {
  const erp: ErpClient = createErpSimulator(switches, scale);
  const tokens = new Map<string, number>();
  const salesOrders = idempotentAnswers<{ salesOrderNumber: string; message: string }>(() => switches.dropAnswer);
  const orders = new Map<string, string>();
  const app = Fastify({ logger: false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(`${base}/oauth/token`, async (request, reply) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [clientId, clientSecret] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    if (scheme !== 'Basic' || !sameSecret(clientId ?? '', secrets.clientId) || !sameSecret(clientSecret ?? '', secrets.clientSecret)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Unknown client or wrong secret.' });
    }
    if ((request.body as { grant_type?: string } | undefined)?.grant_type !== 'client_credentials')
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${base}/oauth/`)) return;
    const [scheme, value = ''] = (request.headers.authorization ?? '').split(' ');
    if (scheme === 'Bearer' && (tokens.get(value) ?? 0) > Date.now()) return;
    if (scheme === 'Basic') {
      const [user, password] = Buffer.from(value, 'base64').toString().split(':');
      if (sameSecret(user ?? '', secrets.user) && sameSecret(password ?? '', secrets.password)) return;
    }
    return problem(reply, 401, 'Unauthorized', 'The gateway does not know these credentials.');
  });

  /** Answers what the simulated ERP computes; its simulated outage is a 504, as a gateway in front of a silent SAP answers. */
  const serve = (compute: (request: FastifyRequest) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await compute(request);
    } catch (error) {
      if (error instanceof ErpUnavailableError) return problem(reply, error.status ?? 502, 'Gateway Timeout', error.message);
      throw error;
    }
  };
  const required = (request: FastifyRequest, reply: FastifyReply, name: string) => {
    if ((request.query as Record<string, string>)[name]) return false;
    void problem(reply, 400, 'Bad Request', `${name} is required.`);
    return true;
  };

  app.get(`${base}/health`, async () => ({ status: 'up' }));
  app.get(`${base}/customers`, async (request, reply) =>
    required(request, reply, 'customerCode') ? reply : serve(async (r) => erp.pullCustomers(queryOf(r) as never))(request, reply),
  );
  app.get(`${base}/materials`, async (request, reply) =>
    required(request, reply, 'material') ? reply : serve(async (r) => erp.pullMaterials(queryOf(r) as never))(request, reply),
  );
  app.get(`${base}/material-exclusions`, async (request, reply) =>
    required(request, reply, 'material') ? reply : serve(async (r) => erp.pullMaterialExclusions(queryOf(r) as never))(request, reply),
  );
  app.get(
    `${base}/crp-rgp-settings`,
    serve(async (r) => erp.pullCrpRgpSettings(queryOf(r))),
  );
  app.get(
    `${base}/nra-rules/:variant`,
    serve(async (r) => erp.pullNraRules((r.params as { variant: NraVariant }).variant, queryOf(r))),
  );
  app.get(
    `${base}/batches`,
    serve(async (r) => erp.pullBatches(queryOf(r))),
  );
  app.get(
    `${base}/fpre-clients`,
    serve(async (r) => erp.pullFpreClients(queryOf(r))),
  );
  app.get(
    `${base}/return-sales-orders/:salesOrderNumber/invoice`,
    serve(async (r) => erp.findReturnInvoice((r.params as { salesOrderNumber: string }).salesOrderNumber)),
  );

  app.post(`${base}/return-sales-orders`, async (request, reply) => {
    try {
      return await salesOrders.answer(request, reply, async () => {
        // SAP keys a customer return by its APL number too: the same return is the same order.
        const order = request.body as ReturnSalesOrder;
        const answer = await erp.createReturnSalesOrder(order);
        orders.set(order.retNumber, answer.salesOrderNumber);
        return answer;
      });
    } catch (error) {
      if (error instanceof ErpUnavailableError) return problem(reply, error.status ?? 502, 'Gateway Timeout', error.message);
      throw error;
    }
  });

  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${base}`,
    tokenUrl: `${origin}${base}/oauth/token`,
    secrets,
    orders: () => orders,
    orderRequests: salesOrders.keys,
    close: () => app.close(),
  };
}

/** Secrets for a simulator only this process talks to. */
export const randomSecrets = (): ErpSimulatorSecrets => ({
  user: 'goods-return',
  password: randomBytes(18).toString('base64url'),
  clientId: 'goods-return',
  clientSecret: randomBytes(18).toString('base64url'),
});
