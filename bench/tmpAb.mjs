import autocannon from 'autocannon';
const base = 'http://127.0.0.1:3900';
const [user, path, secs] = process.argv.slice(2);
const r = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: 'Demo#2026' }) });
const token = (await r.json()).data.accessToken;
const res = await autocannon({ url: base + path, connections: 10, duration: Number(secs ?? 10), headers: { authorization: `Bearer ${token}` } });
console.log(path, 'p50', res.latency.p50, 'p99', res.latency.p99, 'rps', res.requests.average, 'non2xx', res.non2xx);
