import type { Config } from '../../../config.ts';
import type { Circuit } from '../../../outbox/circuit.ts';
import { erpBehindCircuit, erpCircuit } from './erpCircuit.ts';
import type { ErpClient } from './erpClient.ts';
import { erpHttpClient } from './erpHttpClient.ts';
import { startErpSimulatorServer, type ErpSimulatorServer } from './erpSimulatorServer.ts';

export interface ConnectedErp {
  /** The ERP behind its circuit. */
  client: ErpClient;
  circuit: Circuit;
  /** The built-in simulator this process started (no ERP_URL), or null. */
  simulator: ErpSimulatorServer | null;
  /** How the start banner names it. */
  description: string;
}

/**
 * The ERP the product talks to, always over HTTP and behind a circuit: the gateway of ERP_URL
 * with its secrets, or, without ERP_URL, the built-in simulator started on a loopback port with
 * secrets of its own, so the embedded default takes the same path as production. A client given
 * (a test's) is put behind the circuit as it is.
 */
export async function connectErp(config: Config, given?: ErpClient): Promise<ConnectedErp> {
  const { url, credentials, timeoutMs, circuitFailures, circuitOpenSeconds } = config.erp;
  const circuit = erpCircuit(circuitFailures, circuitOpenSeconds);
  const connected = (client: ErpClient, simulator: ErpSimulatorServer | null, description: string) => ({
    client: erpBehindCircuit(client, circuit),
    circuit,
    simulator,
    description,
  });
  if (given) return connected(given, null, given.baseUrl);
  if (url && credentials) return connected(erpHttpClient({ url, credentials, timeoutMs }), null, `the gateway at ${url}`);
  const simulator = await startErpSimulatorServer(config.erpSimulator, config.seedScale);
  const { user, password } = simulator.secrets;
  return connected(
    erpHttpClient({ url: simulator.url, credentials: { kind: 'basic', user, password }, timeoutMs }),
    simulator,
    `the built-in simulator at ${simulator.url} (ERP_URL is not set)`,
  );
}
