import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { machineNamed, machineTitles, workflowMachines } from './workflowMachines.ts';
import { LifecycleLive } from './LifecycleLive.tsx';
import { ProcessView } from './ProcessView.tsx';

// React Flow and ELK load with the first chart, never with the rest of the application.
const MachineChartView = lazy(() => import('./MachineChartView.tsx').then((m) => ({ default: m.MachineChartView })));

/**
 * /workflow: the analysts' process view of the return chain (issue 33); /workflow/{machine}: the
 * machine detail, every machine of the product drawn from its definition, the one the server
 * judges returns with among them (issue 12). The charts are read from the machine objects, so what
 * they show is the rules.
 */
export function WorkflowPage() {
  const id = useParams({ from: '/app/workflow-charts/workflow/$machine', shouldThrow: false })?.machine;
  const navigate = useNavigate();
  return (
    <Tabs
      value={id ? 'machines' : 'process'}
      onChange={(tab) => void navigate(tab === 'machines' ? { to: '/workflow/$machine', params: { machine: workflowMachines[0]!.id } } : { to: '/workflow' })}
      keepMounted={false}
    >
      <Tabs.List mb="xs">
        <Tabs.Tab value="process">
          <Trans>Process</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="machines">
          <Trans>Machine detail</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="process">
        <ProcessView />
      </Tabs.Panel>
      <Tabs.Panel value="machines">
        <MachineDetail id={id} />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The machine named in the path, any of them chosen above it: its chart (the lifecycle's with its
 * live counts), or the developers' tab where the tests' paths play on it (`view=paths`).
 */
function MachineDetail({ id }: { id: string | undefined }) {
  const { i18n, t } = useLingui();
  const machine = machineNamed(id);
  const navigate = useNavigate();
  const paths = useSearch({ from: '/app/workflow-charts' }).view === 'paths';
  const show = (machine: string, paths: boolean) => void navigate({ to: '/workflow/$machine', params: { machine }, search: paths ? { view: 'paths' } : {} });
  // The machine is chosen above its chart, so the chart has the page's whole width.
  return (
    <Tabs variant="pills" value={paths ? 'paths' : 'chart'} onChange={(tab) => show(machine.id, tab === 'paths')} keepMounted={false}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Title order={3}>{i18n._(machineTitles[machine.id]!)}</Title>
          <Group align="flex-end">
            <Tabs.List>
              <Tabs.Tab value="chart">
                <Trans>Chart</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="paths">
                <Trans>Tests' paths (developers)</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Select
              label={t`Machine`}
              w={280}
              allowDeselect={false}
              data={workflowMachines.map((m) => ({ value: m.id, label: i18n._(machineTitles[m.id]!) }))}
              value={machine.id}
              onChange={(next) => next && show(next, paths)}
            />
          </Group>
        </Group>
        <Tabs.Panel value="chart">
          {machine.id === 'returnLifecycle' ? (
            <LifecycleLive machine={machine} />
          ) : (
            <Suspense fallback={<Loader size="sm" />}>
              <MachineChartView key={machine.id} machine={machine} />
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="paths">
          <Suspense fallback={<Loader size="sm" />}>
            <MachineChartView key={`${machine.id} paths`} machine={machine} paths />
          </Suspense>
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
