import type { Config } from '../../../config.ts';
import type { FareyeClient } from './fareyeClient.ts';
import { fareyeHttpClient } from './fareyeHttpClient.ts';

export interface ConnectedFareye {
  client: FareyeClient;
  /** The posts go to the built-in simulator, not to the company's delivery tracking: readiness and the banner say so. */
  simulated: boolean;
  /** How the start banner names it. */
  description: string;
}

/**
 * Delivery tracking, always over HTTP: the service of FAREYE_URL with FAREYE_API_KEY, or the
 * built-in simulator the app started (no FAREYE_URL: on the embedded database by default, on
 * PostgreSQL only with FAREYE_SIMULATOR=on, config.ts). A client given (a test's) is used as it is.
 */
export function connectFareye(config: Config, given: FareyeClient | undefined, simulator: { url: string; apiKey: string } | null): ConnectedFareye {
  const { url, apiKey, timeoutMs } = config.fareye;
  if (given) return { client: given, simulated: false, description: given.baseUrl };
  if (url && apiKey) return { client: fareyeHttpClient({ url, apiKey, timeoutMs }), simulated: false, description: `the service at ${url}` };
  if (!simulator) throw new Error('No delivery tracking: set FAREYE_URL with FAREYE_API_KEY, or FAREYE_SIMULATOR=on for the built-in simulator.');
  return {
    client: fareyeHttpClient({ url: simulator.url, apiKey: simulator.apiKey, timeoutMs }),
    simulated: true,
    description: `simulated: the built-in simulator at ${simulator.url}, not a real delivery tracking`,
  };
}
