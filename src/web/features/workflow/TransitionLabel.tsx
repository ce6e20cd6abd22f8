import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react';
import { BaseEdge, EdgeLabelRenderer, type Edge, type EdgeProps } from '@xyflow/react';
import type { ChartTransition } from '../../../../machines/charts/machineChart.ts';
import { guardTitle, type EdgeRoute } from './chartLayout.ts';
import { guardDescriptionIn, guardLabelIn } from './guardWords.ts';

const takenColour = 'var(--mantine-color-orange-6)';

/**
 * A guard's label (in brackets after an event); hovered, its name and what it checks in a tooltip
 * drawn above the chart (a portal: neither the states' boxes cover it nor the chart's export takes
 * it). Plain React: the charts' chunk pulls no positioning library into the chunks the sign-in
 * page shares.
 */
function GuardName({ transition, bracketed }: { transition: ChartTransition; bracketed: boolean }) {
  const { i18n } = useLingui();
  const [at, setAt] = useState<DOMRect | null>(null);
  const label = guardLabelIn(i18n, transition);
  return (
    <span
      data-testid="chart-guard"
      data-guard={transition.guard}
      onMouseEnter={(event) => setAt(event.currentTarget.getBoundingClientRect())}
      onMouseLeave={() => setAt(null)}
      style={{ cursor: 'help', textDecoration: 'underline dotted' }}
    >
      {bracketed ? ` [${label}]` : label}
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
            {guardTitle(transition, guardDescriptionIn(i18n, transition))}
          </div>,
          document.body,
        )}
    </span>
  );
}

/**
 * A transition's label (chartLayout.ts `transitionLabel`): its event and, in brackets, its guard's
 * label, whose description (the machine's own words, meta.guardDescriptions) shows on hover; an
 * eventless transition by its guard alone. Orange while a test's path takes it.
 */
export function TransitionLabel({ transition, taken, size = 12 }: { transition: ChartTransition; taken: boolean; size?: number }) {
  return (
    <span
      data-testid="chart-transition"
      data-transition={transition.id}
      data-taken={taken}
      style={{ fontSize: size, whiteSpace: 'nowrap', ...(taken ? { color: takenColour, fontWeight: 700 } : {}) }}
    >
      {transition.event}
      {transition.guard ? <GuardName transition={transition} bracketed={transition.event !== ''} /> : !transition.event && 'always'}
    </span>
  );
}

export type TransitionEdgeData = {
  transition: ChartTransition;
  taken: boolean;
  /** Its route as the layout gave it (chartLayout.ts). */
  route: EdgeRoute;
};

const CORNER = 8;

/** A route's points as an SVG path: straight runs joined by small rounded corners. */
export function routePath(points: readonly (readonly number[])[]): string {
  const p = points as readonly (readonly [number, number])[];
  if (!p.length) return '';
  let path = `M ${p[0]![0]},${p[0]![1]}`;
  for (let i = 1; i < p.length; i++) {
    const [x, y] = p[i]!;
    const next = p[i + 1];
    if (!next) path += ` L ${x},${y}`;
    else {
      // Stop short of the corner by at most CORNER (half a short run), and curve round it into the next run.
      const [px, py] = p[i - 1]!;
      const back = Math.min(CORNER, Math.hypot(x - px, y - py) / 2) / (Math.hypot(x - px, y - py) || 1);
      const ahead = Math.min(CORNER, Math.hypot(next[0] - x, next[1] - y) / 2) / (Math.hypot(next[0] - x, next[1] - y) || 1);
      path += ` L ${x + (px - x) * back},${y + (py - y) * back} Q ${x},${y} ${x + (next[0] - x) * ahead},${y + (next[1] - y) * ahead}`;
    }
  }
  return path;
}

/** An edge between two states along the route ELK laid out, its label in HTML (so the guard can be hovered) where ELK placed it; thick and orange while a test's path takes it. */
export function TransitionEdge({ markerEnd, data }: EdgeProps<Edge<TransitionEdgeData>>) {
  if (!data) return null;
  const { transition, taken, route } = data;
  const [labelX, labelY] = route.label as [number, number];
  return (
    <>
      <BaseEdge path={routePath(route.points)} markerEnd={markerEnd} style={taken ? { stroke: takenColour, strokeWidth: 3 } : undefined} />
      <EdgeLabelRenderer>
        <div
          className="nodrag nopan"
          style={{
            position: 'absolute',
            transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
            pointerEvents: 'all',
            background: 'var(--mantine-color-body)',
            padding: '1px 4px',
            borderRadius: 3,
            zIndex: taken ? 1 : 0,
          }}
        >
          <TransitionLabel transition={transition} taken={taken} />
        </div>
      </EdgeLabelRenderer>
    </>
  );
}
