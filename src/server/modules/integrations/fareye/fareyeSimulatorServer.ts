import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply } from 'fastify';
import type { Config } from '../../../config.ts';
import { canonicalJson } from '../canonicalJson.ts';
import { FareyeUnavailableError, type FareyeAnswer, type FareyeReturnRequest } from './fareyeClient.ts';
import { createFareyeSimulator } from './fareyeSimulator.ts';

export interface FareyeSimulatorServer {
  /** The service's base URL, e.g. http://127.0.0.1:41235/fareye/v1. */
  url: string;
  apiKey: string;
  /** The pick-up requests it holds, by APL number: one however often one was posted. */
  requests(): ReadonlyMap<string, FareyeAnswer>;
  /** The Idempotency-Key of every post it received, in order. */
  posts(): readonly string[];
  close(): Promise<void>;
}

const base = '/fareye/v1';
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const problem = (reply: FastifyReply, status: number, title: string, detail: string) => reply.code(status).type('application/problem+json').send({ type: 'about:blank', status, title, detail });

/**
 * The built-in delivery tracking as an HTTP server of its contract (integrations/fareye.openapi.yaml)
 * on loopback: `npm start` points the product at it when FAREYE_URL is not set. It asks for its
 * API key, holds one request per return (Idempotency-Key), and fails, or receives a request and
 * drops its answer, as its switches say (read at every request).
 */
export async function startFareyeSimulatorServer(switches: Config['fareyeSimulator'], apiKey = randomBytes(18).toString('base64url'), port = 0): Promise<FareyeSimulatorServer> {
  const fareye = createFareyeSimulator(switches);
  const byKey = new Map<string, { body: string; answer: FareyeAnswer }>();
  const requests = new Map<string, FareyeAnswer>();
  const posts: string[] = [];
  const dropped = new Set<string>();
  const app = Fastify({ logger: false });

  app.addHook('onRequest', async (request, reply) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || !same(key, apiKey)) return problem(reply, 401, 'Unauthorized', 'Unknown API key.');
  });
  app.get(`${base}/health`, async () => ({ status: 'up' }));
  app.post(`${base}/return-requests`, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 8) return problem(reply, 400, 'Bad Request', 'Idempotency-Key is required.');
    posts.push(key);
    const posted = request.body as FareyeReturnRequest;
    const body = canonicalJson(posted);
    const before = byKey.get(key);
    if (before) return before.body === body ? reply.code(200).send(before.answer) : problem(reply, 422, 'Unprocessable Content', 'This Idempotency-Key was used for another request.');
    try {
      const answer = await fareye.postReturnRequest(posted);
      byKey.set(key, { body, answer });
      requests.set(posted.retNumber, answer);
      const drop = switches.dropAnswer === 'always' || (switches.dropAnswer === 'once' && !dropped.has(key));
      dropped.add(key);
      if (drop) {
        // Received, and the answer lost on its way back.
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      return reply.code(201).send(answer);
    } catch (error) {
      if (error instanceof FareyeUnavailableError) return problem(reply, error.status ?? 503, 'Service Unavailable', error.message);
      throw error;
    }
  });

  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${base}`;
  return { url, apiKey, requests: () => requests, posts: () => posts, close: () => app.close() };
}
