import { readFileSync, writeFileSync } from 'node:fs';
import { measure, measuredSeconds, signIn, startServer, stop, targets, waitFor, type Measured } from './serverUnderTest.ts';

/**
 * `npm run bench:compare`: the same work lists on the same data in PGlite and in PostgreSQL
 * (BENCH_PGLITE_DIR and BENCH_DATABASE_URL, each built by `npm run bench:data` with the same
 * BENCH_RETURNS and SEED_SCALE), one after the other, and the ratio of their throughput; written
 * into docs/performance.md. Numbers, never a pass or fail.
 */
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const pgliteDir = process.env.BENCH_PGLITE_DIR;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const compared = targets.filter((t) => typeof t.path === 'string' || t.name === 'A return document');

async function measureAll(database: Record<string, string>): Promise<Map<string, Measured>> {
  const server = startServer(port, database);
  try {
    await waitFor(`${base}/api/docs/json`);
    const results = new Map<string, Measured>();
    for (const target of compared) {
      const token = await signIn(base, target.user);
      const path = typeof target.path === 'string' ? target.path : await target.path(base, token);
      if (path) results.set(target.name, await measure(`${base}${path}`, token));
      console.log(target.name, results.get(target.name));
    }
    return results;
  } finally {
    await stop(server);
  }
}

async function main(): Promise<void> {
  if (!pgliteDir || !databaseUrl) throw new Error('Set BENCH_PGLITE_DIR and BENCH_DATABASE_URL to data sets of the same size (npm run bench:data).');
  const postgres = await measureAll({ DATABASE_URL: databaseUrl });
  const pglite = await measureAll({ PGLITE_DIR: pgliteDir });
  const rows = compared
    .filter((t) => postgres.has(t.name) && pglite.has(t.name))
    .map((t) => {
      const pg = postgres.get(t.name)!;
      const lite = pglite.get(t.name)!;
      return `| ${t.name} | ${pg.p50} / ${pg.p99} ms, ${pg.rps} req/s | ${lite.p50} / ${lite.p99} ms, ${lite.rps} req/s | ${(lite.rps / pg.rps).toFixed(2)} |`;
    });
  const report = [
    `Measured by \`npm run bench:compare\` on ${new Date().toISOString().slice(0, 10)}: the same data set (BENCH_RETURNS=${process.env.BENCH_RETURNS ?? '?'}, SEED_SCALE=${process.env.SEED_SCALE ?? '?'}) in PostgreSQL and in PGlite, 10 connections, ${measuredSeconds} s each.`,
    '',
    '| what | PostgreSQL p50 / p99 | PGlite p50 / p99 | PGlite ÷ PostgreSQL (req/s) |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${report}`);
  const path = 'docs/performance.md';
  const doc = readFileSync(path, 'utf8');
  const start = '<!-- compare:start -->';
  const end = '<!-- compare:end -->';
  writeFileSync(path, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${report}\n${doc.slice(doc.indexOf(end))}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
