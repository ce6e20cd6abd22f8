import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildDataset } from './buildDataset.ts';
import { writePerformanceSection } from './performanceDoc.ts';
import { benchPassword, signIn, startServer, stop, waitFor } from './serverUnderTest.ts';

/**
 * `npm run bench:mixed` (issue 36): deciders and analysts at once, first with every read on the
 * primary, then with READ_DATABASE_URL naming a streaming replica. A primary and a replica of it
 * are started (scripts/replicaPair.sh), a data set is built on the primary (BENCH_RETURNS, 100,000;
 * SEED_SCALE, 20), and for BENCH_SECONDS (20) five connections ask the deciders' work lists (FSS,
 * Chief Delivery, Chief Warehouse) while five ask the analysts' reads (Report Header and Report
 * Details of every plant, the dashboard's counters) and one exports Report Header to Excel again
 * and again. It reports the work lists' latency and rate, the analysts' rate, and the CPU seconds
 * the primary's and the replica's PostgreSQL processes spent, into docs/performance.md.
 */
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const returns = Number(process.env.BENCH_RETURNS ?? 100_000);
const scale = Number(process.env.SEED_SCALE ?? 20);
const allPlants = 'plantCode=1001,1002,1003';

const deciders = [
  { user: 'fss', path: '/api/return/myapproval?stepCode=SALES&pageSize=10' },
  { user: 'chief_delivery', path: '/api/return/delivery?pageSize=10' },
  { user: 'chief_warehouse', path: '/api/return/warehouse?pageSize=10' },
];
const analysts = [
  { user: 'display', path: `/api/return?${allPlants}&pageSize=10` },
  { user: 'display', path: `/api/return/items?${allPlants}&pageSize=10` },
  { user: 'display', path: '/api/query/sp/sp_DashboardpendingProses?username=' },
];
const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
/** A week of registrations in every plant, exported again and again. */
const exportPath = `/api/return/xlsx?startDate=${day(7)}&endDate=${day(0)}&${allPlants}`;

/** CPU seconds spent so far by a PostgreSQL server: its postmaster and every process it started. */
function cpuSeconds(dataDir: string): number {
  const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
  let total = 0;
  for (const entry of execFileSync('ls', ['/proc']).toString().split('\n')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      if (pid !== postmaster && Number(fields[1]) !== postmaster) continue;
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // A process that ended meanwhile.
    }
  }
  return total;
}

interface Load {
  p50: number;
  p99: number;
  rps: number;
  failed: number;
}

async function load(targets: { user: string; path: string }[], tokens: Map<string, string>, connections: number): Promise<Load> {
  const results = await Promise.all(
    targets.map((t) =>
      autocannon({
        url: `${base}${t.path}`,
        connections: Math.max(1, Math.round(connections / targets.length)),
        duration: seconds,
        headers: { authorization: `Bearer ${tokens.get(t.user)}` },
      }),
    ),
  );
  return {
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

/** Exports one after another while the loads run; how many finished. */
async function exportsDuring(token: string, until: number): Promise<number> {
  let done = 0;
  while (Date.now() < until) {
    const answer = await fetch(`${base}${exportPath}`, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    if (answer.ok) done++;
  }
  return done;
}

async function run(label: string, env: Record<string, string>, dirs: { primary: string; standby: string }) {
  const server = startServer(port, env);
  try {
    await waitFor(`${base}/api/docs/json`);
    const tokens = new Map<string, string>();
    for (const user of new Set([...deciders, ...analysts].map((t) => t.user))) tokens.set(user, await signIn(base, user));
    // Warm: each target once.
    for (const t of [...deciders, ...analysts])
      await (await fetch(`${base}${t.path}`, { headers: { authorization: `Bearer ${tokens.get(t.user)}` } })).arrayBuffer();
    const cpuBefore = { primary: cpuSeconds(dirs.primary), standby: cpuSeconds(dirs.standby) };
    const [work, reads, exports] = await Promise.all([
      load(deciders, tokens, 5),
      load(analysts, tokens, 5),
      exportsDuring(tokens.get('display')!, Date.now() + seconds * 1000),
    ]);
    const cpu = { primary: cpuSeconds(dirs.primary) - cpuBefore.primary, standby: cpuSeconds(dirs.standby) - cpuBefore.standby };
    const share = cpu.primary / Math.max(cpu.primary + cpu.standby, 0.001);
    const row = `| ${label} | ${work.p50} | ${work.p99} | ${work.rps} | ${reads.rps} | ${exports} | ${cpu.primary.toFixed(1)} | ${cpu.standby.toFixed(1)} | ${Math.round(share * 100)} % |${work.failed + reads.failed ? ` ${work.failed + reads.failed} failed` : ''}`;
    console.log(row);
    return row;
  } finally {
    await stop(server);
  }
}

async function main(): Promise<void> {
  const pair = Object.fromEntries(
    execFileSync('scripts/replicaPair.sh', ['start'])
      .toString()
      .split('\n')
      .flatMap((line) => [...line.matchAll(/(\w+)='([^']*)'/g)].map((m) => [m[1]!, m[2]!])),
  ) as Record<string, string>;
  const dirs = { primary: `${pair.REPLICA_DIR}/primary`, standby: `${pair.REPLICA_DIR}/standby` };
  try {
    const primary = pair.REPLICA_PRIMARY_URL!.replace(/\/postgres$/, '/goods_return_bench');
    const standby = pair.REPLICA_STANDBY_URL!.replace(/\/postgres$/, '/goods_return_bench');
    console.log(`Building ${returns.toLocaleString('en')} returns at SEED_SCALE=${scale} on the primary`);
    await buildDataset({ postgres: primary }, { returns, scale });
    await caughtUp(pair.REPLICA_PRIMARY_URL!, pair.REPLICA_STANDBY_URL!);
    const rows = [
      await run('every read on the primary', { DATABASE_URL: primary, DEMO_PASSWORD: benchPassword }, dirs),
      await run('reports, dashboards and exports on the replica', { DATABASE_URL: primary, READ_DATABASE_URL: standby, DEMO_PASSWORD: benchPassword }, dirs),
    ];
    const report = [
      `Measured by \`npm run bench:mixed\` on ${new Date().toISOString().slice(0, 10)}: ${returns.toLocaleString('en')} returns at SEED_SCALE=${scale}; a primary and a streaming replica, the server and the load on one machine (${cpus().length} cores), ${seconds} s each.`,
      'Deciders: five connections over the FSS, Chief Delivery and Chief Warehouse lists. Analysts: five connections over Report Header and Report Details of every plant and the dashboard counters, and one Report Header export after another.',
      '',
      '| run | work lists p50 ms | work lists p99 ms | work lists req/s | analysts req/s | exports | primary CPU s | replica CPU s | primary share |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    console.log(`\n${report}`);
    writePerformanceSection('bench:mixed', report);
  } finally {
    execFileSync('scripts/replicaPair.sh', ['stop', pair.REPLICA_DIR!]);
  }
}

/** Waits until the replica has replayed all the primary wrote (the data set). */
async function caughtUp(primaryUrl: string, standbyUrl: string): Promise<void> {
  const primary = new pg.Client({ connectionString: primaryUrl });
  const standby = new pg.Client({ connectionString: standbyUrl });
  await primary.connect();
  await standby.connect();
  try {
    const target = (await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!.lsn;
    for (;;) {
      const { rows } = await standby.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [target]);
      if (rows[0]!.done) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await primary.end();
    await standby.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
