import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { writePerformanceSection } from './performanceDoc.ts';
import { describePostgres } from './describeDataset.ts';
import { serverIsCompiled, signIn, startServer, stop, waitFor } from './serverUnderTest.ts';
import { soakUsers, type Ask } from './soakUsers.ts';

/**
 * `npm run bench:soak` (issue 57 item 6): the compiled server, with the memory bounds an operator
 * gives it (docs/operations.md), on a PostgreSQL data set (BENCH_DATABASE_URL; 100,000 returns:
 * `BENCH_RETURNS=100000 SEED_SCALE=20 npm run bench:data`), used by twenty people at once for
 * SOAK_SECONDS (600): deciders approving, lists, dashboards, reports and Excel exports
 * (soakUsers.ts), each with a pause of 0.2–0.8 s between two requests. Every SOAK_SAMPLE_SECONDS
 * (10) it records the requests answered, the failures, the p99 and the server's resident memory;
 * at the end, per kind of request. Outside CI it writes docs/performance.md. It fails when a
 * request failed (an error of the server, a refusal of a valid request, a dropped connection):
 * under a long load the product answers every request, or the soak says which did not.
 */
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/goods_return_bench';
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);

interface Tally {
  requests: number;
  failed: number;
  /** Decisions the server refused because another user had decided first (409): the product's answer to a race. */
  refused: number;
  milliseconds: number[];
}
const emptyTally = (): Tally => ({ requests: 0, failed: 0, refused: 0, milliseconds: [] });
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
};

/** The server's resident memory now and at its peak, in MB (/proc). */
function memoryMb(server: ChildProcess): { now: number; peak: number } {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const window = emptyTally();
const byKind = new Map<Ask['kind'], Tally>();
const failures = new Map<string, number>();

function record(user: string, ask: Ask, milliseconds: number, status: number | 'no answer', detail?: string) {
  const refused = ask.kind === 'decision' && status === 409;
  const failed = !refused && (status === 'no answer' || status >= 400);
  if (failed) {
    const what = `${user}: ${ask.method} ${ask.path.split('?')[0]!.replace(/\/[^/]*\d[^/]*/g, '/…')} → ${status}${detail ? ` (${detail})` : ''}`;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  }
  const kind = byKind.get(ask.kind) ?? emptyTally();
  byKind.set(ask.kind, kind);
  for (const tally of [window, kind]) {
    tally.requests++;
    tally.failed += failed ? 1 : 0;
    tally.refused += refused ? 1 : 0;
    tally.milliseconds.push(milliseconds);
  }
}

/** One user for the soak's time: each request asked, timed and tallied, then a pause as a person's. */
async function soakUser({ user, scenario }: (typeof soakUsers)[number], token: string, until: number): Promise<void> {
  const answers = new Map<string, unknown>();
  const read = async (path: string) => answers.get(path);
  for await (const ask of scenario(read)) {
    if (Date.now() >= until) return;
    const started = performance.now();
    try {
      const answer = await fetch(`${base}${ask.path}`, {
        method: ask.method,
        headers: { authorization: `Bearer ${token}`, ...(ask.body ? { 'content-type': 'application/json' } : {}) },
        ...(ask.body ? { body: JSON.stringify(ask.body) } : {}),
      });
      const json = ask.kind !== 'export' && answer.headers.get('content-type')?.includes('json');
      const body = json ? await answer.json() : await answer.arrayBuffer();
      const detail = answer.status >= 400 ? String((body as { detail?: unknown }).detail ?? '').replace(/[A-Z]{3}\d+/g, '…') : undefined;
      record(user, ask, performance.now() - started, answer.status, detail);
      answers.set(ask.path, body);
    } catch {
      record(user, ask, performance.now() - started, 'no answer');
      answers.set(ask.path, { data: [] });
    }
    await delay(200 + Math.random() * 600);
  }
}

async function main(): Promise<void> {
  const server = startServer(port, { DATABASE_URL: databaseUrl });
  try {
    await waitFor(`${base}/api/docs/json`);
    const tokens = new Map<string, string>();
    for (const { user } of soakUsers) if (!tokens.has(user)) tokens.set(user, await signIn(base, user));
    const dataset = await describePostgres(databaseUrl);
    const started = Date.now();
    const until = started + seconds * 1000;
    const samples: string[] = [];
    const sampler = setInterval(() => {
      const memory = memoryMb(server);
      const row = `| ${Math.round((Date.now() - started) / 1000)} | ${window.requests} | ${(window.requests / sampleSeconds).toFixed(1)} | ${window.failed} | ${window.refused} | ${percentile(window.milliseconds, 99)} | ${memory.now} |`;
      samples.push(row);
      console.log(row);
      Object.assign(window, emptyTally());
    }, sampleSeconds * 1000);
    console.log('| s | requests | req/s | failed | refused | p99 ms | server RSS MB |');
    await Promise.all(soakUsers.map((user) => soakUser(user, tokens.get(user.user)!, until)));
    clearInterval(sampler);
    const memory = memoryMb(server);
    const kinds = [...byKind].map(
      ([kind, t]) =>
        `| ${kind} | ${t.requests} | ${t.failed} | ${t.refused} | ${percentile(t.milliseconds, 50)} | ${percentile(t.milliseconds, 99)} | ${Math.round(Math.max(...t.milliseconds))} |`,
    );
    const total = [...byKind.values()].reduce((sum, t) => sum + t.requests, 0);
    const failed = [...byKind.values()].reduce((sum, t) => sum + t.failed, 0);
    const report = [
      `Measured by \`npm run bench:soak\` on ${new Date().toISOString().slice(0, 10)}: ${dataset}; ${soakUsers.length} users for ${seconds} s, ${serverIsCompiled ? 'the compiled server' : 'the server from its sources (not built)'} with the operator's memory bounds (docs/operations.md), the load on the same machine (${cpus().length} cores). ${total} requests (${(total / seconds).toFixed(1)}/s), ${failed} failed; the server's resident memory ${memory.now} MB at the end, ${memory.peak} MB at its peak.`,
      '',
      '| kind | requests | failed | refused (409: decided by another) | p50 ms | p99 ms | slowest ms |',
      '|---|---|---|---|---|---|---|',
      ...kinds,
      ...(failures.size ? ['', 'Failed:', ...[...failures].map(([what, n]) => `- ${what}: ${n}`)] : []),
      '',
      `Every ${sampleSeconds} s:`,
      '',
      '| s | requests | req/s | failed | refused | p99 ms | server RSS MB |',
      '|---|---|---|---|---|---|---|',
      ...samples,
    ].join('\n');
    console.log(`\n${report}`);
    if (!process.env.CI) writePerformanceSection('bench:soak', report);
    if (failed > 0) throw new Error(`${failed} requests failed under the soak.`);
  } finally {
    await stop(server);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
