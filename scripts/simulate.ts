/**
 * `npm run simulate`: the built-in ERP gateway simulator as a server of its own
 * (integrations/erp.openapi.yaml), for a product started with ERP_URL pointing at it, or for an
 * integrator trying the contract. SIMULATOR_PORT (4100), and the secrets it accepts from
 * ERP_USER / ERP_PASSWORD / ERP_CLIENT_ID / ERP_CLIENT_SECRET (random ones, printed, otherwise);
 * the ERP_SIMULATOR_* switches of the product's environment apply.
 */
import { loadConfig } from '../src/server/config.ts';
import { randomSecrets, startErpSimulatorServer } from '../src/server/modules/integrations/erp/erpSimulatorServer.ts';

const random = randomSecrets();
const secrets = {
  user: process.env.ERP_USER ?? random.user,
  password: process.env.ERP_PASSWORD ?? random.password,
  clientId: process.env.ERP_CLIENT_ID ?? random.clientId,
  clientSecret: process.env.ERP_CLIENT_SECRET ?? random.clientSecret,
};
const config = loadConfig({ ...process.env, ERP_URL: '', ERP_USER: '', ERP_PASSWORD: '', ERP_TOKEN_URL: '', ERP_CLIENT_ID: '', ERP_CLIENT_SECRET: '' });
const server = await startErpSimulatorServer(config.erpSimulator, config.seedScale, secrets, Number(process.env.SIMULATOR_PORT ?? 4100));
console.log(`ERP gateway simulator at ${server.url} (token endpoint ${server.tokenUrl}).`);
console.log('Start the product against it with:');
console.log(`  ERP_URL=${server.url} ERP_USER=${secrets.user} ERP_PASSWORD=${secrets.password} npm start`);
console.log(`  (or ERP_TOKEN_URL=${server.tokenUrl} ERP_CLIENT_ID=${secrets.clientId} ERP_CLIENT_SECRET=${secrets.clientSecret})`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
