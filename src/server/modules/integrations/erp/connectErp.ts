import type { Config } from '../../../config.ts';
import type { Circuit } from '../../../outbox/circuit.ts';
import { erpBehindCircuit, erpCircuit } from './erpCircuit.ts';
import type { ErpClient } from './erpClient.ts';
import { erpHttpClient } from './erpHttpClient.ts';

/** A built-in ERP simulator running on loopback (src/server/simulators), as the product reaches it. */
export interface SimulatedEndpoint {
  url: string;
  secrets: { user: string; password: string };
}

export interface ConnectedErp {
  /** The ERP behind its circuit. */
  client: ErpClient;
  circuit: Circuit;
  /** The calls go to a built-in simulator, not to a company's ERP: readiness and the banner say so. */
  simulated: boolean;
  /** How the start banner names it. */
  description: string;
}

/**
 * The ERP the product talks to, always over HTTP and behind a circuit: the gateway of ERP_URL
 * with its secrets, or the built-in simulator the app started (no ERP_URL: on the embedded
 * database by default, on PostgreSQL only with ERP_SIMULATOR=on, config.ts), so the demo takes
 * the same path as production. A client given (a test's) is put behind the circuit as it is.
 */
export function connectErp(config: Config, given: ErpClient | undefined, simulator: SimulatedEndpoint | null): ConnectedErp {
  const { url, credentials, timeoutMs, circuitFailures, circuitOpenSeconds } = config.erp;
  const circuit = erpCircuit(circuitFailures, circuitOpenSeconds);
  const connected = (client: ErpClient, simulated: boolean, description: string) => ({
    client: erpBehindCircuit(client, circuit),
    circuit,
    simulated,
    description,
  });
  if (given) return connected(given, false, given.baseUrl);
  if (url && credentials) return connected(erpHttpClient({ url, credentials, timeoutMs }), false, `the gateway at ${url}`);
  if (!simulator) throw new Error('No ERP: set ERP_URL with its secrets, or ERP_SIMULATOR=on for the built-in simulator.');
  const { user, password } = simulator.secrets;
  return connected(
    erpHttpClient({ url: simulator.url, credentials: { kind: 'basic', user, password }, timeoutMs }),
    true,
    `simulated: the built-in simulator at ${simulator.url}, not a real ERP`,
  );
}
