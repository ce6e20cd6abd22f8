import type { Config } from '../../../config.ts';
import type { ErpClient } from './erpClient.ts';
import { erpHttpClient } from './erpHttpClient.ts';
import { startErpSimulatorServer, type ErpSimulatorServer } from './erpSimulatorServer.ts';

export interface ConnectedErp {
  client: ErpClient;
  /** The built-in simulator this process started (no ERP_URL), or null. */
  simulator: ErpSimulatorServer | null;
  /** How the start banner names it. */
  description: string;
}

/**
 * The ERP the product talks to, always over HTTP: the gateway of ERP_URL with its secrets, or,
 * without ERP_URL, the built-in simulator started on a loopback port with secrets of its own,
 * so the embedded default takes the same path as production.
 */
export async function connectErp(config: Config): Promise<ConnectedErp> {
  const { url, credentials, timeoutMs } = config.erp;
  if (url && credentials) return { client: erpHttpClient({ url, credentials, timeoutMs }), simulator: null, description: `the gateway at ${url}` };
  const simulator = await startErpSimulatorServer(config.erpSimulator, config.seedScale);
  const { user, password } = simulator.secrets;
  return {
    client: erpHttpClient({ url: simulator.url, credentials: { kind: 'basic', user, password }, timeoutMs }),
    simulator,
    description: `the built-in simulator at ${simulator.url} (ERP_URL is not set)`,
  };
}
