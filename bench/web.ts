import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { interactions, timeInteraction } from './interactionTimes.ts';
import { median, scoreScreen, type Preset } from './lighthouseRuns.ts';
import { writePerformanceSection } from './performanceDoc.ts';
import { benchPassword, peakMemoryMb, startServer, stop, waitFor } from './serverUnderTest.ts';
import { webReport, type PresetScore, type ScreenScores } from './webReport.ts';
import { signInScreen, webScreens } from './webScreens.ts';

/**
 * `npm run bench:web` (issue 34): the built app on a fresh embedded database with the demo data
 * (or on BENCH_DATABASE_URL, a data set `npm run bench:data` built, as CI's smoke does: the server
 * starts there in half the time),
 * each screen of webScreens.ts scored by Lighthouse 12 in Debian's Chromium (mobile and desktop
 * presets, BENCH_RUNS runs each, the median), signed in as the role that works there, its
 * main-thread work also as a multiple of the sign-in page's (measured first in every run: issue
 * 54), and the main interactions timed (interactionTimes.ts). Without BENCH_ONLY it writes its tables into
 * docs/performance.md. Numbers, never a pass or fail.
 */
const port = Number(process.env.BENCH_PORT ?? 3900);
const debuggingPort = port + 2;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
const only = process.env.BENCH_ONLY;
const chosen = <T extends { name: string }>(items: T[]) => items.filter((item) => !only || item.name.includes(only));
// The sign-in page first whatever BENCH_ONLY names: each screen's main-thread work is read as a multiple of its in the same run.
const screens = [signInScreen, ...chosen(webScreens).filter((screen) => screen !== signInScreen)];

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
    // A cold load: the HTTP cache emptied, and the dock's service worker with its caches (the cookies kept).
    const clearCache = async () => {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
    };

    const scores: ScreenScores[] = [];
    for (const screen of screens) {
      await signInAs(context, base, screen.user);
      // Whether the page came with the screen drawn by the server (http/screenPicture.ts): its first paint is then the screen's.
      const pictured = (await (await context.request.get(`${base}${screen.path}`)).text()).includes('id="drawn-state"');
      const byPreset: Partial<Record<Preset, PresetScore>> = {};
      for (const preset of presets) {
        const score = await scoreScreen(`${base}${screen.path}`, debuggingPort, preset, runs, clearCache);
        const signIn = scores[0]?.byPreset[preset] ?? score;
        byPreset[preset] = { ...score, timesSignIn: score.mainThreadMs / signIn.mainThreadMs };
        console.log(`${screen.name} (${preset}): ${JSON.stringify(score)}`);
        console.log(
          `  main thread ${Math.round(score.mainThreadMs)} ms: ${byPreset[preset].timesSignIn.toFixed(1)}× the sign-in page's ${Math.round(signIn.mainThreadMs)} ms`,
        );
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
    const report = webReport(scores, timed, { runs, data, peakMb: peakMemoryMb(server), embedded: !databaseUrl });
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
