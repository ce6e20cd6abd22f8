import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = headersOf({
    strictTransportSecurity: false,
    xFrameOptions: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // WebAssembly compiled from the app's own files (the dock's code reader, zxing-wasm); never JavaScript's eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
  const named = Object.entries(headers);
  // On the raw answer, as helmet sets them: a built file's answer takes the page-only ones off there (webCaching.ts).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of named) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    const policy = reply.getHeader('content-security-policy');
    // A page's answer (a built script or style has no policy: webCaching.ts), over HTTPS.
    if (request.protocol !== 'https' || typeof policy !== 'string') return;
    reply.header('strict-transport-security', strictTransport);
    reply.header('content-security-policy', `${policy}; upgrade-insecure-requests`);
  });
}

/**
 * The headers helmet sets for `options`, computed once: they are the same for every answer.
 * @fastify/helmet built helmet's middleware anew for every request (the policy's directives parsed
 * each time, in two hooks): 3 % of a work list's server time (issue 58).
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, answer as unknown as ServerResponse, () => undefined);
  return headers;
}
