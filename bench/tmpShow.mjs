import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite({ dataDir: process.argv[2] ?? '/tmp/fsprobe' });
await pg.waitReady;
for (const s of ['max_files_per_process', 'shared_buffers', 'work_mem', 'effective_cache_size', 'jit', 'max_parallel_workers_per_gather', 'random_page_cost', 'plan_cache_mode', 'fsync', 'synchronous_commit', 'wal_level', 'huge_pages']) console.log(s, (await pg.query(`show ${s}`)).rows[0][s]);
await pg.close();
