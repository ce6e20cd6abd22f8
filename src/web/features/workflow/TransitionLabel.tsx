import { useState } from 'react';
import { createPortal } from 'react-dom';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type Edge, type EdgeProps } from '@xyflow/react';
import type { ChartTransition } from '../../../../machines/charts/machineChart.ts';
import { guardTitle } from './chartLayout.ts';

const takenColour = 'var(--mantine-color-orange-6)';

/**
 * A guard's name in brackets; hovered, what it checks in a tooltip drawn above the chart (a
 * portal: neither the states' boxes cover it nor the chart's export takes it). Plain React: the
 * charts' chunk pulls no positioning library into the chunks the sign-in page shares.
 */
function GuardName({ transition }: { transition: ChartTransition }) {
  const [at, setAt] = useState<DOMRect | null>(null);
  return (
    <span
      data-testid="chart-guard"
      data-guard={transition.guard}
      onMouseEnter={(event) => setAt(event.currentTarget.getBoundingClientRect())}
      onMouseLeave={() => setAt(null)}
      style={{ cursor: 'help', textDecoration: 'underline dotted' }}
    >
      {' '}
      [{transition.guard}]
      {at &&
        createPortal(
          <div
            role="tooltip"
            data-testid="guard-description"
            style={{
              position: 'fixed',
              left: Math.max(4, Math.min(at.left, window.innerWidth - 340)),
              top: at.bottom + 6,
              width: 320,
              zIndex: 1000,
              padding: '6px 10px',
              borderRadius: 4,
              background: 'var(--mantine-color-dark-6)',
              color: 'var(--mantine-color-white)',
              fontSize: 12,
              lineHeight: 1.4,
              pointerEvents: 'none',
            }}
          >
            {guardTitle(transition)}
          </div>,
          document.body,
        )}
    </span>
  );
}

/**
 * A transition's label: its event (or "always") and, in brackets, its guard, whose description
 * (the machine's own words, meta.guardDescriptions) shows on hover. Orange while a test's path
 * takes it.
 */
export function TransitionLabel({ transition, taken, size = 11 }: { transition: ChartTransition; taken: boolean; size?: number }) {
  return (
    <span
      data-testid="chart-transition"
      data-transition={transition.id}
      data-taken={taken}
      style={{ fontSize: size, whiteSpace: 'nowrap', ...(taken ? { color: takenColour, fontWeight: 700 } : {}) }}
    >
      {transition.event || 'always'}
      {transition.guard && <GuardName transition={transition} />}
    </span>
  );
}

export type TransitionEdgeData = {
  transition: ChartTransition;
  taken: boolean;
  /** Its place among the edges with the same source and target: their labels are stacked, not drawn over each other. */
  lane: number;
  /** Another edge goes the other way between the same two states. */
  reversed: boolean;
};

/** Where on the curve (React Flow's bezier, one cubic: "M x,y C x,y x,y x,y") a label sits, at `t` from the source. */
function labelPoint(path: string, t: number): [number, number] {
  const [sx, sy, c1x, c1y, c2x, c2y, tx, ty] = (path.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number) as number[];
  const u = 1 - t;
  const at = (a: number, b: number, c: number, d: number) => u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
  return [at(sx!, c1x!, c2x!, tx!), at(sy!, c1y!, c2y!, ty!)];
}

/** An edge between two states with its label in HTML (so the guard can be hovered), thick and orange while a test's path takes it. */
export function TransitionEdge({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, markerEnd, data }: EdgeProps<Edge<TransitionEdgeData>>) {
  const [path] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  // Of two states' moves to and fro, the downward one's label sits nearer its target, so the two stay apart.
  const [labelX, labelY] = labelPoint(path, data?.reversed && targetY > sourceY ? 0.72 : 0.5);
  const taken = data?.taken ?? false;
  const lane = (data?.lane ?? 0) * 18;
  return (
    <>
      <BaseEdge path={path} markerEnd={markerEnd} style={taken ? { stroke: takenColour, strokeWidth: 3 } : undefined} />
      {data && (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan"
            style={{
              position: 'absolute',
              transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY + lane}px)`,
              pointerEvents: 'all',
              background: 'var(--mantine-color-body)',
              padding: '1px 4px',
              borderRadius: 3,
              zIndex: taken ? 1 : 0,
            }}
          >
            <TransitionLabel transition={data.transition} taken={taken} />
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}
