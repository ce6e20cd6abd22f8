import * as client from 'openid-client';
import type { Config, OidcConfig } from '../../../config.ts';
import { notFound } from '../../../http/problem.ts';

/**
 * The company's OpenID provider as openid-client sees it: its metadata discovered once (again
 * after a failure) and this product's client registration. An http:// issuer is accepted only on
 * loopback (config.ts), where a test's or a developer's provider runs.
 */
const discovered = new WeakMap<OidcConfig, Promise<client.Configuration>>();

export function providerOf(oidc: OidcConfig): Promise<client.Configuration> {
  let configuration = discovered.get(oidc);
  if (!configuration) {
    const issuer = new URL(oidc.issuer);
    configuration = client.discovery(issuer, oidc.clientId, undefined, oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None(), {
      execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    configuration.catch(() => discovered.delete(oidc));
    discovered.set(oidc, configuration);
  }
  return configuration;
}

/** The provider of this server, or a 404 when sign-in with one is not set up. */
export function configuredOidc(config: Config): OidcConfig {
  if (!config.oidc) throw notFound('Sign-in with a company account is not set up.');
  return config.oidc;
}

/** Where the provider sends the browser back: the sign-in page's own address for it (web: auth/OidcReturnPage.tsx). */
export const redirectUriOf = (config: Config): string => `${config.publicUrl.replace(/\/+$/, '')}/auth/oidc`;

/** Where the provider's sign-out sends the browser back. */
export const signedOutUriOf = (config: Config): string => `${config.publicUrl.replace(/\/+$/, '')}/auth/login`;

/** The scopes asked for: the user's name and e-mail, and a refresh token (offline_access) that renewals are checked with. */
export const OIDC_SCOPES = 'openid profile email offline_access';
