import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What a CPU profile of the server spent its time on (issue 58): `npm run bench:profile -- <file or
 * directory>` reads Node's .cpuprofile files (the bench's `BENCH_NODE_ARGS='--cpu-prof
 * --cpu-prof-dir=…'`; in a directory, the largest: the main thread's) and prints the frames with
 * the most time of their own, and the share of each part of the product and of each library,
 * counted once per sample however deep it appears in the stack (time spent in it or below it).
 */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const root = new URL('..', import.meta.url).pathname;
const argument = process.argv[2];
if (!argument) {
  console.error('Usage: npm run bench:profile -- <file.cpuprofile or a directory of them> [how many rows]');
  process.exit(1);
}
const rows = Number(process.argv[3] ?? 25);
const file = statSync(argument).isDirectory()
  ? readdirSync(argument)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => join(argument, name))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0]!
  : argument;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

/** Where a frame's code is: the product's folder, a library's package, or the engine's own. */
function placeOf(url: string): string {
  if (!url) return '(engine: GC, idle, native)';
  const path = url.replace(/^file:\/\//, '');
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (library) return library[1]!;
  if (path.startsWith('node:')) return path;
  // The compiled server (dist/server/) keeps the sources' folders.
  const own = relative(root, path).replace(/^dist\/server\//, '');
  return own.startsWith('..')
    ? path
    : own
        .split('/')
        .slice(0, own.startsWith('src/server/modules') ? 4 : 3)
        .join('/');
}
const frameName = ({ functionName, url, lineNumber }: CallFrame) => `${functionName || '(anonymous)'} ${url ? `${placeOf(url)}:${lineNumber + 1}` : ''}`.trim();

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const micros = profile.timeDeltas[index] ?? 0;
  const node = nodes.get(id)!;
  if (node.callFrame.functionName === '(idle)') return;
  total += micros;
  const name = frameName(node.callFrame);
  self.set(name, (self.get(name) ?? 0) + micros);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const place = placeOf(nodes.get(at)!.callFrame.url);
    if (!seen.has(place)) {
      seen.add(place);
      inclusive.set(place, (inclusive.get(place) ?? 0) + micros);
    }
  }
});

const share = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
const top = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, rows);
console.log(`${relative(process.cwd(), file)}: ${(total / 1e6).toFixed(1)} s of CPU outside idle`);
console.log('\nTime of their own (self):');
for (const [name, micros] of top(self)) console.log(`${share(micros)}  ${name}`);
console.log('\nTime in or below (by place, each counted once per sample):');
for (const [place, micros] of top(inclusive)) console.log(`${share(micros)}  ${place}`);
