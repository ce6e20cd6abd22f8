import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sameSecret } from './simulatedService.ts';

const TOKEN_SECONDS = 3600;

/**
 * The simulated ERP's OAuth 2 token endpoint (client credentials): not an operation of the
 * gateway's contract, which only names it (securitySchemes), so a route of its own beside the
 * contract's. It hands out bearer tokens for an hour to the client id and secret it was given.
 */
export function erpTokenEndpoint(path: string, secrets: { clientId: string; clientSecret: string }) {
  const tokens = new Map<string, number>();
  return {
    valid: (token: string) => (tokens.get(token) ?? 0) > Date.now(),
    register(app: FastifyInstance) {
      app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      app.post(path, async (request, reply) => {
        const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
        const [clientId, clientSecret] = Buffer.from(encoded ?? '', 'base64')
          .toString()
          .split(':');
        if (scheme !== 'Basic' || !sameSecret(clientId ?? '', secrets.clientId) || !sameSecret(clientSecret ?? '', secrets.clientSecret)) {
          return reply.code(401).send({ error: 'invalid_client', error_description: 'Unknown client or wrong secret.' });
        }
        if ((request.body as { grant_type?: string } | undefined)?.grant_type !== 'client_credentials')
          return reply.code(400).send({ error: 'unsupported_grant_type' });
        const token = randomBytes(24).toString('base64url');
        tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
        return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS };
      });
    },
  };
}
