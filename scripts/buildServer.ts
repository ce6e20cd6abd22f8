/**
 * `npm run build`'s server part: the server compiled to JavaScript in dist/server (tsconfig.server.json,
 * with source maps), so `npm start` runs no TypeScript compiler. The database thread's own scripts are
 * JavaScript already (src/server/db/pglite/*.mjs): those the compiler does not emit (one with a
 * declaration beside it) are copied as they are.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

execFileSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });

function copyScripts(from: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const path = join(from, entry.name);
    if (entry.isDirectory()) copyScripts(path);
    else if (entry.name.endsWith('.mjs')) {
      const target = join('dist/server', path);
      if (existsSync(target)) continue;
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(path, target);
    }
  }
}
copyScripts('src/server');
