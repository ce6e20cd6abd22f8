import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { BrowserSession } from '../sessions/browserSessions.ts';
import { providerOf, signedOutUriOf } from './oidcProvider.ts';

/**
 * The provider's sign-out address for a session begun with it (RP-initiated logout), when the
 * provider offers one: the browser goes there after the product's own sign-out, so the company
 * session ends too. Undefined for a password session, or when the provider cannot be reached.
 */
export async function providerLogoutUrl(request: FastifyRequest, session: BrowserSession): Promise<string | undefined> {
  const { config } = request.server;
  if (session.method !== 'oidc' || !config.oidc) return undefined;
  try {
    const provider = await providerOf(config.oidc);
    if (!provider.serverMetadata().end_session_endpoint) return undefined;
    const parameters: Record<string, string> = { post_logout_redirect_uri: signedOutUriOf(config), client_id: config.oidc.clientId };
    if (session.provider_id_token) parameters.id_token_hint = session.provider_id_token;
    return client.buildEndSessionUrl(provider, parameters).href;
  } catch (error) {
    request.log.warn({ err: error }, 'the identity provider could not be reached for its sign-out');
    return undefined;
  }
}
