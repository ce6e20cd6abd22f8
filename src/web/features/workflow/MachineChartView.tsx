import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Background, Controls, Handle, MarkerType, Position, ReactFlow, useReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import type { AnyStateMachine } from 'xstate';
import { collapsedChart, regionSetKey, regionsOf, type DrawnTransition } from '../../../../machines/charts/collapsedChart.ts';
import { machineChart, type ChartState } from '../../../../machines/charts/machineChart.ts';
import { playPath, testPathSetsOf, testPathsOf } from '../../../../machines/charts/testPaths.ts';
import chartLayouts from '../../../../generated/chartLayouts.json';
import { placeChart, type ChartLayouts } from './chartLayout.ts';
import { TestPathsPanel, type PathPlay } from './TestPathsPanel.tsx';
import { TransitionEdge, TransitionLabel, type TransitionEdgeData } from './TransitionLabel.tsx';
import { ChartExport } from './ChartExport.tsx';
import { useMachineWords } from './guardWords.ts';
import { durationText, heatOf } from './heat.ts';
import type { StateLoad } from './lifecycleStatesQuery.ts';

type StateData = {
  state: ChartState;
  internal: DrawnTransition[];
  compound: boolean;
  /** A region (compound state): open (its states drawn inside it) or closed (how many it hides); null for a simple state. */
  region: { open: boolean; hides: number; toggle: () => void } | null;
  load: StateLoad | undefined;
  visited: boolean;
  /** In it at the step of the test path played. */
  current: boolean;
  taken: ReadonlySet<string>;
};

const orange = '#fd7e14';

/** A state's box: its name, a mark for the initial and final states, its tags, and the transitions that stay in it. */
function StateBox({ data }: NodeProps<Node<StateData>>) {
  const { state, internal, compound, region, load, visited, current, taken } = data;
  return (
    <div
      data-testid="chart-state"
      data-state={state.id}
      data-returns={load?.returns ?? 0}
      data-visited={visited}
      data-current={current}
      style={{
        height: '100%',
        padding: '6px 10px',
        boxSizing: 'border-box',
        borderRadius: 8,
        ...(load?.medianAgeSeconds != null ? { background: `var(--mantine-color-${heatOf(load.medianAgeSeconds, load.targetSeconds)}-light)` } : {}),
        ...(visited ? { outline: '3px solid var(--mantine-color-blue-6)' } : {}),
        ...(current ? { boxShadow: `0 0 0 4px ${orange}`, ...(compound ? {} : { background: 'var(--mantine-color-orange-light)' }) } : {}),
      }}
    >
      <Handle type="target" position={Position.Top} style={{ opacity: 0 }} />
      <Group gap={6} wrap="nowrap">
        {state.initial && <span title="initial" style={{ width: 8, height: 8, borderRadius: 4, background: 'var(--mantine-color-blue-6)', flexShrink: 0 }} />}
        <Text size="sm" fw={compound ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
          {state.key}
        </Text>
        {state.tags.map((tag) => (
          <Badge key={tag} size="xs" variant="light" color="gray">
            {tag}
          </Badge>
        ))}
        {region && <RegionToggle name={state.key} {...region} />}
        {load && (
          <Badge
            size="sm"
            color={load.medianAgeSeconds === null ? 'gray' : heatOf(load.medianAgeSeconds, load.targetSeconds)}
            title={load.medianAgeSeconds === null ? undefined : durationText(load.medianAgeSeconds)}
            data-testid="state-returns"
          >
            {load.returns}
          </Badge>
        )}
        {load && load.overdue > 0 && (
          <Badge size="sm" color="red" variant="filled" data-testid="state-overdue" title={load.targetSeconds ? durationText(load.targetSeconds) : undefined}>
            ⏰ {load.overdue}
          </Badge>
        )}
      </Group>
      {internal.map((t) => (
        <Text key={t.id} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', lineHeight: '16px' }}>
          ↺ <TransitionLabel transition={t} taken={taken.has(t.id)} size={12} />
        </Text>
      ))}
      <Handle type="source" position={Position.Bottom} style={{ opacity: 0 }} />
    </div>
  );
}

/** A region's button: open it to draw its states, close it to one box. */
function RegionToggle({ name, open, hides, toggle }: { name: string; open: boolean; hides: number; toggle: () => void }) {
  const { t } = useLingui();
  return (
    <UnstyledButton
      className="nodrag nopan"
      data-testid="chart-region-toggle"
      aria-expanded={open}
      aria-label={open ? t`Close ${name}` : t`Open ${name}`}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      style={{ fontSize: 12, whiteSpace: 'nowrap', color: 'var(--mantine-color-anchor)', textDecoration: 'underline' }}
    >
      {open ? <Trans>− close</Trans> : <Trans>+ {hides} states inside</Trans>}
    </UnstyledButton>
  );
}

/** Nothing drawn: the extent of the edges' routes and labels, which may pass outside the states' boxes, so the view fits them too. */
const Extent = () => null;

const nodeTypes = { state: StateBox, extent: Extent };
const edgeTypes = { transition: TransitionEdge };
const nothingTaken: ReadonlySet<string> = new Set();

const boxStyle = (state: ChartState, compound: boolean) => ({
  border: state.kind === 'final' ? '3px double var(--mantine-color-gray-6)' : '1px solid var(--mantine-color-gray-5)',
  borderRadius: 8,
  background: compound ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-body)',
});

