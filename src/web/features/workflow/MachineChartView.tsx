import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Background, Controls, Handle, MarkerType, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import type { AnyStateMachine } from 'xstate';
import { machineChart, type ChartState, type ChartTransition } from '../../../../machines/charts/machineChart.ts';
import { layoutChart, transitionLabel } from './chartLayout.ts';
import { ChartExport } from './ChartExport.tsx';
import { durationText, heatOf } from './heat.ts';
import type { StateLoad } from './lifecycleStatesQuery.ts';

type StateData = { state: ChartState; internal: ChartTransition[]; compound: boolean; load: StateLoad | undefined; visited: boolean };

/** A state's box: its name, a mark for the initial and final states, its tags, and the transitions that stay in it. */
function StateBox({ data }: NodeProps<Node<StateData>>) {
  const { state, internal, compound, load, visited } = data;
  return (
    <div
      data-testid="chart-state"
      data-state={state.id}
      data-returns={load?.returns ?? 0}
      data-visited={visited}
      style={{ height: '100%', padding: '6px 10px', boxSizing: 'border-box', borderRadius: 8, ...(load?.medianAgeSeconds != null ? { background: `var(--mantine-color-${heatOf(load.medianAgeSeconds, load.targetSeconds)}-light)` } : {}), ...(visited ? { outline: '3px solid var(--mantine-color-blue-6)' } : {}) }}
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
          <Badge size="sm" color={load.medianAgeSeconds === null ? 'gray' : heatOf(load.medianAgeSeconds, load.targetSeconds)} title={load.medianAgeSeconds === null ? undefined : durationText(load.medianAgeSeconds)} data-testid="state-returns">
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
        <Text key={t.id} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', lineHeight: '16px' }} title={t.guard ? `guard: ${t.guard}` : undefined}>
          ↺ {transitionLabel(t)}
        </Text>
      ))}
      <Handle type="source" position={Position.Bottom} style={{ opacity: 0 }} />
    </div>
  );
}

const nodeTypes = { state: StateBox };

const boxStyle = (state: ChartState, compound: boolean) => ({
  border: state.kind === 'final' ? '3px double var(--mantine-color-gray-6)' : '1px solid var(--mantine-color-gray-5)',
  borderRadius: 8,
  background: compound ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-body)',
});

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
  const layout = useQuery({ queryKey: ['workflow chart layout', machine.id], queryFn: () => layoutChart(chart), staleTime: Infinity });
  const { nodes, edges } = useMemo(() => {
    if (!layout.data) return { nodes: [], edges: [] };
    const parents = new Set(chart.states.map((s) => s.parent));
    const root = chart.states.find((s) => s.parent === null)!.id;
    const nodes: Node<StateData>[] = layout.data.states.map(({ state, x, y, width, height, internal }) => ({
      id: state.id,
      type: 'state',
      position: { x, y },
      ...(state.parent !== root ? { parentId: state.parent! } : {}),
      data: { state, internal, compound: parents.has(state.id), load: loads?.get(state.id), visited: visited?.has(state.id) ?? false },
      style: { width, height, ...boxStyle(state, parents.has(state.id)) },
      draggable: false,
    }));
    const edges: Edge[] = layout.data.edges.map(({ id, transition, source, target }) => ({
      id,
      source,
      target,
      label: transitionLabel(transition),
      labelStyle: { fontSize: 11 },
      labelBgPadding: [4, 2] as [number, number],
      markerEnd: { type: MarkerType.ArrowClosed },
      data: { transition },
    }));
    return { nodes, edges };
  }, [layout.data, chart, loads, visited]);

  if (!layout.data) return <Loader size="sm" />;
  return (
    <Stack gap="xs">
      <Paper withBorder style={{ height: 'calc(100vh - 260px)', minHeight: 420 }} data-testid="machine-chart" data-states={nodes.length} data-transitions={chart.transitions.length}>
        <ReactFlow nodes={nodes} edges={edges} nodeTypes={nodeTypes} onNodeClick={(_, node) => onPickState?.(node.id)} fitView minZoom={0.1} nodesConnectable={false} proOptions={{ hideAttribution: true }}>
          <Background />
          <Controls showInteractive={false} />
          <ChartExport fileName={machine.id} />
        </ReactFlow>
      </Paper>
      <Group gap="lg">
        <Text size="xs" c="dimmed">
          <Trans>
            {chart.states.length - 1} states, {chart.transitions.length} transitions, drawn from the machine itself.
          </Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>● initial state · double border: final state · ↺ stays in the state · [name]: the guard it is taken under</Trans>
        </Text>
        {loads && (
          <Text size="xs" c="dimmed">
            <Trans>Number: returns in the state now · colour: their median wait against the step's target (within it, up to twice it, up to four times it, longer) · ⏰: returns past the target · blue outline: the path of the return shown · click a state for its returns</Trans>
          </Text>
        )}
      </Group>
      {layout.data.anywhere.length > 0 && (
        <Text size="xs" c="dimmed">
          <Trans>In any state:</Trans> {layout.data.anywhere.map(transitionLabel).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
