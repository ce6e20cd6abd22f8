/**
 * `npm run simulate`: the built-in ERP gateway and delivery-tracking simulators as servers of
 * their own (integrations/erp.openapi.yaml on SIMULATOR_PORT, 4100; fareye.openapi.yaml on the
 * next port), for a product started with ERP_URL and FAREYE_URL pointing at them, or for an
 * integrator trying the contracts: each is built from its contract, so it refuses a request
 * outside it (400) and answers only what it allows. The secrets they accept come from ERP_USER / ERP_PASSWORD /
 * ERP_CLIENT_ID / ERP_CLIENT_SECRET / FAREYE_API_KEY (random ones, printed, otherwise); the
 * ERP_SIMULATOR_* and FAREYE_SIMULATOR_* switches of the product's environment apply.
 */
import { loadConfig } from '../src/server/config.ts';
import { randomSecrets, startErpSimulatorServer } from '../src/server/simulators/erpSimulatorServer.ts';
import { startFareyeSimulatorServer } from '../src/server/simulators/fareyeSimulatorServer.ts';

const random = randomSecrets();
const secrets = {
  user: process.env.ERP_USER ?? random.user,
  password: process.env.ERP_PASSWORD ?? random.password,
  clientId: process.env.ERP_CLIENT_ID ?? random.clientId,
  clientSecret: process.env.ERP_CLIENT_SECRET ?? random.clientSecret,
};
const config = loadConfig({
  ...process.env,
  ERP_URL: '',
  ERP_USER: '',
  ERP_PASSWORD: '',
  ERP_TOKEN_URL: '',
  ERP_CLIENT_ID: '',
  ERP_CLIENT_SECRET: '',
  FAREYE_URL: '',
  FAREYE_API_KEY: '',
  // This process is the simulators, whatever database the environment names.
  ERP_SIMULATOR: 'on',
  FAREYE_SIMULATOR: 'on',
});
const port = Number(process.env.SIMULATOR_PORT ?? 4100);
const server = await startErpSimulatorServer(config.erpSimulator, config.seedScale, secrets, port);
const tracking = await startFareyeSimulatorServer(config.fareyeSimulator, process.env.FAREYE_API_KEY ?? random.password, port + 1);
console.log(`ERP gateway simulator at ${server.url} (token endpoint ${server.tokenUrl}).`);
console.log('Start the product against it with:');
console.log(`  ERP_URL=${server.url} ERP_USER=${secrets.user} ERP_PASSWORD=${secrets.password} npm start`);
console.log(`  (or ERP_TOKEN_URL=${server.tokenUrl} ERP_CLIENT_ID=${secrets.clientId} ERP_CLIENT_SECRET=${secrets.clientSecret})`);
console.log(`Delivery tracking simulator at ${tracking.url}: add FAREYE_URL=${tracking.url} FAREYE_API_KEY=${tracking.apiKey}`);
const stop = () => void Promise.all([server.close(), tracking.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
