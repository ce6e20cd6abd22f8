import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';

/** The bench's server under test and how it is measured: its users, its targets, autocannon with ten connections. */

export const benchPassword = 'Demo#2026';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const measuredSeconds = seconds;

/**
 * The memory bounds docs/operations.md gives an operator (NODE_OPTIONS): the bench measures the
 * server with them; BENCH_NODE_ARGS go to its node after them (a profiler, other bounds).
 */
const operatorFlags = ['--max-old-space-size=320', '--max-semi-space-size=32'];

/** Whether the server measured is the compiled one `npm start` runs (`npm run build`), or its sources through tsx. */
export const serverIsCompiled = existsSync('dist/server/src/server/main.js');
const serverEntry = serverIsCompiled ? ['--enable-source-maps', 'dist/server/src/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];

/** The real server on `port`, on the database `database` names (DATABASE_URL or PGLITE_DIR); BENCH_NODE_ARGS go to its node too (a profiler, other bounds). */
export function startServer(port: number, database: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...operatorFlags, ...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), ...serverEntry], {
    env: {
      ...process.env,
      ...database,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_PASSWORD: benchPassword,
      LOG_LEVEL: 'warn',
      SEED_SCALE: process.env.SEED_SCALE ?? '1',
      // The bench measures the product, not an ERP: on PostgreSQL the simulators are asked for by name.
      ERP_SIMULATOR: 'on',
      FAREYE_SIMULATOR: 'on',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface Target {
  name: string;
  user: string;
  /** A path, or how to find one; null when the data holds nothing to ask for. */
  path: string | ((base: string, token: string) => Promise<string | null>);
  /** A bare Fastify path running the same SQL, for the ratio. */
  bare?: string;
}

export async function signIn(base: string, user: string): Promise<string> {
  const answer = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password: benchPassword }),
  });
  if (!answer.ok) throw new Error(`${user} could not sign in: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data.accessToken as string;
}

const get = async (base: string, path: string, token: string) => (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();

/** The first return of the Chief Delivery list, as a user opens it from there. */
async function firstReturnPath(base: string, token: string): Promise<string | null> {
  const returnId = (await get(base, '/api/return/delivery?pageSize=1', token)).data[0]?.returnId;
  return returnId ? `/api/return/${returnId}` : null;
}

/** The item report of Report Details' newest line, as a user opens it from there. */
async function firstReportItemPath(base: string, token: string): Promise<string | null> {
  const lineId = (await get(base, '/api/return/items?plantCode=1001&pageSize=1', token)).data?.[0]?.returnd_id;
  return lineId ? `/api/return/items/${lineId}` : null;
}

/** The Report Header's search of every plant of head office. */
const allPlants = 'plantCode=1001,1002,1003';

/** The Report Header's last page by its number (read backwards from the end), as the pager jumps there. */
async function headerLastPageByNumber(base: string, token: string): Promise<string | null> {
  const { totalRecord } = await get(base, `/api/return?${allPlants}&pageSize=10`, token);
  return totalRecord > 10 ? `/api/return?${allPlants}&pageSize=10&pageNo=${Math.ceil(totalRecord / 10)}` : null;
}

/** The Report Header's last page reached as Next reaches it: the cursor the page before the last answers. */
async function headerLastPageByCursor(base: string, token: string): Promise<string | null> {
  const { totalRecord } = await get(base, `/api/return?${allPlants}&pageSize=10`, token);
  const pages = Math.ceil(totalRecord / 10);
  if (pages < 2) return null;
  const before = await get(base, `/api/return?${allPlants}&pageSize=10&pageNo=${pages - 1}`, token);
  return before.nextCursor ? `/api/return?${allPlants}&pageSize=10&after=${before.nextCursor}` : null;
}

/** The FSS list's last page by its number, as the pager jumps there (OFFSET). */
async function lastPageByNumber(base: string, token: string): Promise<string | null> {
  const { totalRecord } = await get(base, '/api/return/myapproval?stepCode=SALES&pageSize=10', token);
  return totalRecord > 10 ? `/api/return/myapproval?stepCode=SALES&pageSize=10&pageNo=${Math.ceil(totalRecord / 10)}` : null;
}

/** A page among the FSS list's last, reached as Next reaches it: by the cursor of the page before (walked 1,000 rows at a time). */
async function deepPageByCursor(base: string, token: string): Promise<string | null> {
  let after: string | undefined;
  let before: string | undefined;
  for (;;) {
    const page = await get(base, `/api/return/myapproval?stepCode=SALES&pageSize=1000${after ? `&after=${after}` : ''}`, token);
    if (!page.nextCursor) break;
    before = after;
    after = page.nextCursor;
  }
  const cursor = after ?? before;
  return cursor ? `/api/return/myapproval?stepCode=SALES&pageSize=10&after=${cursor}` : null;
}

export const targets: Target[] = [
  { name: 'FSS/ASM/BM list, page 1', user: 'fss', path: '/api/return/myapproval?stepCode=SALES&pageSize=10', bare: '/fss' },
  { name: 'FSS/ASM/BM list, a last page by cursor (Next)', user: 'fss', path: deepPageByCursor },
  { name: 'FSS/ASM/BM list, the last page by number (a jump)', user: 'fss', path: lastPageByNumber },
  { name: 'BRQA list, page 1', user: 'brqa', path: '/api/return/myapproval?stepCode=BRQA&pageSize=10', bare: '/brqa' },
  { name: 'QA HO list, page 1', user: 'qaho', path: '/api/return/myapproval?stepCode=QAHO&pageSize=10', bare: '/qaho' },
  { name: 'Client list, page 1', user: 'client', path: '/api/return/myapproval?stepCode=CLIENT&pageSize=10', bare: '/client' },
  { name: 'Chief Delivery list, page 1', user: 'chief_delivery', path: '/api/return/delivery?pageSize=10', bare: '/delivery' },
  { name: 'Chief Warehouse list, page 1', user: 'chief_warehouse', path: '/api/return/warehouse?pageSize=10', bare: '/warehouse' },
  { name: 'Reject Return list, page 1', user: 'chief_warehouse', path: '/api/return/reject?pageSize=10' },
  { name: 'Dashboard New Registration, page 1', user: 'display', path: '/api/dashboard/return?pageSize=10', bare: '/dashboard/new' },
  { name: 'Dashboard Need Approval of a decider, page 1', user: 'fss', path: '/api/dashboard/approval?pageSize=10', bare: '/dashboard/need/own' },
  { name: 'Dashboard Need Approval of the whole chain, page 1', user: 'display', path: '/api/dashboard/approval?pageSize=10', bare: '/dashboard/need/chain' },
  { name: 'Dashboard per-step counters', user: 'display', path: '/api/query/sp/sp_DashboardpendingProses?username=' },
  { name: 'Dashboard ended processes', user: 'display', path: '/api/query/sp/sp_DashboardComplateProsess' },
  { name: 'Workflow chart: returns per state', user: 'display', path: '/api/workflow/lifecycle/states' },
  { name: 'Workflow chart: moves of the last 30 days', user: 'display', path: '/api/workflow/lifecycle/moves' },
  { name: 'Report Header, page 1', user: 'sales_service', path: '/api/return?plantCode=1001&pageSize=10' },
  { name: 'Report Header of every plant, page 1', user: 'display', path: `/api/return?${allPlants}&pageSize=10` },
  { name: 'Report Header of every plant, the last page by cursor (Next)', user: 'display', path: headerLastPageByCursor },
  { name: 'Report Header of every plant, the last page by number (a jump)', user: 'display', path: headerLastPageByNumber },
  { name: 'Report Header of a customer name, page 1', user: 'sales_service', path: '/api/return?plantCode=1001&customerName=apotek&pageSize=10' },
  { name: 'Report Details, page 1', user: 'sales_service', path: '/api/return/items?plantCode=1001&pageSize=10' },
  { name: 'Report Details of a material name, page 1', user: 'sales_service', path: '/api/return/items?plantCode=1001&materialName=para&pageSize=10' },
  // A rare name (under one line in a hundred) and a misspelt one (none): a walk newest first would read every line of the plant.
  {
    name: 'Report Details of a rare material name, page 1',
    user: 'sales_service',
    path: '/api/return/items?plantCode=1001&materialName=ranitidine%20150mg%20tab%20btl&pageSize=10',
  },
  {
    name: 'Report Details of a misspelt material name, page 1',
    user: 'sales_service',
    path: '/api/return/items?plantCode=1001&materialName=paracetamoll&pageSize=10',
  },
  { name: 'Report Return Detail (an item report)', user: 'sales_service', path: firstReportItemPath },
  { name: 'A return document', user: 'chief_delivery', path: firstReturnPath },
  { name: 'GET /api/user/me', user: 'fss', path: '/api/user/me' },
];

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within five minutes.`);
}

