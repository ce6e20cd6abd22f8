import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server's boundaries, which lint holds (`npm run lint`, issue 31 item 5, issue 57 item 3;
 * docs/architecture.md draws them):
 * - no import cycle between the domain modules of src/server/modules (admin, auth, returns, …):
 *   what two modules both need lives in a third (audit, settings);
 * - no upward import from the database layer: src/server/db imports nothing of the layers built
 *   on it (http, lists, modules, seed, outbox, the app);
 * - the HTTP layer (src/server/http) and the list queries (src/server/lists) import no module's
 *   code, only its types: what they need of a module the app gives them (a decoration, a hook);
 * - no module imports the seed: the seed writes what the modules define (settingKeys are the
 *   settings module's), never the other way.
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

/** The relative imports of a file's text: each statement's path, and whether it brings types only (`import type`, `export type`). */
export function importsOf(text: string): { path: string; typesOnly: boolean }[] {
  const statements = [...text.matchAll(/(?:^|\n)\s*(?:import|export)(\s+type)?\b[^;'"]*?from\s*'(\.{1,2}\/[^']+)'/g)].map((m) => ({
    path: m[2]!,
    typesOnly: Boolean(m[1]),
  }));
  const bare = [...text.matchAll(/(?:^|\n)\s*import\s*'(\.{1,2}\/[^']+)'/g)].map((m) => ({ path: m[1]!, typesOnly: false }));
  const dynamic = [...text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'/g)].map((m) => ({ path: m[1]!, typesOnly: false }));
  return [...statements, ...bare, ...dynamic];
}

/**
 * Each part of the server, and the parts its files import: static, dynamic and type-only imports
 * alike, or with `code`, only those that load another part's code (not `import type`).
 */
export function importGraph(root = server, { code = false } = {}): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourcesOf(root)) {
    const from = partOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const { path, typesOnly } of importsOf(readFileSync(file, 'utf8'))) {
      if (code && typesOnly) continue;
      const to = partOf(resolve(dirname(file), path).replace(`${process.cwd()}/`, ''));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The layers that import no module's code, only its types, and why. */
const typesOfModulesOnly: Record<string, string> = {
  http: 'the HTTP layer takes what it needs of a module from the app',
  lists: 'the list queries take what they need of a module from their caller',
};

/**
 * What breaks the boundaries: each cycle between modules once, each upward import of db, a module's
 * code imported by http or lists (`code`: the graph of code imports), the seed imported by a module.
 */
export function boundaryProblems(graph: ImportGraph, code: ImportGraph = graph): string[] {
  const problems: string[] = [];
  for (const to of graph.get('db') ?? []) problems.push(`db imports ${to}: the database layer imports nothing built on it`);
  for (const [layer, why] of Object.entries(typesOfModulesOnly))
    for (const to of code.get(layer) ?? []) if (to.startsWith('modules')) problems.push(`${layer} imports the code of ${to}: ${why}`);
  for (const [from, tos] of graph)
    if (from.startsWith('modules') && tos.has('seed')) problems.push(`${from} imports seed: the seed writes what the modules define, not the other way`);
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
  const problems = boundaryProblems(importGraph(), importGraph(server, { code: true }));
  for (const problem of problems) console.error(`src/server: ${problem}`);
  if (problems.length) process.exit(1);
}
