import { chainSteps, processEdges, type ProcessEdge, type ProcessStep } from '../../../../machines/returns/processSteps.ts';

/**
 * Where the process view draws each step and each move (issue 33), left to right with no two
 * lines crossing, whatever moves the machine allows: the chain in one row; a move that skips
 * steps leaves its step into a gateway, runs over each skipped step on a bypass above it and
 * enters its step from the gateway before it (a series of "visit or skip" choices, as BPMN draws
 * them: a bypass spans one step, so no two bypasses overlap); the steps a line ends off the chain
 * below, reached by straight lines from the steps above; a move back to the step before (the
 * warehouse's Not OK) over the two. Pure, so tests/unit/processLayout.test.ts measures it.
 */

export const NODE_WIDTH = 82;
export const NODE_HEIGHT = 88;
const DIRECT_GAP = 20;
const GATEWAY_GAP = 34;
const GATEWAY = 10;
const BYPASS_RISE = 22;
const MARGIN = 4;
const BELOW = 96;

export interface PlacedStep {
  step: ProcessStep;
  x: number;
  y: number;
}

export interface Gateway {
  /** The gap before this step of the chain. */
  before: ProcessStep;
  x: number;
  y: number;
}

/** A drawn line: its points, and the moves (from>to) whose lines it carries. */
export interface Segment {
  id: string;
  kind: 'direct' | 'exit' | 'entry' | 'bypass' | 'off' | 'back';
  points: [number, number][];
  moves: string[];
}

export interface ProcessLayout {
  width: number;
  height: number;
  steps: PlacedStep[];
  gateways: Gateway[];
  segments: Segment[];
}

const key = (e: ProcessEdge) => `${e.from}>${e.to}`;

