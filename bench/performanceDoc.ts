import { readFileSync, writeFileSync } from 'node:fs';

const path = 'docs/performance.md';

/** docs/performance.md with `report` in place of what stood between `<!-- {section}:start -->` and `<!-- {section}:end -->`. */
export function writePerformanceSection(section: string, report: string): void {
  const doc = readFileSync(path, 'utf8');
  const [start, end] = [`<!-- ${section}:start -->`, `<!-- ${section}:end -->`];
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`${path} has no ${start} … ${end} to write the report between.`);
  writeFileSync(path, `${doc.slice(0, doc.indexOf(start) + start.length)}\n${report}\n${doc.slice(doc.indexOf(end))}`);
  console.log(`\nWrote ${path} (${section}).`);
}
