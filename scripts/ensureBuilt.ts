/**
 * `prestart`: builds the web app when dist/web or dist/picture is missing or older than its sources,
 * and the server (dist/server) when it is missing or older than its own, so `npm install && npm start`
 * works on a fresh clone and runs compiled JavaScript. The build fails on a missing translation.
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

// The server's sources: its own, and what it imports (shared rules, the machines, the generated types).
const serverSources = ['src/server', 'src/shared', 'machines', 'generated'];
const serverEntry = 'dist/server/src/server/main.js';
if (!existsSync(serverEntry) || Math.max(...serverSources.map(newestSource)) > statSync(serverEntry).mtimeMs) {
  console.log('Compiling the server (dist/server)…');
  execFileSync('npx', ['tsx', 'scripts/buildServer.ts'], { stdio: 'inherit' });
}
