import { median, type Preset, type ScreenScore } from './lighthouseRuns.ts';

/** A screen's figures on one preset, and its main-thread work as a multiple of the sign-in page's in the same run and preset. */
export type PresetScore = ScreenScore & { timesSignIn: number };

export interface ScreenScores {
  name: string;
  user: string | null;
  pictured: boolean;
  byPreset: Partial<Record<Preset, PresetScore>>;
}

export interface WebRun {
  runs: number;
  /** What the server ran on, in words. */
  data: string;
  peakMb: number;
  embedded: boolean;
}

const whole = (value: number) => `${Math.round(value)}`;
const cell = (s: PresetScore | undefined, pick: (s: PresetScore) => string) => (s ? pick(s) : '');
/** Total blocking time, main-thread work and its multiple of the sign-in page's: the cells each preset has. */
const workCells = (s: PresetScore | undefined) => [
  cell(s, (x) => whole(x.tbtMs)),
  cell(s, (x) => whole(x.mainThreadMs)),
  cell(s, (x) => x.timesSignIn.toFixed(1)),
];

function rowOf({ name, user, pictured, byPreset: { mobile, desktop } }: ScreenScores): string {
  return [
    pictured ? `${name} (drawn)` : name,
    user ?? '(signed out)',
    cell(mobile, (s) => `${s.score}`),
    cell(mobile, (s) => `${(s.lcpMs / 1000).toFixed(1)}${user && !pictured && s.lcpMs === s.fcpMs ? ' (splash)' : ''}`),
    ...workCells(mobile),
    cell(mobile, (s) => s.cls.toFixed(3)),
    cell(desktop, (s) => `${s.score}`),
    ...workCells(desktop),
    cell(desktop, (s) => s.cls.toFixed(3)),
    cell(mobile ?? desktop, (s) => `${s.scripts}`),
    cell(mobile ?? desktop, (s) => `${s.requests}`),
    cell(mobile ?? desktop, (s) => whole(s.kilobytes)),
  ].join(' | ');
}

/**
 * Lighthouse's benchmarkIndex on each preset measured: the median of the screens' and the lowest and
 * highest, so that a run on a slow moment of the shared host is told from a slower app.
 */
function hostSpeedOf(scores: ScreenScores[]): string {
  const presets = (['mobile', 'desktop'] as const).filter((preset) => scores.some((score) => score.byPreset[preset]));
  const speeds = presets.map((preset) => {
    const indexes = scores.flatMap((score) => score.byPreset[preset]?.benchmarkIndex ?? []);
    return `${preset} ${whole(median(indexes))} (${whole(Math.min(...indexes))}–${whole(Math.max(...indexes))})`;
  });
  return `Lighthouse's benchmarkIndex of the host during the run (higher is faster; the median of the screens' medians, then the lowest–highest): ${speeds.join(', ')}.`;
}

/** The tables `npm run bench:web` prints and writes into docs/performance.md. */
export function webReport(scores: ScreenScores[], timed: { name: string; inpMs: number }[], { runs, data, peakMb, embedded }: WebRun): string {
  const rows = scores.map(rowOf);
  return [
    `Lighthouse 12.2.3 in Debian's Chromium, median of ${runs} runs from a cold HTTP cache, the built app on ${data}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| screen | role | mobile score | mobile LCP s | mobile TBT ms | mobile main thread ms | mobile × sign-in | mobile CLS | desktop score | desktop TBT ms | desktop main thread ms | desktop × sign-in | desktop CLS | scripts | requests | KB on the wire |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map((row) => `| ${row} |`),
    '',
    hostSpeedOf(scores),
    '',
    "main thread ms: Lighthouse's mainthread-work-breakdown, all the page's work on the main thread (on the mobile preset with its 4× CPU slowdown counted in); × sign-in: that divided by the sign-in page's of the same run and preset, measured first in every run, so that runs of different moments compare (issue 54: at most 2 for every work list, the dashboard and the reports).",
    ...(scores.some((score) => score.pictured)
      ? [
          '',
          "(drawn): the page came with the screen drawn by the server, with its first rows, and took it over as it was ([decisions/0149-server-picture.md](decisions/0149-server-picture.md), [decisions/0152-hydration.md](decisions/0152-hydration.md)): its first paint is the screen's.",
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
    `The server's peak memory during the run: ${peakMb} MB${embedded ? ", the embedded database's first start (its initdb) the most of it ([decisions/0139-heap-limits.md](decisions/0139-heap-limits.md); `npm run bench` bounds the server on PostgreSQL)" : ''}.`,
  ].join('\n');
}
