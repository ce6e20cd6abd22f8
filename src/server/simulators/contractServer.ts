import { STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type onRequestHookHandler } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { refuseAnswerOnlyTypes, type Contract } from '../http/answerMediaTypes.ts';
import { strictSchemaController } from '../http/strictValidation.ts';
import { answerProblems, contractDocument, contractFile, type ContractName } from '../modules/integrations/contractAnswers.ts';
import { problem } from './simulatedService.ts';

/** How a simulator answers one operation of its contract. */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ContractServerOptions<Operation extends string> {
  contract: ContractName;
  /** Where the contract's paths begin, e.g. /erp/v1. */
  base: string;
  /** One handler for every operationId of the contract (the generated `operations` type's keys). */
  handlers: Record<Operation, OperationHandler>;
  /** Refuses a request without the contract's credentials (its securitySchemes). */
  authorize: onRequestHookHandler;
  /** Routes that are not the contract's (the ERP's token endpoint). */
  besides?: (app: FastifyInstance) => void;
  port: number;
}

/** An error as the answer a gateway gives: validation 400, a refused body type 415, another refusal its status, else 500. */
function statusOf(error: { validation?: unknown; statusCode?: number; status?: unknown }): number {
  if (error.validation) return 400;
  const status = error.statusCode ?? (typeof error.status === 'number' ? error.status : 500);
  return status >= 400 && status < 600 ? status : 500;
}

type HeaderSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * The headers' schema with the names as Node gives them, in lower case (Idempotency-Key is
 * idempotency-key): Fastify lowers them itself only for its own validator compiler, not for the
 * product's (strictValidation.ts), and a required header would otherwise never be found.
 */
const lowerCased = (schema: HeaderSchema): HeaderSchema => ({
  ...schema,
  ...(schema.properties && { properties: Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value])) }),
  ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
});

/**
 * A built-in simulator's HTTP server, made from its contract (integrations/<name>.openapi.yaml)
 * by the same openapi-glue and request validation the product's API uses: each route is the
 * contract's, a request outside it is refused (400) before any handler runs, answers are
 * serialised by the contract's schemas, and an answer outside the contract is never sent (500,
 * held by the check the product makes of every answer), so the simulators teach the product
 * nothing a real gateway built from the contract would not say. Errors are problem+json.
 */
export async function startContractServer<Operation extends string>(
  options: ContractServerOptions<Operation>,
): Promise<{ origin: string; close(): Promise<void> }> {
  const { contract, base, handlers, authorize, besides, port } = options;
  const specification = contractDocument(contract);
  const app = Fastify({ logger: false, schemaController: strictSchemaController() });
  app.setErrorHandler((error: Error & { validation?: unknown; statusCode?: number; status?: unknown }, _request, reply) => {
    const status = statusOf(error);
    return problem(reply, status, STATUS_CODES[status] ?? 'Error', error.message);
  });
  app.setNotFoundHandler((request, reply) =>
    problem(reply, 404, 'Not Found', `No operation of the contract at ${request.method} ${request.url.split('?')[0]}.`),
  );
  app.addHook('onRequest', authorize);
  app.addHook('onRoute', (route) => {
    if (route.schema?.headers) route.schema = { ...route.schema, headers: lowerCased(route.schema.headers as HeaderSchema) };
  });
  refuseAnswerOnlyTypes(app, specification as unknown as Contract);
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const operation = request.routeOptions.config.operationId;
    if (!operation || reply.statusCode >= 300) return payload;
    const problems = answerProblems(contract, operation, reply.statusCode, payload);
    if (problems) throw new Error(`The simulator's answer to ${operation} does not keep to its contract (${contractFile(contract)}): ${problems}.`);
    return payload;
  });
  besides?.(app);
  await app.register(openapiGlue, {
    specification,
    prefix: base,
    // Keyed by operationId; the id kept in the route's config names the operation whose answer is checked.
    operationResolver: (operationId: string) => ({ handler: handlers[operationId as Operation], config: { operationId } }) as never,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}