export interface Measured {
  p50: number;
  p99: number;
  rps: number;
  failed: number;
}

export async function measure(url: string, token?: string): Promise<Measured> {
  // Two seconds unmeasured first, as a server that has run a while: V8 has compiled the handler and the database holds the pages.
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    warmup: { connections: 10, duration: 2 },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), failed: result.non2xx + result.errors };
}

/** How long one turn of a target beside its bare route lasts (measureBeside). */
const TURN_SECONDS = 2;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One side's turns as one measurement: its median p50 and p99, its requests over all its turns. */
function together(turns: Result[]): Measured {
  const requests = turns.reduce((sum, turn) => sum + turn.requests.total, 0);
  const duration = turns.reduce((sum, turn) => sum + turn.duration, 0);
  return {
    p50: median(turns.map((turn) => turn.latency.p50)),
    p99: median(turns.map((turn) => turn.latency.p99)),
    rps: Math.round(requests / Math.max(duration, 1)),
    failed: turns.reduce((sum, turn) => sum + turn.non2xx + turn.errors, 0),
  };
}

/**
 * A target and its bare route (the same SQL on a bare Fastify) measured in turns of two seconds,
 * one after the other, for BENCH_SECONDS each: a machine whose speed swings from one minute to the
 * next (bare alone measured 395 and 631 requests a second a few minutes apart) slows both alike,
 * so their ratio is the product's and not the moment's (issue 58).
 */
export async function measureBeside(url: string, token: string, bareUrl: string): Promise<{ app: Measured; bare: Measured }> {
  const run = (target: string, duration: number, headers?: Record<string, string>) =>
    autocannon({ url: target, connections: 10, duration, ...(headers ? { headers } : {}) });
  const headers = { authorization: `Bearer ${token}` };
  // Two seconds unmeasured first for each, as servers that have run a while.
  await run(url, 2, headers);
  await run(bareUrl, 2);
  const app: Result[] = [];
  const bare: Result[] = [];
  for (let turn = 0; turn < Math.max(1, Math.round(seconds / TURN_SECONDS)); turn++) {
    app.push(await run(url, TURN_SECONDS, headers));
    bare.push(await run(bareUrl, TURN_SECONDS));
  }
  return { app: together(app), bare: together(bare) };
}

/** The most memory the server process held (its peak resident set), in MB. */
export const peakMemoryMb = (server: ChildProcess) =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

export const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};
