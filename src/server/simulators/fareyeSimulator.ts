import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.ts';
import { FareyeUnavailableError, type FareyeClient } from '../modules/integrations/fareye/fareyeClient.ts';

/**
 * The built-in delivery tracking: accepts every request after `latencyMs` with a reference derived
 * from the return number (the same request gets the same answer, as an idempotent service would),
 * and fails on purpose when `failure` says so: `always`, or `once` (the first time each return is
 * posted, so the outbox's retry succeeds). `options` are read at every call (a test may change them).
 */
export function createFareyeSimulator(options: Config['fareyeSimulator']): FareyeClient {
  const postedOnce = new Set<string>();
  return {
    baseUrl: 'simulator://fareye',
    async postReturnRequest(request) {
      if (options.latencyMs > 0) await sleep(options.latencyMs);
      const failNow = options.failure === 'always' || (options.failure === 'once' && !postedOnce.has(request.retNumber));
      postedOnce.add(request.retNumber);
      if (failNow) throw new FareyeUnavailableError('Fareye did not answer: service unavailable (simulated failure).', 503);
      return { referenceNumber: `FE-${request.retNumber}`, message: `Return request ${request.retNumber} received.` };
    },
  };
}
