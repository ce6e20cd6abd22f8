import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Background, Controls, Handle, MarkerType, Position, ReactFlow, useReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import type { AnyStateMachine } from 'xstate';
import { machineChart, type ChartState, type ChartTransition } from '../../../../machines/charts/machineChart.ts';
import { playPath, testPathSetsOf, testPathsOf } from '../../../../machines/charts/testPaths.ts';
import chartLayouts from '../../../../generated/chartLayouts.json';
import { placeChart, type StateBox as Box } from './chartLayout.ts';
import { TestPathsPanel, type PathPlay } from './TestPathsPanel.tsx';
import { TransitionEdge, TransitionLabel, type TransitionEdgeData } from './TransitionLabel.tsx';
import { ChartExport } from './ChartExport.tsx';
import { durationText, heatOf } from './heat.ts';
import type { StateLoad } from './lifecycleStatesQuery.ts';

type StateData = {
  state: ChartState;
  internal: ChartTransition[];
  compound: boolean;
  load: StateLoad | undefined;
  visited: boolean;
  /** In it at the step of the test path played. */
  current: boolean;
  taken: ReadonlySet<string>;
};

const orange = '#fd7e14';

/** A state's box: its name, a mark for the initial and final states, its tags, and the transitions that stay in it. */
function StateBox({ data }: NodeProps<Node<StateData>>) {
  const { state, internal, compound, load, visited, current, taken } = data;
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

const nodeTypes = { state: StateBox };
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

/** One machine drawn from its definition: laid out by ELK, shown with React Flow (pan, zoom, fit). */
export function MachineChartView({
  machine,
  loads,
  visited,
  onPickState,
}: {
  machine: AnyStateMachine;
  /** Per state (its chart id) the returns in it now: the live overlay. */
  loads?: ReadonlyMap<string, StateLoad>;
  /** The states one return passed (its chart ids), outlined. */
  visited?: ReadonlySet<string>;
  onPickState?: (stateId: string) => void;
}) {
  const chart = useMemo(() => machineChart(machine), [machine]);
  const layout = useMemo(() => placeChart(chart, (chartLayouts as Readonly<Record<string, Record<string, Box>>>)[machine.id]), [chart, machine.id]);
  // The tests' paths, computed here (in the charts' chunk) from the machine as the tests compute them.
  const sets = useMemo(() => testPathSetsOf(machine), [machine]);
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
    const moved = chart.transitions.filter((t) => taken.has(t.id)).flatMap((t) => [t.source, ...t.targets]);
    return [...new Set([...moved, ...current])].filter((id) => !parents.has(id));
  }, [chart, taken, current]);
  const { nodes, edges } = useMemo(() => {
    if (!layout) return { nodes: [], edges: [] };
    const parents = new Set(chart.states.map((s) => s.parent));
    const root = chart.states.find((s) => s.parent === null)!.id;
    const nodes: Node<StateData>[] = layout.states.map(({ state, x, y, width, height, internal }) => ({
      id: state.id,
      type: 'state',
      position: { x, y },
      ...(state.parent !== root ? { parentId: state.parent! } : {}),
      data: {
        state,
        internal,
        compound: parents.has(state.id),
        load: loads?.get(state.id),
        visited: visited?.has(state.id) ?? false,
        current: current.has(state.id),
        taken,
      },
      style: { width, height, ...boxStyle(state, parents.has(state.id)) },
      draggable: false,
    }));
    const pairs = new Set(layout.edges.map((e) => `${e.source}>${e.target}`));
    const lanes = new Map<string, number>();
    const laneOf = (source: string, target: string) => {
      const lane = lanes.get(`${source}>${target}`) ?? 0;
      lanes.set(`${source}>${target}`, lane + 1);
      return lane;
    };
    const edges: Edge<TransitionEdgeData>[] = layout.edges.map(({ id, transition, source, target }) => ({
      id,
      source,
      target,
      type: 'transition',
      markerEnd: { type: MarkerType.ArrowClosed, ...(taken.has(transition.id) ? { color: orange } : {}) },
      zIndex: taken.has(transition.id) ? 1 : 0,
      data: { transition, taken: taken.has(transition.id), lane: laneOf(source, target), reversed: source !== target && pairs.has(`${target}>${source}`) },
    }));
    return { nodes, edges };
  }, [layout, chart, loads, visited, current, taken]);

  if (!layout)
    return (
      <Alert color="red" data-testid="chart-not-laid-out">
        <Trans>This chart is older than its machine: run npm run generate.</Trans>
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Group align="stretch" wrap="nowrap" gap="xs" style={{ height: 'calc(100vh - 260px)', minHeight: 420 }}>
        <Paper withBorder style={{ flex: 1, minWidth: 0 }} data-testid="machine-chart" data-states={nodes.length} data-transitions={chart.transitions.length}>
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodeClick={(_, node) => onPickState?.(node.id)}
            fitView
            minZoom={0.1}
            nodesConnectable={false}
            proOptions={{ hideAttribution: true }}
          >
            <Background />
            <Controls showInteractive={false} />
            <ChartExport fileName={machine.id} />
            <FollowStep ids={followed} />
          </ReactFlow>
        </Paper>
        {set && <TestPathsPanel sets={sets} walks={walks} played={played} play={play} onPlay={setPlay} />}
      </Group>
      <Group gap="lg">
        <Text size="xs" c="dimmed">
          <Trans>
            {chart.states.length - 1} states, {chart.transitions.length} transitions, drawn from the machine itself.
          </Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>● initial state · double border: final state · ↺ stays in the state · [name]: the guard it is taken under (hover it for what it checks)</Trans>
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
