import { randomBytes } from 'node:crypto';
import type { operations } from '../../../generated/fareye.d.ts';
import type { Config } from '../config.ts';
import { idempotentAnswers, problem, sameSecret } from './simulatedService.ts';
import { FareyeUnavailableError, type FareyeAnswer, type FareyeReturnRequest } from '../modules/integrations/fareye/fareyeClient.ts';
import { startContractServer, type OperationHandler } from './contractServer.ts';
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

/**
 * The built-in delivery tracking as an HTTP server built from its contract
 * (integrations/fareye.openapi.yaml, contractServer.ts) on loopback: `npm start` points the
 * product at it when FAREYE_URL is not set. It asks for its API key, holds one request per return
 * (Idempotency-Key), and fails, or receives a request and drops its answer, as its switches say
 * (read at every request).
 */
export async function startFareyeSimulatorServer(
  switches: Config['fareyeSimulator'],
  apiKey = randomBytes(18).toString('base64url'),
  port = 0,
): Promise<FareyeSimulatorServer> {
  const fareye = createFareyeSimulator(switches);
  const posts = idempotentAnswers<FareyeAnswer>(() => switches.dropAnswer);
  const requests = new Map<string, FareyeAnswer>();

  const handlers: Record<keyof operations, OperationHandler> = {
    getHealth: async () => ({ status: 'up' }),
    postReturnRequest: async (request, reply) => {
      try {
        return await posts.answer(request, reply, async () => {
          const posted = request.body as FareyeReturnRequest;
          const answer = await fareye.postReturnRequest(posted);
          requests.set(posted.retNumber, answer);
          return answer;
        });
      } catch (error) {
        if (error instanceof FareyeUnavailableError) return problem(reply, error.status ?? 503, 'Service Unavailable', error.message);
        throw error;
      }
    },
  };

  const { origin, close } = await startContractServer({
    contract: 'fareye',
    base,
    handlers,
    port,
    authorize: async (request, reply) => {
      const key = request.headers['x-api-key'];
      if (typeof key !== 'string' || !sameSecret(key, apiKey)) return problem(reply, 401, 'Unauthorized', 'Unknown API key.');
    },
  });
  return { url: `${origin}${base}`, apiKey, requests: () => requests, posts: posts.keys, close };
}
