import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePerformanceSection } from './performanceDoc.ts';
import { measure, measureBeside, measuredSeconds as seconds, peakMemoryMb, signIn, startServer, stop, targets, waitFor } from './serverUnderTest.ts';
import { signInPageBytes } from './signInPageBytes.ts';
import { timeExport } from './exportTiming.ts';
import { describePostgres } from './describeDataset.ts';
import { timeAnalystViews } from './analystViews.ts';

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
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** Only the targets whose name contains this (a smoke run). */
const only = process.env.BENCH_ONLY;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'goods-return-bench-'));
  const database: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: join(dataDir, 'data') };
  const server = startServer(port, database);
  const bare = databaseUrl
    ? spawn(process.execPath, ['--import', 'tsx', 'bench/bareServer.ts'], {
        env: { ...process.env, BENCH_BARE_PORT: String(barePort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : null;
  try {
    await waitFor(`${base}/api/docs/json`);
    if (bare) await waitFor(`http://127.0.0.1:${barePort}/fss`);
    const tokens = new Map<string, string>();
    // The server as it runs, not as it starts: one untimed run first, while V8 compiles its hot
    // code on the same two cores (the first target measured 5–10 ms more at p99 without it).
    const [first] = targets.filter((t) => !only || t.name.includes(only));
    if (first && typeof first.path === 'string') {
      tokens.set(first.user, await signIn(base, first.user));
      await measure(`${base}${first.path}`, tokens.get(first.user)!);
    }
    const rows: string[] = [];
    const firstPages = new Map<string, number>();
    for (const target of targets.filter((t) => !only || t.name.includes(only))) {
      const token = tokens.get(target.user) ?? (await signIn(base, target.user));
      tokens.set(target.user, token);
      const path = typeof target.path === 'string' ? target.path : await target.path(base, token);
      if (path === null) {
        rows.push(`| ${target.name} | | | | | nothing to ask for in this data |`);
        continue;
      }
      // A target with a bare route is measured in turns with it (measureBeside): the ratio of the same seconds.
      const beside = bare && target.bare ? await measureBeside(`${base}${path}`, token, `http://127.0.0.1:${barePort}${target.bare}`) : null;
      const m = beside ? beside.app : await measure(`${base}${path}`, token);
      const bareMeasured = beside?.bare ?? null;
      if (target.name.endsWith('page 1')) firstPages.set(target.name.split(',')[0]!, m.p50);
      const ofFirst = firstPages.get(target.name.split(',')[0]!);
      const notes = [
        bareMeasured
          ? `bare Fastify, same SQL: p50 ${bareMeasured.p50} ms, p99 ${bareMeasured.p99} ms, ${bareMeasured.rps} req/s (${(m.rps / bareMeasured.rps).toFixed(2)} of bare's rate, p99 ${(m.p99 / Math.max(bareMeasured.p99, 1)).toFixed(2)} × bare's)`
          : '',
        !target.name.endsWith('page 1') && ofFirst ? `p50 ${(m.p50 / Math.max(ofFirst, 1)).toFixed(1)} × page 1` : '',
        m.failed ? `${m.failed} failed` : '',
      ].filter(Boolean);
      rows.push(`| ${target.name} | ${target.user} | ${m.p50} | ${m.p99} | ${m.rps} | ${notes.join('; ')} |`);
      console.log(rows.at(-1));
    }
    // The analysts' views once per period each (their answers are cached a few seconds, so a rate would measure the cache).
    const analystRows = await timeAnalystViews(base, async (user) => tokens.get(user) ?? tokens.set(user, await signIn(base, user)).get(user)!, only);
    analystRows.forEach((row) => console.log(row));
    // The exports once each (a download is one long request, not a rate): a month of registrations.
    const exports = await timeExport(base, () => tokens.get('display') ?? signIn(base, 'display'), server, Number(process.env.BENCH_EXPORT_DAYS ?? 36), only);
    const exportRows = exports.map((e) => `| ${e.name} | ${e.lines.toLocaleString('en')} | ${e.seconds} | ${e.megabytes} | ${e.rssGrowthMb} |`);
    exportRows.forEach((row) => console.log(row));
    const memory = peakMemoryMb(server);
    const signInPage = await signInPageBytes(`${base}/auth/login`);
    const where = databaseUrl ? await describePostgres(databaseUrl) : `PGlite, the demo data at SEED_SCALE=${process.env.SEED_SCALE ?? 1}`;
    const report = [
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${where}; the server and autocannon (10 connections, ${seconds} s each) on one machine (${cpus().length} cores).`,
      '',
      '| what | user | p50 ms | p99 ms | req/s | |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      ...(exportRows.length ? ['| export | rows | seconds | MB | server memory growth MB |', '|---|---|---|---|---|', ...exportRows, ''] : []),
      ...(analystRows.length ? ["| analysts' view, read once per period (not cached) | median ms | slowest ms |", '|---|---|---|', ...analystRows, ''] : []),
      `Server memory at its peak: ${memory} MB. The sign-in page: ${Math.round(signInPage.bytes / 1024)} KB on the wire in ${signInPage.requests} requests (${Math.round(signInPage.scriptBytes / 1024)} KB of it JavaScript, ${Math.round(signInPage.styleBytes / 1024)} KB CSS), as Chromium loads it.`,
    ].join('\n');
    console.log(`\n${report}`);
    if (databaseUrl && !only) writePerformanceSection('bench', report);
  } finally {
    await stop(server);
    if (bare) await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
