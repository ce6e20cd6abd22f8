import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signInPageBytes } from './signInPageBytes.ts';

/**
 * `npm run bench`: the real server on BENCH_DATABASE_URL (a data set `npm run bench:data` built),
 * or on a fresh embedded database with the demo data; ten connections against every work list,
 * a deep page, a return's document and `/api/user/me`, and a bare Fastify running the same SQL;
 * then p50, p99, requests per second, the server's memory and the sign-in page's bytes. On a
 * PostgreSQL data set it writes docs/performance.md from this run. Numbers, never a pass or fail.
 */

const port = Number(process.env.BENCH_PORT ?? 3900);
const barePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** Only the targets whose name contains this (a smoke run). */
const only = process.env.BENCH_ONLY;
const password = 'Demo#2026';

interface Target {
  name: string;
  user: string;
  /** A path, or how to find one; null when the data holds nothing to ask for. */
  path: string | ((token: string) => Promise<string | null>);
  /** A bare Fastify path running the same SQL, for the ratio. */
  bare?: string;
}

async function signIn(user: string): Promise<string> {
  const answer = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password }) });
  if (!answer.ok) throw new Error(`${user} could not sign in: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data.accessToken as string;
}

const get = async (path: string, token: string) => (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();

/** The first return of the Chief Delivery list, as a user opens it from there. */
async function firstReturnPath(token: string): Promise<string | null> {
  const returnId = (await get('/api/return/delivery?pageSize=1', token)).data[0]?.returnId;
  return returnId ? `/api/return/${returnId}` : null;
}

/** The FSS list's last page by its number, as the pager jumps there (OFFSET). */
async function lastPageByNumber(token: string): Promise<string | null> {
  const { totalRecord } = await get('/api/return/myapproval?stepCode=SALES&pageSize=10', token);
  return totalRecord > 10 ? `/api/return/myapproval?stepCode=SALES&pageSize=10&pageNo=${Math.ceil(totalRecord / 10)}` : null;
}

/** A page among the FSS list's last, reached as Next reaches it: by the cursor of the page before (walked 1,000 rows at a time). */
async function deepPageByCursor(token: string): Promise<string | null> {
  let after: string | undefined;
  let before: string | undefined;
  for (;;) {
    const page = await get(`/api/return/myapproval?stepCode=SALES&pageSize=1000${after ? `&after=${after}` : ''}`, token);
    if (!page.nextCursor) break;
    before = after;
    after = page.nextCursor;
  }
  const cursor = after ?? before;
  return cursor ? `/api/return/myapproval?stepCode=SALES&pageSize=10&after=${cursor}` : null;
}

const targets: Target[] = [
  { name: 'FSS/ASM/BM list, page 1', user: 'fss', path: '/api/return/myapproval?stepCode=SALES&pageSize=10', bare: '/fss' },
  { name: 'FSS/ASM/BM list, a last page by cursor (Next)', user: 'fss', path: deepPageByCursor },
  { name: 'FSS/ASM/BM list, the last page by number (a jump)', user: 'fss', path: lastPageByNumber },
  { name: 'BRQA list, page 1', user: 'brqa', path: '/api/return/myapproval?stepCode=BRQA&pageSize=10' },
  { name: 'QA HO list, page 1', user: 'qaho', path: '/api/return/myapproval?stepCode=QAHO&pageSize=10' },
  { name: 'Client list, page 1', user: 'client', path: '/api/return/myapproval?stepCode=CLIENT&pageSize=10' },
  { name: 'Chief Delivery list, page 1', user: 'chief_delivery', path: '/api/return/delivery?pageSize=10', bare: '/delivery' },
  { name: 'Chief Warehouse list, page 1', user: 'chief_warehouse', path: '/api/return/warehouse?pageSize=10' },
  { name: 'Reject Return list, page 1', user: 'chief_warehouse', path: '/api/return/reject?pageSize=10' },
  { name: 'A return document', user: 'chief_delivery', path: firstReturnPath },
  { name: 'GET /api/user/me', user: 'fss', path: '/api/user/me' },
];

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await fetch(url).then((r) => r.status < 500, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within five minutes.`);
}

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  failed: number;
}

async function measure(url: string, token?: string): Promise<Measured> {
  const result = await autocannon({ url, connections: 10, duration: seconds, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), failed: result.non2xx + result.errors };
}

