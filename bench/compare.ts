import { writePerformanceSection } from './performanceDoc.ts';
import { countsText, pgliteCounts, postgresCounts } from './describeDataset.ts';
import { measure, measuredSeconds, signIn, startServer, stop, targets, waitFor, type Measured, type Target } from './serverUnderTest.ts';

/**
 * `npm run bench:compare`: the same work lists on the same data in PGlite and in PostgreSQL
 * (BENCH_PGLITE_DIR and BENCH_DATABASE_URL, each built by `npm run bench:data` with the same
 * BENCH_RETURNS and SEED_SCALE, which it checks by counting both), and the ratio of their
 * throughput; written into docs/performance.md. Both servers run side by side and each target
 * is measured on one, then at once on the other, so that a machine slower for a while slows both
 * alike. Numbers, never a pass or fail.
 */
const port = Number(process.env.BENCH_PORT ?? 3900);
const pgliteDir = process.env.BENCH_PGLITE_DIR;
const databaseUrl = process.env.BENCH_DATABASE_URL;
/** Only the targets whose name contains this; the docs are then left as they are. */
const only = process.env.BENCH_ONLY;
const compared = targets.filter((t) => (typeof t.path === 'string' || t.name === 'A return document') && (!only || t.name.includes(only)));

/** What a target measured on one server, or null when its data holds nothing to ask for. */
async function measureOn(base: string, target: Target): Promise<Measured | null> {
  const token = await signIn(base, target.user);
  const path = typeof target.path === 'string' ? target.path : await target.path(base, token);
  return path ? measure(`${base}${path}`, token) : null;
}

async function main(): Promise<void> {
  if (!pgliteDir || !databaseUrl) throw new Error('Set BENCH_PGLITE_DIR and BENCH_DATABASE_URL to data sets of the same size (npm run bench:data).');
  // The same data set in both, or the ratios would compare different work.
  const [inPostgres, inPglite] = [await postgresCounts(databaseUrl), await pgliteCounts(pgliteDir)];
  if (JSON.stringify(inPostgres) !== JSON.stringify(inPglite))
    throw new Error(`The data sets differ: PostgreSQL holds ${countsText(inPostgres)}, PGlite ${countsText(inPglite)}.`);
  const postgresBase = `http://127.0.0.1:${port}`;
  const pgliteBase = `http://127.0.0.1:${port + 1}`;
  const servers = [startServer(port, { DATABASE_URL: databaseUrl }), startServer(port + 1, { PGLITE_DIR: pgliteDir })];
  const rows: string[] = [];
  try {
    await Promise.all([waitFor(`${postgresBase}/api/docs/json`), waitFor(`${pgliteBase}/api/docs/json`)]);
    for (const target of compared) {
      const pg = await measureOn(postgresBase, target);
      const lite = await measureOn(pgliteBase, target);
      console.log(target.name, { postgres: pg, pglite: lite });
      if (pg && lite)
        rows.push(
          `| ${target.name} | ${pg.p50} / ${pg.p99} ms, ${pg.rps} req/s | ${lite.p50} / ${lite.p99} ms, ${lite.rps} req/s | ${(lite.rps / pg.rps).toFixed(2)} |`,
        );
    }
  } finally {
    await Promise.all(servers.map(stop));
  }
  const report = [
    `Measured by \`npm run bench:compare\` on ${new Date().toISOString().slice(0, 10)} on the same data set in PostgreSQL and in PGlite, ${countsText(inPostgres)} in each; 10 connections, ${measuredSeconds} s each, each target on one database and then on the other.`,
    '',
    '| what | PostgreSQL p50 / p99 | PGlite p50 / p99 | PGlite ÷ PostgreSQL (req/s) |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${report}`);
  if (only) return;
  writePerformanceSection('compare', report);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
