import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The page's icon written into index.html as a data: address (issue 34): the sign-in page is whole
 * with one request fewer, its bytes and headers, on a branch network. Read from the one file the
 * splash screen shows too (src/web/favicon.svg), whose logo is drawn in the page as an <svg>, not
 * an image: it is a sign of loading, and an image is a candidate for the Largest Contentful Paint,
 * which took the splash's first paint for a signed-in screen's whenever the screen painted nothing
 * larger than the logo (docs/performance.md).
 */
export function inlineFavicon(file: string): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const svg = readFileSync(file, 'utf8').trim();
        return html
          .replace(/(<link rel="icon" href=)"\.\/favicon\.svg"/, `$1"data:image/svg+xml,${encodeURIComponent(svg)}"`)
          .replace(/<img src="\.\/favicon\.svg"[^>]*>/, svg.replace('<svg ', '<svg width="64" height="64" aria-hidden="true" '));
      },
    },
  };
}