/** While a test's path plays, the view follows its step: the states the step left and entered, in view; the whole chart again when none plays. */
function FollowStep({ ids }: { ids: readonly string[] }) {
  const { fitView } = useReactFlow();
  const key = ids.join(' ');
  useEffect(() => {
    void fitView(key ? { nodes: key.split(' ').map((id) => ({ id })), padding: 0.6, maxZoom: 1.2, duration: 300 } : { duration: 300 });
  }, [key, fitView]);
  return null;
}

/** The returns in a closed region: the sum of its states'; their median wait is not a sum, so it is left out. */
function regionLoad(loads: ReadonlyMap<string, StateLoad>, states: readonly string[]): StateLoad | undefined {
  const inside = states.map((id) => loads.get(id)).filter((load) => load !== undefined);
  if (!inside.length) return undefined;
  return { ...inside[0]!, returns: inside.reduce((n, l) => n + l.returns, 0), overdue: inside.reduce((n, l) => n + l.overdue, 0), medianAgeSeconds: null };
}

/** The view fits the chart again when a region opens or closes. */
function FitOnChange({ shape }: { shape: string }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    void fitView({ maxZoom: 1.2, duration: 300 });
  }, [shape, fitView]);
  return null;
}

/**
 * One machine drawn from its definition: laid out by ELK, shown with React Flow (pan, zoom, fit).
 * Its regions (compound states) start closed, each one box, so the chart reads at its own fit;
 * a region opens in place. With `paths` (the developers' tab) every region is open and the tests'
 * paths play on it.
 */
