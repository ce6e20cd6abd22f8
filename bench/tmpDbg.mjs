import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite({ dataDir: '/tmp/fsprobe', debug: 2 });
await pg.waitReady;
await pg.close();
