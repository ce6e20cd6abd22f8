import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const fs = require('fs');
const opened = new Map(); let counting = false;
for (const name of ['openSync', 'closeSync']) { const orig = fs[name]; fs[name] = (...a) => { if (counting) { opened.set(name, (opened.get(name) ?? 0) + 1); } return orig(...a); }; }
const { PGlite } = await import('@electric-sql/pglite');
const { readFileSync } = await import('node:fs');
const pg = new PGlite({ dataDir: '/tmp/bench-pglite' });
await pg.waitReady;
const qs = process.argv.slice(2).flatMap((f) => readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l)));
const named = process.env.NAMED === '1';
for (let i = 0; i < 3; i++) for (const q of qs) await pg.query(q.sql, q.params);
opened.clear(); counting = true;
for (let i = 0; i < 10; i++) for (const q of qs) await pg.query(q.sql, q.params);
counting = false;
console.log('per round', [...opened].map(([k, v]) => `${k}=${v / 10}`).join(' '));
await pg.close();