export function MachineChartView({
  machine,
  loads,
  visited,
  onPickState,
  paths = false,
}: {
  machine: AnyStateMachine;
  /** Per state (its chart id) the returns in it now: the live overlay. */
  loads?: ReadonlyMap<string, StateLoad>;
  /** The states one return passed (its chart ids), outlined. */
  visited?: ReadonlySet<string>;
  onPickState?: (stateId: string) => void;
  paths?: boolean;
}) {
  useMachineWords();
  const full = useMemo(() => machineChart(machine), [machine]);
  const regions = useMemo(() => regionsOf(full), [full]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set(paths ? [] : regions));
  const chart = useMemo(() => collapsedChart(full, closed), [full, closed]);
  const shape = regionSetKey(closed);
  const layout = useMemo(() => placeChart(chart, (chartLayouts as ChartLayouts)[machine.id]?.[shape]), [chart, machine.id, shape]);
  const toggle = (region: string) => setClosed((now) => (now.has(region) ? new Set([...now].filter((r) => r !== region)) : new Set([...now, region])));
  // The tests' paths, computed here (in the charts' chunk) from the machine as the tests compute them.
  const sets = useMemo(() => (paths ? testPathSetsOf(machine) : []), [machine, paths]);
  const [play, setPlay] = useState<PathPlay>({ set: 0, path: null, step: 0 });
  const set = sets[play.set];
  const walks = useMemo(() => (set ? testPathsOf(set) : []), [set]);
  const walk = play.path === null ? undefined : walks[play.path];
  const played = useMemo(() => (set && walk ? playPath(set, walk) : null), [set, walk]);
  const step = played?.[play.step];
  const current = useMemo(() => new Set(step?.states ?? []), [step]);
  const taken = useMemo(() => (step ? new Set(step.transitions) : nothingTaken), [step]);
  // The innermost states of the step: where it came from and where it is (a compound's box would fill the view).
  const followed = useMemo(() => {
    const parents = new Set(chart.states.map((s) => s.parent));
    const moved = chart.transitions.filter((t) => t.ids.some((id) => taken.has(id))).flatMap((t) => [t.source, ...t.targets]);
    return [...new Set([...moved, ...current])].filter((id) => !parents.has(id));
  }, [chart, taken, current]);
  const { nodes, edges } = useMemo(() => {
    if (!layout) return { nodes: [], edges: [] };
    const parents = new Set(chart.states.map((s) => s.parent));
    const root = chart.states.find((s) => s.parent === null)!.id;
    // A closed region stands for the states inside it: their returns, and the path when it passed one.
    const inBox = (id: string) => Object.keys(chart.drawnAs).filter((state) => chart.drawnAs[state] === id);
    const nodes: Node<StateData>[] = layout.states.map(({ state, x, y, width, height, internal, hides }) => ({
      id: state.id,
      type: 'state',
      position: { x, y },
      ...(state.parent !== root ? { parentId: state.parent! } : {}),
      data: {
        state,
        internal,
        compound: parents.has(state.id) || hides > 0,
        region: regions.includes(state.id) ? { open: hides === 0, hides, toggle: () => toggle(state.id) } : null,
        load: hides && loads ? regionLoad(loads, inBox(state.id)) : loads?.get(state.id),
        visited: inBox(state.id).some((id) => visited?.has(id)),
        current: inBox(state.id).some((id) => current.has(id)),
        taken,
      },
      style: { width, height, ...boxStyle(state, parents.has(state.id) || hides > 0) },
      draggable: false,
    }));
    const edges: Edge<TransitionEdgeData>[] = layout.edges.map(({ id, transition, source, target, route }) => {
      const isTaken = transition.ids.some((id) => taken.has(id));
      return {
        id,
        source,
        target,
        type: 'transition',
        markerEnd: { type: MarkerType.ArrowClosed, ...(isTaken ? { color: orange } : {}) },
        zIndex: isTaken ? 1 : 0,
        data: { transition, taken: isTaken, route },
      };
    });
    const xs = layout.edges.flatMap((e) => [...e.route.points.map((p) => p[0]!), e.route.label[0]! - 60, e.route.label[0]! + 60]);
    const ys = layout.edges.flatMap((e) => [...e.route.points.map((p) => p[1]!), e.route.label[1]! + 10]);
    const extent: Node = {
      id: 'extent',
      type: 'extent',
      position: { x: Math.min(0, ...xs), y: Math.min(0, ...ys) },
      style: { width: Math.max(...xs) - Math.min(0, ...xs), height: Math.max(...ys) - Math.min(0, ...ys), pointerEvents: 'none' },
      selectable: false,
      focusable: false,
      draggable: false,
      data: {},
    };
    return { nodes: [extent as Node<StateData>, ...nodes], edges };
  }, [layout, chart, regions, loads, visited, current, taken]);

  if (!layout)
    return (
      <Alert color="red" data-testid="chart-not-laid-out">
        <Trans>This chart is older than its machine: run npm run generate.</Trans>
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Group align="stretch" wrap="nowrap" gap="xs" style={{ height: 'calc(100vh - 260px)', minHeight: 420 }}>
        <Paper
          withBorder
          style={{ flex: 1, minWidth: 0 }}
          data-testid="machine-chart"
          data-states={nodes.length - 1}
          data-transitions={full.transitions.length}
        >
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            // A closed region opens when clicked; a state shows its returns.
            onNodeClick={(_, node) => (closed.has(node.id) ? toggle(node.id) : onPickState?.(node.id))}
            fitView
            fitViewOptions={{ maxZoom: 1.2 }}
            minZoom={0.1}
            nodesConnectable={false}
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls showInteractive={false} />
            <ChartExport fileName={machine.id} />
            {paths ? <FollowStep ids={followed} /> : <FitOnChange shape={shape} />}
          </ReactFlow>
        </Paper>
        {set && <TestPathsPanel sets={sets} walks={walks} played={played} play={play} onPlay={setPlay} />}
      </Group>
      <Group gap="lg">
        {regions.length > 0 && !paths && (
          <Group gap="xs">
            <Button size="compact-xs" variant="default" disabled={closed.size === 0} onClick={() => setClosed(new Set())}>
              <Trans>Open every region</Trans>
            </Button>
            <Button size="compact-xs" variant="default" disabled={closed.size === regions.length} onClick={() => setClosed(new Set(regions))}>
              <Trans>Close every region</Trans>
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          <Trans>
            {full.states.length - 1} states, {full.transitions.length} transitions, drawn from the machine itself.
          </Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>
            ● initial state · double border: final state · grey box: a region of states (+ opens it) · ↺ stays in the state · [words]: the guard it is taken
            under (hover it for what it checks)
          </Trans>
        </Text>
        {played && (
          <Text size="xs" c="dimmed">
            <Trans>Orange: the state the test's path is in and the transition it just took</Trans>
          </Text>
        )}
        {loads && (
          <Text size="xs" c="dimmed">
            <Trans>
              Number: returns in the state now · colour: their median wait against the step's target (within it, up to twice it, up to four times it, longer) ·
              ⏰: returns past the target · blue outline: the path of the return shown · click a state for its returns
            </Trans>
          </Text>
        )}
      </Group>
      {layout.anywhere.length > 0 && (
        <Text size="xs" c="dimmed">
          <Trans>In any state:</Trans>{' '}
          {layout.anywhere.map((t, i) => (
            <span key={t.id}>
              {i > 0 && ', '}
              <TransitionLabel transition={t} taken={taken.has(t.id)} size={12} />
            </span>
          ))}
        </Text>
      )}
    </Stack>
  );
}
