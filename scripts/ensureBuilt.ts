/**
 * `prestart`: builds the web app when dist/web or dist/picture is missing or older than its sources, so
 * `npm install && npm start` works on a fresh clone. The build fails on a missing translation.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = ['dist/web/index.html', 'dist/picture/ServerPicture.js'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

// The web app's sources: its own, and what it imports from beside it (the machines, the forms, shared rules, the generated client).
const sources = ['src/web', 'src/shared', 'machines', 'forms', 'generated'];
const newest = Math.max(...sources.map(newestSource));
const stale = built.some((file) => !existsSync(file) || newest > statSync(file).mtimeMs);
if (stale) {
  console.log('Building the web app (dist/web) and its screens for the server (dist/picture)…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--ssr', 'ServerPicture.tsx', '--logLevel', 'warn'], { stdio: 'inherit' });
}
