import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Two years, with subdomains: the HSTS a browser keeps for a site served over HTTPS. */
const strictTransport = 'max-age=63072000; includeSubDomains';

/**
 * The browser's security headers. A branch office reaches the app over plain HTTP under a host
 * name of its network as often as over HTTPS: `upgrade-insecure-requests` and HSTS would send
 * such a browser's scripts to an https address nobody serves (a blank page), so both are sent
 * only to a request that came over HTTPS (itself, or through a trusted proxy's
 * X-Forwarded-Proto). Framing is refused by the CSP's `frame-ancestors 'none'` alone, without the
 * older X-Frame-Options, which says the same in fewer words and contradicts it for `blob:` frames.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    strictTransportSecurity: false,
    xFrameOptions: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    const policy = reply.getHeader('content-security-policy');
    // A page's answer (a built script or style has no policy: webCaching.ts), over HTTPS.
    if (request.protocol !== 'https' || typeof policy !== 'string') return;
    reply.header('strict-transport-security', strictTransport);
    reply.header('content-security-policy', `${policy}; upgrade-insecure-requests`);
  });
}
