import { formatDateTime } from '../../../shared/format.ts';
import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { finalSteps, type ProcessStep } from '../../../../machines/returns/processSteps.ts';
import { durationText, heatOf } from './heat.ts';
import { NODE_HEIGHT, NODE_WIDTH, type ProcessLayout, type Segment } from './processLayout.ts';
import { processStepNames } from './processStepNames.ts';
import type { ProcessMove, ProcessStepLoad } from './processViewQuery.ts';

const heatColour = { teal: '#0ca678', yellow: '#f59f00', orange: '#f76707', red: '#e03131' } as const;
const ink = '#343a40';
const quiet = '#868e96';
const LABEL_PX = 12;
/** About the width of a Latin character at 12 px in the UI font; a CJK character takes two. */
const CHAR_PX = 6.6;
const LINE_PX = NODE_WIDTH - 8;
const CHARS_PER_LINE = Math.floor(LINE_PX / CHAR_PX);
const textUnits = (text: string) => [...text].reduce((w, c) => w + (c.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

/**
 * A name in lines of the node's width, at most two (the second ends in … when cut). Words wrap at
 * spaces; a word wider than a line (a German compound, Japanese, which has no spaces) breaks
 * between its characters (issue 55 item 12: the labels ran out of their boxes).
 */
function wrapped(name: string): string[] {
  const lines: string[] = [''];
  for (const [w, word] of name.split(' ').entries()) {
    const spaced = w > 0 && lines.at(-1) !== '';
    if (textUnits(`${lines.at(-1)}${spaced ? ' ' : ''}${word}`) <= CHARS_PER_LINE) {
      lines[lines.length - 1] += `${spaced ? ' ' : ''}${word}`;
      continue;
    }
    if (lines.at(-1) !== '') lines.push('');
    for (const c of word) {
      if (textUnits(lines.at(-1)! + c) > CHARS_PER_LINE) lines.push('');
      lines[lines.length - 1] += c;
    }
  }
  if (lines.length <= 2) return lines;
  let second = lines.slice(1).join(' ');
  while (textUnits(second) > CHARS_PER_LINE - 1) second = [...second].slice(0, -1).join('');
  return [lines[0]!, `${second}…`];
}

/** Where a segment's number goes: the middle of its longest piece. */
function labelPoint(points: readonly [number, number][]): [number, number] {
  let best = 1;
  const length = (i: number) => Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  for (let i = 2; i < points.length; i++) if (length(i) > length(best)) best = i;
  const [a, b] = [points[best - 1]!, points[best]!];
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** Segments ending at a step carry its arrow; those ending at a gateway go on. */
const endsAtStep = (s: Segment) => s.kind !== 'exit' && s.kind !== 'bypass';

export interface ProcessChartProps {
  layout: ProcessLayout;
  loads: ReadonlyMap<string, ProcessStepLoad>;
  moves: ReadonlyMap<string, ProcessMove>;
  /** The step or the moves picked (their lines are listed). */
  picked: { step?: string | undefined; moves?: readonly string[] | undefined };
  onPickStep: (step: ProcessStep) => void;
  onPickMoves: (moves: readonly string[]) => void;
  /** When the loads were read (epoch ms): the oldest wait is counted to then. */
  readAt: number;
  /** The drawn SVG, for its export. */
  svgRef?: Ref<SVGSVGElement>;
}

/**
 * The process view's picture (issue 33): each step with the lines waiting there now (oldest and
 * median age, coloured against its service level, ⏰ those past it), each move as wide as the lines
 * that took it in the period; drawn at its own size (text at least 12 px), scrolled sideways on a
 * narrow screen rather than shrunk.
 */
export function ProcessChart({ layout, loads, moves, picked, onPickStep, onPickMoves, readAt, svgRef }: ProcessChartProps) {
  const { i18n, t } = useLingui();
  const linesOf = (keys: readonly string[]) => keys.reduce((n, k) => n + (moves.get(k)?.lines ?? 0), 0);
  const widest = Math.max(1, ...layout.segments.map((s) => linesOf(s.moves)));
  const widthOf = (lines: number) => (lines === 0 ? 1 : 1.5 + 7 * Math.sqrt(lines / widest));
  const arrived = (step: ProcessStep) => [...moves.values()].filter((m) => m.toStep === step).reduce((n, m) => n + m.lines, 0);
  const pickedMoves = new Set(picked.moves ?? []);
  return (
    <svg
      ref={svgRef}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="group"
      aria-label={t`The return process: steps and the moves between them`}
      data-testid="process-chart"
      style={{ display: 'block', fontFamily: 'inherit' }}
    >
      <defs>
        <marker
          id="process-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerUnits="userSpaceOnUse"
          markerWidth="10"
          markerHeight="10"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" fill={ink} />
        </marker>
      </defs>
      {layout.segments.map((s) => {
        const lines = linesOf(s.moves);
        const [lx, ly] = labelPoint(s.points);
        const chosen = s.moves.some((m) => pickedMoves.has(m));
        const title = s.moves
          .map((key) => {
            const [from, to] = key.split('>') as [ProcessStep, ProcessStep];
            const m = moves.get(key);
            const name = `${i18n._(processStepNames[from])} → ${i18n._(processStepNames[to])}`;
            return m ? t`${name}: ${m.lines} lines, median wait ${durationText(m.medianSeconds)}, 90 % within ${durationText(m.p90Seconds)}` : t`${name}: none`;
          })
          .join('\n');
        return (
          <g
            key={s.id}
            data-testid="process-segment"
            data-segment={s.id}
            data-moves={s.moves.join(' ')}
            data-lines={lines}
            data-picked={chosen}
            style={{ cursor: 'pointer' }}
            onClick={() => onPickMoves(s.moves)}
          >
            <title>{title}</title>
            {/* A wider invisible line: an easier target for the pointer. */}
            <polyline points={s.points.map((p) => p.join(',')).join(' ')} fill="none" stroke="transparent" strokeWidth={14} />
            <polyline
              points={s.points.map((p) => p.join(',')).join(' ')}
              fill="none"
              stroke={chosen ? '#f76707' : lines ? ink : quiet}
              strokeOpacity={lines ? 0.75 : 0.5}
              strokeWidth={widthOf(lines)}
              strokeDasharray={lines ? undefined : '4 4'}
              strokeLinejoin="round"
              markerEnd={endsAtStep(s) ? 'url(#process-arrow)' : undefined}
            />
            {lines > 0 && s.kind !== 'exit' && s.kind !== 'entry' && (
              <text x={lx} y={ly - 4} fontSize={LABEL_PX} textAnchor="middle" fill={ink} stroke="#fff" strokeWidth={3} paintOrder="stroke">
                {lines}
              </text>
            )}
          </g>
        );
      })}
      {layout.gateways.map((g) => (
        <path
          key={g.before}
          d={`M ${g.x - 10} ${g.y} L ${g.x} ${g.y - 10} L ${g.x + 10} ${g.y} L ${g.x} ${g.y + 10} z`}
          fill="#fff"
          stroke={ink}
          strokeWidth={1.2}
        />
      ))}
      {layout.steps.map(({ step, x, y }) => {
        const load = loads.get(step);
        const final = finalSteps.includes(step);
        const name = i18n._(processStepNames[step]);
        const lines = wrapped(name);
        const heat = load?.medianAgeSeconds != null ? heatColour[heatOf(load.medianAgeSeconds, load.targetSeconds)] : quiet;
        const chosen = picked.step === step;
        const reached = arrived(step);
        const waiting = load?.waitingLines ?? 0;
        // Rejected counts what its arrows count, the lines that reached it in the period; the lines
        // rejected at Chief Warehouse still wait there for Reject Return, said beside (issue 55 item 10).
        const rejected = step === 'REJECTED';
        const count = final || rejected ? reached : waiting;
        const summary = final
          ? t`${name}: ${reached} lines reached it in the period`
          : rejected
            ? t`${name}: ${reached} lines reached it in the period, ${waiting} wait in Reject Return now`
            : t`${name}: ${count} lines waiting now` +
              (load?.medianAgeSeconds != null ? t`, median ${durationText(load.medianAgeSeconds)}` : '') +
              (load?.oldestEnteredAt ? t`, the oldest since ${formatDateTime(load.oldestEnteredAt)}` : '') +
              (load?.overdueLines ? t`, ${load.overdueLines} past the target of ${durationText(load.targetSeconds ?? 0)}` : '');
        return (
          <g
            key={step}
            data-testid="process-step"
            data-step={step}
            data-waiting={final ? undefined : waiting}
            data-reached={final || rejected ? reached : undefined}
            role="button"
            tabIndex={0}
            aria-label={summary}
            style={{ cursor: 'pointer' }}
            onClick={() => onPickStep(step)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onPickStep(step);
              }
            }}
          >
            <title>{summary}</title>
            <rect
              x={x}
              y={y}
              width={NODE_WIDTH}
              height={NODE_HEIGHT}
              rx={8}
              fill={final ? '#f8f9fa' : '#fff'}
              stroke={chosen ? '#f76707' : count && !final ? heat : quiet}
              strokeWidth={chosen ? 3 : count && !final ? 2 : 1}
            />
            {lines.map((line, i) => (
              <text
                key={line}
                data-testid="process-step-label"
                x={x + NODE_WIDTH / 2}
                y={y + 16 + i * 14}
                fontSize={LABEL_PX}
                fontWeight={600}
                textAnchor="middle"
                fill={ink}
                // Where the font is wider than reckoned, the line is pressed into the box rather than out of it.
                {...(textUnits(line) * CHAR_PX > LINE_PX - 2 * CHAR_PX ? { textLength: LINE_PX, lengthAdjust: 'spacingAndGlyphs' } : {})}
              >
                {line}
              </text>
            ))}
            <text x={x + NODE_WIDTH / 2} y={y + 52} fontSize={17} fontWeight={700} textAnchor="middle" fill={count ? ink : quiet}>
              {count}
            </text>
            {rejected && (
              <text x={x + NODE_WIDTH / 2} y={y + 68} fontSize={LABEL_PX} textAnchor="middle" fill={quiet}>
                <Trans>{waiting} waiting</Trans>
              </text>
            )}
            {!final && !rejected && load?.medianAgeSeconds != null && (
              <text x={x + NODE_WIDTH / 2} y={y + 68} fontSize={LABEL_PX} textAnchor="middle" fill={heat}>
                ⌀ {durationText(load.medianAgeSeconds)}
              </text>
            )}
            {!final && !rejected && load?.oldestEnteredAt && (
              <text x={x + NODE_WIDTH / 2} y={y + 82} fontSize={LABEL_PX} textAnchor="middle" fill={quiet}>
                <Trans>max {durationText(Math.max(0, (readAt - Date.parse(load.oldestEnteredAt)) / 1000))}</Trans>
              </text>
            )}
            {load?.overdueLines ? (
              <g data-testid="process-overdue">
                <rect x={x + NODE_WIDTH - 44} y={y - 9} width={52} height={18} rx={9} fill="#e03131" />
                <text x={x + NODE_WIDTH - 18} y={y + 4} fontSize={LABEL_PX} textAnchor="middle" fill="#fff">
                  <Trans>{load.overdueLines} late</Trans>
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
