import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The days before today (UTC) as YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export interface ExportTiming {
  name: string;
  lines: number;
  seconds: number;
  megabytes: number;
  rssGrowthMb: number;
}

/** Each export, its path and what its rows are. */
const exportPaths = [
  ['Excel of Report Details (lines)', '/api/return/detailxlsx', 'lines'],
  ['Excel of Report Header (returns)', '/api/return/xlsx', 'returns'],
] as const;

/**
 * One Excel export as a user downloads it: the time until its last byte, its size, and how much
 * the server's resident memory grew while it streamed (sampled every 50 ms), over registrations
 * of the last `days` days in every plant: about a hundred thousand lines at a million returns.
 */
export async function timeExport(
  base: string,
  tokenOf: () => string | Promise<string>,
  server: ChildProcess,
  days: number,
  only?: string,
): Promise<ExportTiming[]> {
  const wanted = exportPaths.filter(([name]) => !only || name.includes(only));
  if (!wanted.length) return [];
  const token = await tokenOf();
  const search = `startDate=${daysAgo(days)}&endDate=${daysAgo(0)}&plantCode=1001,1002,1003`;
  const get = (path: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const lines = (await (await get(`/api/return/items?${search}&pageSize=1`)).json()).totalRecord as number;
  const returns = (await (await get(`/api/return?${search}&pageSize=1`)).json()).totalRecord as number;
  const results: ExportTiming[] = [];
  const rowsOf = { lines, returns };
  for (const [name, path, counted] of wanted) {
    const rows = rowsOf[counted];
    const before = rssMb(server.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 50);
    const started = performance.now();
    const answer = await get(`${path}?${search}`);
    let bytes = 0;
    const reader = answer.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    results.push({
      name,
      lines: rows,
      seconds: Math.round(seconds * 10) / 10,
      megabytes: Math.round(bytes / 1e5) / 10,
      rssGrowthMb: Math.round(peak - before),
    });
  }
  return results;
}
