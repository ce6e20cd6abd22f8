import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const fs = require('fs');
const opened = new Map(); let counting = false;
for (const name of ['openSync', 'closeSync', 'fstatSync', 'lstatSync', 'statSync']) { const orig = fs[name]; fs[name] = (...a) => { if (counting) { const k = name + ' ' + (typeof a[0] === 'string' ? a[0].replace(/.*bench-pglite\//, '') : 'fd'); opened.set(k, (opened.get(k) ?? 0) + 1); } return orig(...a); }; }
const { PGlite } = await import('@electric-sql/pglite');
const { readFileSync } = await import('node:fs');
const pg = new PGlite({ dataDir: '/tmp/bench-pglite' });
await pg.waitReady;
for (const line of readFileSync(process.argv[2], 'utf8').trim().split('\n')) {
  const { sql, params } = JSON.parse(line);
  for (let i = 0; i < 5; i++) await pg.query(sql, params);
  opened.clear(); counting = true; for (let i = 0; i < 10; i++) await pg.query(sql, params); counting = false;
  console.log(sql.slice(0, 40), [...opened].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k}=${v / 10}`).join('  '));
}
await pg.close();
