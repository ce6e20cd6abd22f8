import { sep } from 'node:path';

const hashedAsset = `${sep}assets${sep}`;

/**
 * How long a browser keeps a file of the web app: Vite names what it builds under assets/ by its
 * content's hash, so those never change and are kept for a year; the page itself and the files
 * named as they are (index.html, the icon) are asked again each time, so a release reaches
 * everyone at their next page load.
 */
export const cacheControlOf = (path: string): string => (path.includes(hashedAsset) ? 'public, max-age=31536000, immutable' : 'no-cache');
