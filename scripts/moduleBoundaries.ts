import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server's boundaries, which lint holds (`npm run lint`, issue 31 item 5):
 * - no import cycle between the domain modules of src/server/modules (admin, auth, returns, …):
 *   what two modules both need lives in a third (audit, settings);
 * - no upward import from the database layer: src/server/db imports nothing of the layers built
 *   on it (http, lists, modules, seed, outbox, the app).
 * A part of the server is named by its folder: `modules/<name>` for a module, the first folder
 * under src/server otherwise (`db`, `http`, …), `app` for the files at its top.
 */
const server = 'src/server';

export type ImportGraph = Map<string, Set<string>>;

/** Where a file belongs: `modules/auth`, `db`, `app`; null outside the server. */
export function partOf(file: string): string | null {
  const path = relative(server, file).split(/[\\/]/);
  if (path[0] === '..' || path.length === 0) return null;
  if (path.length === 1) return 'app';
  if (path[0] === 'modules') return path.length > 2 ? `modules/${path[1]}` : 'modules';
  return path[0]!;
}

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourcesOf(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each part of the server, and the parts its files import (static, dynamic and type-only imports alike). */
export function importGraph(root = server): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourcesOf(root)) {
    const from = partOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const to = partOf(resolve(dirname(file), match[1]!).replace(`${process.cwd()}/`, ''));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** What breaks the boundaries: each cycle between modules once, and each upward import of db. */
export function boundaryProblems(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const to of graph.get('db') ?? []) problems.push(`db imports ${to}: the database layer imports nothing built on it`);
  const modules = [...graph.keys()].filter((part) => part.startsWith('modules/')).sort();
  const seen = new Set<string>();
  for (const start of modules) {
    // The shortest way back to `start`, breadth first over module imports.
    const via = new Map<string, string>();
    const queue = [...(graph.get(start) ?? [])].filter((to) => to.startsWith('modules/')).sort();
    for (const to of queue) via.set(to, start);
    while (queue.length) {
      const at = queue.shift()!;
      if (at === start) break;
      for (const next of [...(graph.get(at) ?? [])].filter((to) => to.startsWith('modules/')).sort()) {
        if (!via.has(next)) {
          via.set(next, at);
          queue.push(next);
        }
      }
    }
    if (!via.has(start)) continue;
    const between: string[] = [];
    for (let at = via.get(start)!; at !== start; at = via.get(at)!) between.unshift(at);
    const key = [start, ...between].sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(`import cycle: ${[start, ...between, start].join(' → ')}`);
  }
  return problems;
}

if (process.argv[1]?.endsWith('moduleBoundaries.ts')) {
  const problems = boundaryProblems(importGraph());
  for (const problem of problems) console.error(`src/server: ${problem}`);
  if (problems.length) process.exit(1);
}