/** The layout of `edges` (the machine's, by default). */
export function processLayout(edges: readonly ProcessEdge[] = processEdges()): ProcessLayout {
  const chain = chainSteps as readonly ProcessStep[];
  const at = (s: ProcessStep) => chain.indexOf(s);
  const forward = edges.filter((e) => at(e.from) >= 0 && at(e.to) > at(e.from));
  // A gap g (before chain step g) needs a gateway when a move that skips a step passes through it.
  const gated = chain.map((_, g) => g > 0 && forward.some((e) => at(e.to) - at(e.from) >= 2 && at(e.from) < g && g <= at(e.to)));
  const top = MARGIN + BYPASS_RISE + 16;
  const mid = top + NODE_HEIGHT / 2;
  const steps: PlacedStep[] = [];
  const gateways: Gateway[] = [];
  let x = MARGIN;
  chain.forEach((step, g) => {
    if (g > 0) {
      const gap = gated[g] ? GATEWAY_GAP : DIRECT_GAP;
      if (gated[g]) gateways.push({ before: step, x: x + gap / 2, y: mid });
      x += gap;
    }
    steps.push({ step, x, y: top });
    x += NODE_WIDTH;
  });
  const placed = (s: ProcessStep) => steps.find((p) => p.step === s);
  const gateway = (g: number) => gateways.find((w) => w.before === chain[g])!;
  const segments: Segment[] = [];
  const left = (s: PlacedStep): [number, number] => [s.x, mid];
  const right = (s: PlacedStep): [number, number] => [s.x + NODE_WIDTH, mid];

  for (let g = 1; g < chain.length; g++) {
    const from = steps[g - 1]!;
    const to = steps[g]!;
    if (!gated[g]) {
      segments.push({
        id: `direct:${to.step}`,
        kind: 'direct',
        points: [right(from), left(to)],
        moves: forward.filter((e) => at(e.from) === g - 1 && at(e.to) === g).map(key),
      });
      continue;
    }
    const w = gateway(g);
    segments.push({
      id: `exit:${from.step}`,
      kind: 'exit',
      points: [right(from), [w.x - GATEWAY, w.y]],
      moves: forward.filter((e) => at(e.from) === g - 1).map(key),
    });
    segments.push({ id: `entry:${to.step}`, kind: 'entry', points: [[w.x + GATEWAY, w.y], left(to)], moves: forward.filter((e) => at(e.to) === g).map(key) });
    if (forward.some((e) => at(e.from) < g && at(e.to) > g)) {
      const next = gateway(g + 1);
      const rise = top - BYPASS_RISE;
      segments.push({
        id: `bypass:${to.step}`,
        kind: 'bypass',
        points: [
          [w.x, w.y - GATEWAY],
          [w.x, rise],
          [next.x, rise],
          [next.x, next.y - GATEWAY],
        ],
        moves: forward.filter((e) => at(e.from) < g && at(e.to) > g).map(key),
      });
    }
  }

  // Back to the step before: over the two, beside their top corners.
  for (const e of edges.filter((e) => at(e.from) >= 0 && at(e.to) >= 0 && at(e.to) < at(e.from))) {
    const from = placed(e.from)!;
    const to = placed(e.to)!;
    const rise = top - BYPASS_RISE;
    segments.push({
      id: `back:${key(e)}`,
      kind: 'back',
      points: [
        [from.x + 16, top],
        [from.x + 16, rise],
        [to.x + NODE_WIDTH - 16, rise],
        [to.x + NODE_WIDTH - 16, top],
      ],
      moves: [key(e)],
    });
  }

  // Off the chain: each end below, under the steps that reach it.
  const bottom = top + NODE_HEIGHT + BELOW;
  const offEnds = [...new Set(edges.filter((e) => at(e.from) >= 0 && at(e.to) < 0).map((e) => e.to))];
  const under = (end: ProcessStep) => {
    const sources = edges.filter((e) => e.to === end && at(e.from) >= 0).map((e) => placed(e.from)!.x);
    return sources.length === 1 ? sources[0]! : (Math.min(...sources) + Math.max(...sources)) / 2;
  };
  for (const end of offEnds) steps.push({ step: end, x: Math.round(under(end)), y: bottom });
  // What follows an end off the chain (the give-back after a rejection) to its right.
  for (const e of edges.filter((e) => at(e.from) < 0 && at(e.to) < 0)) {
    const from = placed(e.from)!;
    steps.push({ step: e.to, x: from.x + NODE_WIDTH + GATEWAY_GAP, y: bottom });
  }
  for (const end of offEnds) {
    const target = placed(end)!;
    const incoming = edges.filter((e) => e.to === end && at(e.from) >= 0).sort((a, b) => at(a.from) - at(b.from));
    // Spread over the end's top edge in the order of their sources: straight lines that keep their order do not cross.
    incoming.forEach((e, i) => {
      const from = placed(e.from)!;
      const spread = incoming.length === 1 ? NODE_WIDTH / 2 : 12 + ((NODE_WIDTH - 24) * i) / (incoming.length - 1);
      segments.push({
        id: `off:${key(e)}`,
        kind: 'off',
        points: [
          [from.x + NODE_WIDTH / 2, top + NODE_HEIGHT],
          [target.x + spread, bottom],
        ],
        moves: [key(e)],
      });
    });
  }
  for (const e of edges.filter((e) => at(e.from) < 0 && at(e.to) < 0)) {
    const from = placed(e.from)!;
    const to = placed(e.to)!;
    const y = bottom + NODE_HEIGHT / 2;
    segments.push({
      id: `off:${key(e)}`,
      kind: 'off',
      points: [
        [from.x + NODE_WIDTH, y],
        [to.x, y],
      ],
      moves: [key(e)],
    });
  }
  const width = Math.max(...steps.map((s) => s.x + NODE_WIDTH)) + MARGIN;
  return { width, height: bottom + NODE_HEIGHT + MARGIN, steps, gateways, segments };
}

/** Whether two segments of straight pieces cross (touching at a shared end is no crossing). */
export function crosses(a: readonly [number, number][], b: readonly [number, number][]): boolean {
  for (let i = 1; i < a.length; i++) for (let j = 1; j < b.length; j++) if (piecesCross(a[i - 1]!, a[i]!, b[j - 1]!, b[j]!)) return true;
  return false;
}

function piecesCross(p: [number, number], q: [number, number], r: [number, number], s: [number, number]): boolean {
  const cross = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const d1 = cross(r, s, p);
  const d2 = cross(r, s, q);
  const d3 = cross(p, q, r);
  const d4 = cross(p, q, s);
  // Strictly on opposite sides both ways: a proper crossing, not two pieces meeting at an end or running side by side.
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}
