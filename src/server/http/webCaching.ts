import { sep } from 'node:path';

const hashedAsset = `${sep}assets${sep}`;

/**
 * How long a browser keeps a file of the web app: Vite names what it builds under assets/ by its
 * content's hash, so those never change and are kept for a year; the page itself and the files
 * named as they are (index.html, the icon) are asked again each time, so a release reaches
 * everyone at their next page load.
 */
export const cacheControlOf = (path: string): string => (path.includes(hashedAsset) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * Headers that only a page (a document) heeds: its content security policy, framing, the opener
 * and cross-domain policies, HSTS (which the page's own answer sets). A script or a style sheet
 * of the build does not need them, and on the sign-in page's forty-odd files they were about
 * 600 bytes each, a tenth of what the page costs on the wire. X-Content-Type-Options (nosniff),
 * the resource policy and the referrer policy stay: they do apply to scripts.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The headers of a file of the web app: how long it is kept, and no page's headers on a built script or style. */
export function setWebFileHeaders(reply: { header(name: string, value: string): unknown; raw: { removeHeader(name: string): void } }, path: string): void {
  reply.header('cache-control', cacheControlOf(path));
  // Helmet writes its headers on the raw response.
  if (path.includes(hashedAsset) && /\.(js|css)(\.br|\.gz)?$/.test(path)) for (const name of documentOnlyHeaders) reply.raw.removeHeader(name);
}
