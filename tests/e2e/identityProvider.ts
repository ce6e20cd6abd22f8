import { IdentityProvider, OIDC_CLIENT } from '../fixtures/identityProvider.ts';

const appPort = Number(process.env.E2E_PORT ?? 3100);
/** The company's identity provider of the browser tests (playwright.config.ts gives the app its address). */
export const identityProviderPort = appPort + 26;
export const OIDC_DISPLAY_NAME = 'Distributor ID';

/** The company accounts at the provider: the journeys make the product users they need (companySignIn.spec.ts). */
export const companyAccounts = {
  staff: { login: 'oidc.staff', password: 'Company#Staff1', email: 'oidc.staff@distributor.test', name: 'Dian Pratama' },
  newcomer: { login: 'oidc.newcomer', password: 'Company#New1', email: 'oidc.newcomer@distributor.test', name: 'Nadia Putri' },
  locked: { login: 'oidc.locked', password: 'Company#Locked1', email: 'oidc.locked@distributor.test', name: 'Lukas Wirawan' },
  tampered: { login: 'oidc.tampered', password: 'Company#Tamper1', email: 'oidc.tampered@distributor.test', name: 'Toni Setiawan' },
} as const;

/** The app's OIDC_* settings for this provider. */
export const oidcEnvironment = {
  OIDC_ISSUER: `http://127.0.0.1:${identityProviderPort}`,
  OIDC_CLIENT_ID: OIDC_CLIENT.clientId,
  OIDC_CLIENT_SECRET: OIDC_CLIENT.clientSecret,
  OIDC_DISPLAY_NAME,
};

/** Playwright's global setup: a real OpenID provider on loopback (the oidc-provider package). */
export default async function startIdentityProvider() {
  const provider = await new IdentityProvider(`http://127.0.0.1:${appPort}`).add(...Object.values(companyAccounts)).start(identityProviderPort);
  return () => provider.stop();
}
