import type { Config } from '../config.ts';
import { startErpSimulatorServer, type ErpSimulatorServer } from './erpSimulatorServer.ts';
import { startFareyeSimulatorServer, type FareyeSimulatorServer } from './fareyeSimulatorServer.ts';

export interface Simulators {
  erp: ErpSimulatorServer | null;
  fareye: FareyeSimulatorServer | null;
  close(): Promise<void>;
}

/**
 * The built-in simulators a server runs on loopback: one for each outside system the
 * configuration gives no address for and the app is not handed a client of (`given`, a test's).
 * Whether a missing address may mean a simulator was settled when the environment was read
 * (config.ts: on PostgreSQL only when asked for by name).
 */
export async function startSimulators(config: Config, given: { erp: boolean; fareye: boolean }): Promise<Simulators> {
  const erp = given.erp || config.erp.url ? null : await startErpSimulatorServer(config.erpSimulator, config.seedScale);
  const fareye = given.fareye || config.fareye.url ? null : await startFareyeSimulatorServer(config.fareyeSimulator);
  return {
    erp,
    fareye,
    async close() {
      await erp?.close();
      await fareye?.close();
    },
  };
}
