import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench`: the real server on a fresh embedded database with the demo data (or on
 * BENCH_DATABASE_URL), ten connections against each list and document a user opens most, and a
 * table of p50, p99 and requests per second. Numbers, never a pass or fail.
 */

const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// The demo data holds master data and users but no returns: the lists answer empty pages until a
// generator of production-size data exists (issue 10); the numbers are the cost of the request itself.
const password = 'Demo#2026';

interface Target {
  name: string;
  user: string;
  /** A path, or how to find one; null when the data holds nothing to ask for. */
  path: string | ((token: string) => Promise<string | null>);
}

async function signIn(user: string): Promise<string> {
  const answer = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password }) });
  if (!answer.ok) throw new Error(`${user} could not sign in: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data.accessToken as string;
}

/** The first return of the Chief Delivery list, as a user opens it from there. */
async function firstReturnPath(token: string): Promise<string | null> {
  const list = await (await fetch(`${base}/api/return/delivery?pageSize=1`, { headers: { authorization: `Bearer ${token}` } })).json();
  const returnId = list.data[0]?.returnId;
  return returnId ? `/api/return/${returnId}` : null;
}

const targets: Target[] = [
  { name: 'FSS/ASM/BM list, page 1', user: 'fss', path: '/api/return/myapproval?stepCode=SALES&pageSize=10' },
  { name: 'Chief Delivery list', user: 'chief_delivery', path: '/api/return/delivery?pageSize=10' },
  { name: 'Chief Warehouse list', user: 'chief_warehouse', path: '/api/return/warehouse?pageSize=10' },
  { name: 'Reject Return list', user: 'chief_warehouse', path: '/api/return/reject?pageSize=10' },
  { name: 'A return document', user: 'chief_delivery', path: firstReturnPath },
  { name: 'GET /api/user/me', user: 'fss', path: '/api/user/me' },
];

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${base}/api/docs/json`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within five minutes.');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'goods-return-bench-'));
  const database = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : { PGLITE_DIR: join(dataDir, 'data') };
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...database, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DEMO_PASSWORD: password, LOG_LEVEL: 'warn', SEED_SCALE: process.env.SEED_SCALE ?? '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer();
    const tokens = new Map<string, string>();
    const rows: string[] = [];
    for (const target of targets) {
      const token = tokens.get(target.user) ?? (await signIn(target.user));
      tokens.set(target.user, token);
      const path = typeof target.path === 'string' ? target.path : await target.path(token);
      if (path === null) {
        rows.push(`| ${target.name} | | | | nothing to ask for in this data |`);
        continue;
      }
      const result = await autocannon({ url: `${base}${path}`, connections: 10, duration: seconds, headers: { authorization: `Bearer ${token}` } });
      const failed = result.non2xx + result.errors;
      rows.push(`| ${target.name} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${failed ? `${failed} failed` : ''} |`);
      console.log(rows.at(-1));
    }
    console.log(`\n${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, demo data at SEED_SCALE=${process.env.SEED_SCALE ?? 1}, 10 connections, ${seconds} s each\n`);
    console.log('| what | p50 ms | p99 ms | req/s | |\n|---|---|---|---|---|');
    console.log(rows.join('\n'));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
