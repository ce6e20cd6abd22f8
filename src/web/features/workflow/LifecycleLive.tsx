import { lazy, Suspense, useMemo } from 'react';
import { Loader, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { AnyStateMachine } from 'xstate';
import { lifecycleStates } from './lifecycleStatesQuery.ts';
import { BottleneckTable, OverlayFiltersRow } from './LifecycleOverlay.tsx';
import { overlayAddress, overlayFiltersOf, type OverlayAddress } from './overlayAddress.ts';
import { ReturnPathPanel, returnPathQuery } from './ReturnPathPanel.tsx';
import { ReturnsInState } from './ReturnsInState.tsx';
import { StepMoves } from './StepMoves.tsx';

const MachineChartView = lazy(() => import('./MachineChartView.tsx').then((m) => ({ default: m.MachineChartView })));

/**
 * The lifecycle chart with what runs on it now (issue 12): per state the returns in it and how
 * long they wait, the states where they wait longest, the returns behind a state's number, and one
 * return's way through it. Filters, the state and the return are the address's.
 */
export function LifecycleLive({ machine }: { machine: AnyStateMachine }) {
  const navigate = useNavigate();
  const address = useSearch({ from: '/app/workflow-charts' });
  // Queries are keyed by the filters' values, so a drill-down or a path is not a new count.
  const filters = overlayFiltersOf(address);
  const show = (next: OverlayAddress) => void navigate({ to: '/workflow/$machine', params: { machine: machine.id }, search: overlayAddress.validate(next) });
  const states = useQuery(lifecycleStates(filters));
  const path = useQuery(returnPathQuery(address.retNumber ?? ''));
  const prefix = `${machine.id}.`;
  const loads = useMemo(() => new Map((states.data ?? []).map((load) => [prefix + load.state, load])), [states.data, prefix]);
  const visited = useMemo(() => new Set((path.data?.states ?? []).map((s) => prefix + s.state)), [path.data, prefix]);
  const pick = (state: string) => show({ ...address, state: state.startsWith(prefix) ? state.slice(prefix.length) : state });
  return (
    <Stack gap="xs">
      <OverlayFiltersRow value={filters} onChange={(next) => show({ ...address, ...next })} />
      <Suspense fallback={<Loader size="sm" />}>
        <MachineChartView machine={machine} loads={loads} visited={visited} onPickState={pick} />
      </Suspense>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <BottleneckTable loads={states.data ?? []} onPick={pick} />
        <ReturnPathPanel key={address.retNumber ?? ''} retNumber={address.retNumber ?? ''} onFind={(retNumber) => show({ ...address, retNumber })} />
      </SimpleGrid>
      {address.state && <ReturnsInState state={address.state} filters={filters} />}
      <StepMoves filters={filters} period={{ from: address.from, to: address.to }} onPeriod={(period) => show({ ...address, ...period })} />
    </Stack>
  );
}
