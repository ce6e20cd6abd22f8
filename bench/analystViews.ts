/**
 * The analysts' views of /workflow (issue 33) read once each, not cached: the server keeps an
 * answer a few seconds (freshCache.ts), so a rate would measure the cache. Each read asks another
 * period (its last day one day earlier), which no answer kept before matches; the time is the
 * whole request, SQL and all. The median and the slowest of `reads`.
 */
const views = [
  { name: 'Process view (steps and moves of 30 days)', path: '/api/workflow/process' },
  { name: 'Variants of 30 days', path: '/api/workflow/variants' },
  { name: 'Conformance of 30 days', path: '/api/workflow/conformance' },
  { name: 'Variants of a year', path: '/api/workflow/variants', days: 364 },
];

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export async function timeAnalystViews(base: string, token: string, only: string | undefined, reads = 5): Promise<string[]> {
  const rows: string[] = [];
  for (const view of views.filter((v) => !only || v.name.includes(only))) {
    const times: number[] = [];
    for (let i = 0; i < reads; i++) {
      const to = dayBefore(i + 1);
      const from = dayBefore(i + 1 + (view.days ?? 29));
      const started = performance.now();
      const answer = await fetch(`${base}${view.path}?from=${from}&to=${to}`, { headers: { authorization: `Bearer ${token}` } });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${view.name}: ${answer.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${view.name} | ${Math.round(times[Math.floor(times.length / 2)]!)} | ${Math.round(times.at(-1)!)} |`);
  }
  return rows;
}