/** The most memory the server process held (its peak resident set), in MB. */
const peakMemoryMb = (server: ChildProcess) => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'goods-return-bench-'));
  const database = databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: join(dataDir, 'data') };
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...database, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DEMO_PASSWORD: password, LOG_LEVEL: 'warn', SEED_SCALE: process.env.SEED_SCALE ?? '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bare = databaseUrl ? spawn(process.execPath, ['--import', 'tsx', 'bench/bareServer.ts'], { env: { ...process.env, BENCH_BARE_PORT: String(barePort) }, stdio: ['ignore', 'ignore', 'inherit'] }) : null;
  try {
    await waitFor(`${base}/api/docs/json`);
    if (bare) await waitFor(`http://127.0.0.1:${barePort}/fss`);
    const tokens = new Map<string, string>();
    const rows: string[] = [];
    const firstPages = new Map<string, number>();
    for (const target of targets.filter((t) => !only || t.name.includes(only))) {
      const token = tokens.get(target.user) ?? (await signIn(target.user));
      tokens.set(target.user, token);
      const path = typeof target.path === 'string' ? target.path : await target.path(token);
      if (path === null) {
        rows.push(`| ${target.name} | | | | | nothing to ask for in this data |`);
        continue;
      }
      const m = await measure(`${base}${path}`, token);
      const bareMeasured = bare && target.bare ? await measure(`http://127.0.0.1:${barePort}${target.bare}`) : null;
      if (target.name.endsWith('page 1')) firstPages.set(target.name.split(',')[0]!, m.p50);
      const ofFirst = firstPages.get(target.name.split(',')[0]!);
      const notes = [
        bareMeasured ? `bare Fastify, same SQL: p50 ${bareMeasured.p50} ms, p99 ${bareMeasured.p99} ms, ${bareMeasured.rps} req/s (${(m.rps / bareMeasured.rps).toFixed(2)} of bare)` : '',
        !target.name.endsWith('page 1') && ofFirst ? `p50 ${(m.p50 / Math.max(ofFirst, 1)).toFixed(1)} × page 1` : '',
        m.failed ? `${m.failed} failed` : '',
      ].filter(Boolean);
      rows.push(`| ${target.name} | ${target.user} | ${m.p50} | ${m.p99} | ${m.rps} | ${notes.join('; ')} |`);
      console.log(rows.at(-1));
    }
    const memory = peakMemoryMb(server);
    const signInPage = await signInPageBytes(`${base}/auth/login`);
    const where = databaseUrl ? await describeDataset(databaseUrl) : `PGlite, the demo data at SEED_SCALE=${process.env.SEED_SCALE ?? 1}`;
    const report = [
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${where}; the server and autocannon (10 connections, ${seconds} s each) on one machine (${(await import('node:os')).cpus().length} cores).`,
      '',
      '| what | user | p50 ms | p99 ms | req/s | |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      `Server memory at its peak: ${memory} MB. The sign-in page: ${Math.round(signInPage.bytes / 1024)} KB on the wire in ${signInPage.requests} requests (${Math.round(signInPage.scriptBytes / 1024)} KB of it JavaScript, ${Math.round(signInPage.styleBytes / 1024)} KB CSS), as Chromium loads it.`,
    ].join('\n');
    console.log(`\n${report}`);
    if (databaseUrl && !only) writePerformanceDoc(report);
  } finally {
    await stop(server);
    if (bare) await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the data set holds, read from it. */
async function describeDataset(url: string): Promise<string> {
  const { openPostgres } = await import('../src/server/db/database.ts');
  const { sql } = await import('kysely');
  const handle = await openPostgres(url, 1);
  try {
    const counts = (await sql<{ returns: number; lines: number; waiting: number; customers: number }>`
      select (select count(*) from returns)::int as returns, (select count(*) from return_items)::int as lines,
        (select count(*) from returns where status = 'W')::int as waiting, (select count(*) from customers)::int as customers`.execute(handle.db)).rows[0]!;
    const version = (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(handle.db)).rows[0]!.v;
    return `PostgreSQL ${version}, ${counts.returns.toLocaleString('en')} returns with ${counts.lines.toLocaleString('en')} lines (${counts.waiting.toLocaleString('en')} waiting), ${counts.customers.toLocaleString('en')} customers`;
  } finally {
    await handle.close();
  }
}

/** docs/performance.md: its text with the table of this run in place of the last one. */
function writePerformanceDoc(report: string): void {
  const path = 'docs/performance.md';
  const doc = readFileSync(path, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const before = doc.slice(0, doc.indexOf(start) + start.length);
  const after = doc.slice(doc.indexOf(end));
  writeFileSync(path, `${before}\n${report}\n${after}`);
  console.log(`\nWrote ${path}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
