import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { minifySync, type Plugin } from 'vite';

/**
 * The script that keeps a user's clicks and keys on a screen drawn by the server until the page
 * has taken it over (src/web/earlyInput.js), written to the build as a file of its own,
 * minified and named by its content's hash (assets/earlyInput-<hash>.js: kept a year by the
 * browser, as the other assets): not a module of the app's bundle, which it must run before.
 * The server puts it in a drawn screen's head (http/screenPicture.ts); the sign-in page does not
 * carry it.
 */
export function earlyInputAsset(file: string): Plugin {
  return {
    name: 'early-input-asset',
    apply: 'build',
    generateBundle() {
      const minified = minifySync(basename(file), readFileSync(file, 'utf8'), {});
      if (minified.errors.length > 0) this.error(`${file}: ${minified.errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', name: basename(file), source: minified.code });
    },
  };
}
