import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, Loader, NavLink, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
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
  const { machine: id } = useParams({ strict: false }) as { machine?: string };
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

/** Every machine, listed beside the chart of the one named in the path. */
function MachineDetail({ id }: { id: string | undefined }) {
  const { i18n } = useLingui();
  const machine = machineNamed(id);
  const navigate = useNavigate();
  return (
    // Side by side on a wide screen; the machines above the chart on a narrow one (or zoomed to 200%).
    <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }} gap="md">
      <Paper withBorder p="xs" w={{ base: '100%', md: 240 }} style={{ flexShrink: 0 }}>
        <Text size="xs" c="dimmed" px="sm" pb={4}>
          <Trans>Machines</Trans>
        </Text>
        {workflowMachines.map((m) => (
          <NavLink
            key={m.id}
            href={`/workflow/${m.id}`}
            onClick={(event) => {
              event.preventDefault();
              void navigate({ to: '/workflow/$machine', params: { machine: m.id } });
            }}
            label={i18n._(machineTitles[m.id]!)}
            active={m.id === machine.id}
          />
        ))}
      </Paper>
      <Stack style={{ flex: 1, minWidth: 0 }} gap="xs">
        <Title order={3}>{i18n._(machineTitles[machine.id]!)}</Title>
        {machine.id === 'returnLifecycle' ? (
          <LifecycleLive machine={machine} />
        ) : (
          <Suspense fallback={<Loader size="sm" />}>
            <MachineChartView key={machine.id} machine={machine} />
          </Suspense>
        )}
      </Stack>
    </Flex>
  );
}
