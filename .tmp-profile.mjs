import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = 'http://127.0.0.1:3950';
const [user, path] = [process.argv[2], process.argv[3]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext();
const login = await context.request.post(`${base}/api/user/login`, { data: { username: user, password: 'Demo#2026' } });
const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
const page = await context.newPage();
await page.goto(base + '/api/health');
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + path, { waitUntil: 'networkidle' });
const { profile } = await cdp.send('Profiler.stop');
// self time per function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*assets\//,'')}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000); });
const byFile = new Map();
for (const [k, v] of self) { const file = k.split(' ')[1]?.split(':')[0] ?? ''; byFile.set(file, (byFile.get(file) ?? 0) + v); }
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${Math.round(v)} ms ${k}`).join('\n'));
console.log('---');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${Math.round(v)} ms ${k}`).join('\n'));
await browser.close();
