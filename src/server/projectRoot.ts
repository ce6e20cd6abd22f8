import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product's folder (where package.json is), from which the server reads its contract, forms and
 * built web app: the same whether it runs from its sources (tsx, `npm run dev`) or compiled
 * (`npm start`, dist/server), where a path counted from the module's own place would be off.
 */
function productFolder(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json')) && existsSync(join(folder, 'openapi.yaml'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No product folder (package.json beside openapi.yaml) above ${from}`);
  }
}

export const projectRoot = productFolder(dirname(fileURLToPath(import.meta.url)));

/** A path of the product's folder. */
export const inProject = (...parts: string[]) => join(projectRoot, ...parts);
