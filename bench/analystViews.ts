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
  { name: 'What-if of a routing change (3 months of lines)', path: '/api/workflow/what-if', user: 'admin' },
];

/** The change previewed: BRQA added to reason 101 (the example), each read another reason list so no answer is reused. */
const whatIf = (i: number) => ({ salesTypes: 'NONMTKA,NOREFNONMTKA', brqaReasons: `101,102,120,135${',9'.repeat(i)}`, qahoReasons: '120,135' });

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export async function timeAnalystViews(base: string, tokenOf: (user: string) => Promise<string>, only: string | undefined, reads = 5): Promise<string[]> {
  const rows: string[] = [];
  for (const view of views.filter((v) => !only || v.name.includes(only))) {
    const times: number[] = [];
    for (let i = 0; i < reads; i++) {
      const to = dayBefore(i + 1);
      const from = dayBefore(i + 1 + (view.days ?? 29));
      const headers = { authorization: `Bearer ${await tokenOf(view.user ?? 'display')}`, 'content-type': 'application/json' };
      const started = performance.now();
      const answer =
        view.path === '/api/workflow/what-if'
          ? await fetch(`${base}${view.path}`, { method: 'POST', headers, body: JSON.stringify(whatIf(i)) })
          : await fetch(`${base}${view.path}?from=${from}&to=${to}`, { headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${view.name}: ${answer.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${view.name} | ${Math.round(times[Math.floor(times.length / 2)]!)} | ${Math.round(times.at(-1)!)} |`);
  }
  return rows;
}
