import type { Config } from '../../../config.ts';
import type { FareyeClient } from './fareyeClient.ts';
import { fareyeHttpClient } from './fareyeHttpClient.ts';
import { startFareyeSimulatorServer, type FareyeSimulatorServer } from './fareyeSimulatorServer.ts';

export interface ConnectedFareye {
  client: FareyeClient;
  /** The built-in simulator this process started (no FAREYE_URL), or null. */
  simulator: FareyeSimulatorServer | null;
  /** How the start banner names it. */
  description: string;
}

/**
 * Delivery tracking, always over HTTP: the service of FAREYE_URL with FAREYE_API_KEY, or, without
 * FAREYE_URL, the built-in simulator started on a loopback port with a key of its own. A client
 * given (a test's) is used as it is.
 */
export async function connectFareye(config: Config, given?: FareyeClient): Promise<ConnectedFareye> {
  const { url, apiKey, timeoutMs } = config.fareye;
  if (given) return { client: given, simulator: null, description: given.baseUrl };
  if (url && apiKey) return { client: fareyeHttpClient({ url, apiKey, timeoutMs }), simulator: null, description: `the service at ${url}` };
  const simulator = await startFareyeSimulatorServer(config.fareyeSimulator);
  return {
    client: fareyeHttpClient({ url: simulator.url, apiKey: simulator.apiKey, timeoutMs }),
    simulator,
    description: `the built-in simulator at ${simulator.url} (FAREYE_URL is not set)`,
  };
}
