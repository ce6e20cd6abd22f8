import { buildDataset } from './buildDataset.ts';

/**
 * `npm run bench:data`: builds the bench's data set on its own, to measure against again and again
 * (`BENCH_DATABASE_URL`, default postgres://postgres@127.0.0.1:5432/goods_return_bench, dropped and
 * created; or `BENCH_PGLITE_DIR`), with `BENCH_RETURNS` returns (1,000,000; 100,000 in PGlite) over
 * the demo master data at `SEED_SCALE` (200).
 */
const pgliteDir = process.env.BENCH_PGLITE_DIR;
const place = pgliteDir ? { pgliteDir } : { postgres: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/goods_return_bench' };
const returns = Number(process.env.BENCH_RETURNS ?? (pgliteDir ? 100_000 : 1_000_000));
const scale = Number(process.env.SEED_SCALE ?? 200);

console.log(`Building ${returns.toLocaleString('en')} returns at SEED_SCALE=${scale} in ${pgliteDir ?? place.postgres}`);
buildDataset(place, { returns, scale }).then(
  (seconds) => console.log(`Built in ${seconds.toFixed(0)} s.`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
