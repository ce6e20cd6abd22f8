import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

/** What one screen scored, the median of its runs (issue 34's targets are on these). */
export interface ScreenScore {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scripts: number;
  requests: number;
  kilobytes: number;
  /** Lighthouse's mainthread-work-breakdown total: on the mobile preset with its 4× CPU slowdown counted in. */
  mainThreadMs: number;
  /** Lighthouse's measure of this host's speed as it ran (higher is faster): a slow moment of a shared host shows in it. */
  benchmarkIndex: number;
}

/** The middle of `values` (the upper middle of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's performance category for `url` in the Chromium listening on `port`, `runs` times,
 * each from a cold HTTP cache (`clearCache`) but keeping the cookies (a signed-in user's
 * session): the median of each figure. Mobile is Lighthouse's default (a mid-range phone: 4×
 * slower CPU, slow 4G, simulated); desktop its desktop preset. With BENCH_REPORTS=<dir> each
 * run's whole report is kept there as JSON (what ran on the main thread, which scripts, when).
 */
export async function scoreScreen(url: string, port: number, preset: Preset, runs: number, clearCache: () => Promise<void>): Promise<ScreenScore> {
  const results: ScreenScore[] = [];
  for (let run = 0; run < runs; run++) {
    const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
    const answer = await lighthouseRun(url, flags, preset, clearCache);
    results.push(figuresOf(answer.lhr));
    const reports = process.env.BENCH_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(`${reports}/${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${run + 1}.json`, JSON.stringify(answer.lhr));
    }
  }
  const figures = Object.keys(results[0]!) as (keyof ScreenScore)[];
  return Object.fromEntries(figures.map((figure) => [figure, median(results.map((r) => r[figure]))])) as unknown as ScreenScore;
}

/**
 * One Lighthouse run from a cold HTTP cache, run again (twice at most) when it did not measure a
 * cold load: Lighthouse itself failed to record it (NO_NAVSTART: the trace missed the navigation's
 * start now and then on this machine, ending a 17-minute bench), or a script came without a byte
 * on the wire (Chromium 156 once served a whole screen's scripts from a cache just cleared, and
 * Lighthouse simulated its slow 4G with nothing to send: LCP 1.7 s where the cold load is 4 s).
 */
async function lighthouseRun(url: string, flags: Flags, preset: Preset, clearCache: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    await clearCache();
    const answer = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}.`);
    const fault = answer.lhr.runtimeError?.code ?? (scriptsFromCache(answer.lhr) > 0 ? `${scriptsFromCache(answer.lhr)} scripts from a cache` : null);
    if (!fault || attempt === 3) return answer;
    console.log(`${url} (${preset}): not a cold load (${fault}); running it again.`);
  }
}

type NetworkRequest = { resourceType?: string; url: string; transferSize?: number };
const networkRequests = (lhr: Result) =>
  ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter((r) => !r.url.startsWith('data:'));
const scriptsFromCache = (lhr: Result) => networkRequests(lhr).filter((r) => r.resourceType === 'Script' && !r.transferSize).length;

function figuresOf(lhr: Result): ScreenScore {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = networkRequests(lhr);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    requests: requests.length,
    kilobytes: audit('total-byte-weight') / 1024,
    mainThreadMs: audit('mainthread-work-breakdown'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
