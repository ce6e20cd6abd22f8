import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3950';
const [user, path] = [process.argv[2], process.argv[3]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext();
const login = await context.request.post(`${base}/api/user/login`, { data: { username: user, password: 'Demo#2026' } });
const page = await context.newPage();
await page.goto(base + '/auth/login');
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['disabled-by-default-v8.cpu_profiler', 'v8.execute', 'devtools.timeline', 'blink', 'disabled-by-default-devtools.timeline'] });
await page.goto(base + path, { waitUntil: 'networkidle' });
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const natives = new Map();
const mainPid = events.find((e) => e.name === 'TracingStartedInBrowser')?.pid;
for (const e of events) { if (e.ph === 'X' && e.dur && ['UpdateLayoutTree','Layout','ParseHTML','ParseAuthorStyleSheet','RecalculateStyles','Paint','PrePaint','Layerize','Commit','ScheduleStyleRecalculation','EvaluateScript','v8.compile','FunctionCall','RunTask','GCEvent','MinorGC','MajorGC','HitTest','UpdateLayerTree','v8.run'].includes(e.name)) natives.set(e.name, (natives.get(e.name) ?? 0) + e.dur / 1000); }
console.log([...natives].sort((a,b)=>b[1]-a[1]).map(([k,v])=>`${k} ${Math.round(v)}`).join(' | '));
const big = events.filter(e => e.name === 'UpdateLayoutTree' && e.dur > 5000).map(e => [Math.round(e.dur/1000), e.args?.elementCount ?? e.args?.beginData?.elementCount]);
console.log('style recalcs > 5ms', JSON.stringify(big));
const lays = events.filter(e => e.name === 'Layout' && e.dur > 5000).map(e => Math.round(e.dur/1000));
console.log('layouts > 5ms', JSON.stringify(lays));
const nodes = new Map(); const self = new Map();
for (const e of events) {
  if (e.name !== 'ProfileChunk') continue;
  const p = e.args.data.cpuProfile || {};
  for (const n of p.nodes || []) nodes.set(`${e.pid}:${e.id}:${n.id}`, n);
  const deltas = e.args.data.timeDeltas || [];
  (p.samples || []).forEach((id, i) => { const n = nodes.get(`${e.pid}:${e.id}:${id}`); if (!n) { globalThis.miss = (globalThis.miss ?? 0) + 1; return; } const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${(f.url||'').replace(/.*assets\//,'')}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000); });
}
console.log('missed', globalThis.miss, 'chunks', events.filter(e=>e.name==='ProfileChunk').length, 'profiles', new Set(events.filter(e=>e.name==='ProfileChunk').map(e=>e.pid+'/'+e.id)).size);
const byFile = new Map();
for (const [k, v] of self) { const file = k.split(' ').slice(-1)[0].split(':')[0]; byFile.set(file, (byFile.get(file) ?? 0) + v); }
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${Math.round(v)} ms ${k}`).join('\n'));
console.log('---');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${Math.round(v)} ms ${k}`).join('\n'));
await browser.close();
