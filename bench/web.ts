import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { interactions, timeInteraction } from './interactionTimes.ts';
import { median, scoreScreen, type Preset, type ScreenScore } from './lighthouseRuns.ts';
import { writePerformanceSection } from './performanceDoc.ts';
import { benchPassword, peakMemoryMb, startServer, stop, waitFor } from './serverUnderTest.ts';
import { webScreens } from './webScreens.ts';

/**
 * `npm run bench:web` (issue 34): the built app on a fresh embedded database with the demo data
 * (or on BENCH_DATABASE_URL, a data set `npm run bench:data` built, as CI's smoke does: the server
 * starts there in half the time),
 * each screen of webScreens.ts scored by Lighthouse 12 in Debian's Chromium (mobile and desktop
 * presets, BENCH_RUNS runs each, the median), signed in as the role that works there, and the
 * main interactions timed (interactionTimes.ts). Without BENCH_ONLY it writes its tables into
 * docs/performance.md. Numbers, never a pass or fail.
 */
const port = Number(process.env.BENCH_PORT ?? 3900);
const debuggingPort = port + 2;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
const only = process.env.BENCH_ONLY;
const chosen = <T extends { name: string }>(items: T[]) => items.filter((item) => !only || item.name.includes(only));

async function main(): Promise<void> {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensureBuilt.ts'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'goods-return-bench-web-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = startServer(port, databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: join(dataDir, 'data') });
  const base = `http://127.0.0.1:${port}`;
  // The one browser: Lighthouse drives it through its debugging port, in the profile whose cookies the bench signs in.
  const context = await chromium.launchPersistentContext(join(dataDir, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  try {
    await waitFor(`${base}/api/ready`);
    const anyPage = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(anyPage);
    const clearCache = async () => void (await cdp.send('Network.clearBrowserCache'));

    const scores: ScreenScores[] = [];
    for (const screen of chosen(webScreens)) {
      await signInAs(context, base, screen.user);
      // Whether the page came with the screen drawn by the server (http/screenPicture.ts): its first paint is then the screen's.
      const pictured = (await (await context.request.get(`${base}${screen.path}`)).text()).includes('id="drawn-state"');
      const byPreset: Partial<Record<Preset, ScreenScore>> = {};
      for (const preset of presets) {
        byPreset[preset] = await scoreScreen(`${base}${screen.path}`, debuggingPort, preset, runs, clearCache);
        console.log(`${screen.name} (${preset}): ${JSON.stringify(byPreset[preset])}`);
      }
      scores.push({ name: screen.name, user: screen.user, pictured, byPreset });
    }

    const timed: { name: string; inpMs: number }[] = [];
    for (const interaction of chosen(interactions)) {
      await signInAs(context, base, interaction.user);
      // As the screens' scores: the median of the runs, each on a page of its own.
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(await timeInteraction(context, base, interaction));
      const inpMs = median(times);
      console.log(`${interaction.name}: ${inpMs} ms (runs: ${times.join(', ')})`);
      timed.push({ name: interaction.name, inpMs });
    }

    const data = databaseUrl ? 'a data set of `npm run bench:data` (PostgreSQL)' : 'the demo data (PGlite)';
    const report = reportOf(scores, timed, data, peakMemoryMb(server), !databaseUrl);
    console.log(`\n${report}`);
    if (!only) writePerformanceSection('bench:web', report);
  } finally {
    await context.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The browser signed in as `user` (its session cookies; the privacy policy agreed), or signed out for null. */
async function signInAs(context: BrowserContext, base: string, user: string | null): Promise<void> {
  await context.clearCookies();
  if (!user) return;
  const login = await context.request.post(`${base}/api/user/login`, { data: { username: user, password: benchPassword } });
  if (!login.ok()) throw new Error(`${user} could not sign in: ${login.status()} ${await login.text()}`);
  const headers = { authorization: `Bearer ${(await login.json()).data.accessToken}` };
  const me = await (await context.request.get(`${base}/api/user/me`, { headers })).json();
  if (!me.privacy.agreed) await context.request.put(`${base}/api/user/privacy-agreement`, { headers, data: { policyVersion: me.privacy.policyVersion } });
}

interface ScreenScores {
  name: string;
  user: string | null;
  pictured: boolean;
  byPreset: Partial<Record<Preset, ScreenScore>>;
}

function reportOf(scores: ScreenScores[], timed: { name: string; inpMs: number }[], data: string, peakMb: number, embedded: boolean) {
  const ms = (value: number | undefined) => (value === undefined ? '' : `${Math.round(value)}`);
  const cell = (s: ScreenScore | undefined, pick: (s: ScreenScore) => string) => (s ? pick(s) : '');
  const rows = scores.map(({ name, user, pictured, byPreset: { mobile, desktop } }) =>
    [
      pictured ? `${name} (drawn)` : name,
      user ?? '(signed out)',
      cell(mobile, (s) => `${s.score}`),
      cell(mobile, (s) => `${(s.lcpMs / 1000).toFixed(1)}${user && !pictured && s.lcpMs === s.fcpMs ? ' (splash)' : ''}`),
      cell(mobile, (s) => ms(s.tbtMs)),
      cell(mobile, (s) => s.cls.toFixed(3)),
      cell(desktop, (s) => `${s.score}`),
      cell(desktop, (s) => ms(s.tbtMs)),
      cell(desktop, (s) => s.cls.toFixed(3)),
      cell(mobile ?? desktop, (s) => `${s.scripts}`),
      cell(mobile ?? desktop, (s) => `${s.requests}`),
      cell(mobile ?? desktop, (s) => `${Math.round(s.kilobytes)}`),
    ].join(' | '),
  );
  return [
    `Lighthouse 12.2.3 in Debian's Chromium, median of ${runs} runs from a cold HTTP cache, the built app on ${data}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| screen | role | mobile score | mobile LCP s | mobile TBT ms | mobile CLS | desktop score | desktop TBT ms | desktop CLS | scripts | requests | KB on the wire |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((row) => `| ${row} |`),
    ...(scores.some((score) => score.pictured)
      ? [
          '',
          "(drawn): the page came with the screen drawn by the server, with its first rows, and took it over as it was (docs/decisions.md, issue 34 sessions 32 and 33): its first paint is the screen's.",
        ]
      : []),
    ...(rows.some((row) => row.includes('(splash)'))
      ? [
          '',
          "(splash): the LCP is the first paint, the splash's: nothing the signed-in screen painted was larger. The screen itself showed later; its score counts that paint.",
        ]
      : []),
    '',
    `| interaction (CPU 4× slower, median of ${runs}) | INP ms |`,
    '|---|--:|',
    ...timed.map((t) => `| ${t.name} | ${Math.round(t.inpMs)} |`),
    '',
    `The server's peak memory during the run: ${peakMb} MB${embedded ? ", the embedded database's first start (its initdb) the most of it (docs/decisions.md, the server's memory bounded; `npm run bench` bounds the server on PostgreSQL)" : ''}.`,
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
