import { useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { processSteps, type ProcessStep } from '../../../../machines/returns/processSteps.ts';
import { DateField } from '../../ui/DateField.tsx';
import { useClientOptions } from '../reports/index.ts';
import { TableHead } from '../../ui/TableHead.tsx';
import { WhenIdle } from '../../ui/WhenIdle.tsx';
import { PickLink } from './PickLink.tsx';
import { WaitCells } from './WaitCells.tsx';
import { OverlayFiltersRow } from './LifecycleOverlay.tsx';
import { overlayAddress, overlayFiltersOf, type OverlayAddress } from './overlayAddress.ts';
import { ProcessChart } from './ProcessChart.tsx';
import { ProcessChartExport } from './ProcessChartExport.tsx';
import { processLayout } from './processLayout.ts';
import { ProcessLines } from './ProcessLines.tsx';
import { processStepNames } from './processStepNames.ts';
import { ProcessConformance } from './ProcessConformance.tsx';
import { ProcessVariants, VariantLines } from './ProcessVariants.tsx';
import { conformanceQuery, processViewQuery, variantsQuery, type ProcessMove } from './processViewQuery.ts';

const isStep = (value: string | undefined): value is ProcessStep => (processSteps as readonly string[]).includes(value ?? '');
const moveKey = (m: Pick<ProcessMove, 'fromStep' | 'toStep'>) => `${m.fromStep}>${m.toStep}`;

/**
 * /workflow, the analysts' process view (issue 33): the return chain as its users name its steps,
 * projected from the lifecycle machine, with the lines waiting at each step now and the moves lines
 * made in the period; a step, a line of the picture or a move's row lists its lines. Filters, the
 * period and what was picked are the address's.
 */
export function ProcessView() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const address = useSearch({ from: '/app/workflow-charts' });
  const show = (next: OverlayAddress) => void navigate({ to: '/workflow', search: overlayAddress.validate(next) });
  const filters = overlayFiltersOf(address);
  const asked = { ...filters, clientCode: address.clientCode ?? '', from: address.from ?? '', to: address.to ?? '' };
  const clients = useClientOptions(true);
  const view = useQuery(processViewQuery(asked, { from: t`From`, to: t`To` }));
  // The blocks below the picture come in idle moments (WhenIdle); what they show is asked for now.
  usePrefetchQuery(variantsQuery(asked));
  usePrefetchQuery(conformanceQuery(asked));
  const layout = useMemo(() => processLayout(), []);
  const chart = useRef<SVGSVGElement>(null);
  const loads = useMemo(() => new Map((view.data?.steps ?? []).map((s) => [s.step, s])), [view.data]);
  const moves = useMemo(() => new Map((view.data?.moves ?? []).map((m) => [moveKey(m), m])), [view.data]);
  const segmentMoves = address.segment ? layout.segments.find((s) => s.id === address.segment)?.moves : undefined;
  const [moveFrom, moveTo] = (address.move ?? '').split('>');
  const pick = (next: Partial<Pick<OverlayAddress, 'step' | 'move' | 'segment' | 'variant' | 'deviation'>>) =>
    show({ ...address, step: undefined, move: undefined, segment: undefined, variant: undefined, deviation: undefined, ...next });
  // A variant or a deviation picked is drawn: the moves between its path's consecutive steps.
  const drawnPath = address.variant ?? address.deviation?.split('|')[0];
  const variantMoves = drawnPath?.split('>').flatMap((step, i, path) => (i ? [`${path[i - 1]}>${step}`] : []));
  const pickMoves = (keys: readonly string[]) => {
    const taken = keys.filter((k) => moves.has(k));
    const segment = layout.segments.find((s) => s.moves.join(' ') === keys.join(' '))?.id;
    if (taken.length === 1) pick({ move: taken[0] });
    else pick({ segment });
  };
  const name = (step: string) => (isStep(step) || step === 'REGROUPED' ? i18n._(processStepNames[step]) : step);
  const listed = [...moves.values()].filter((m) => !segmentMoves || segmentMoves.includes(moveKey(m)));
  return (
    <Stack gap="xs" data-testid="process-view">
      <Group gap="sm" align="flex-end" justify="space-between">
        <Group gap="sm" align="flex-end">
          <OverlayFiltersRow value={filters} onChange={(next) => show({ ...address, ...next })} />
          <Select
            label={t`Client`}
            placeholder={t`All`}
            clearable
            searchable
            w={220}
            value={address.clientCode ?? null}
            onChange={(clientCode) => show({ ...address, clientCode: clientCode ?? '' })}
            data={clients}
          />
        </Group>
        <Group gap="xs">
          <DateField label={t`From`} value={address.from ?? view.data?.from ?? null} onChange={(from) => show({ ...address, from: from ?? '' })} />
          <DateField label={t`To`} value={address.to ?? view.data?.to ?? null} onChange={(to) => show({ ...address, to: to ?? '' })} />
        </Group>
      </Group>
      {view.error && (
        <Alert color="red" variant="light" role="alert" data-testid="process-refused">
          {view.error.message}
        </Alert>
      )}
      <Paper withBorder>
        <ScrollArea type="auto" offsetScrollbars>
          <ProcessChart
            layout={layout}
            loads={loads}
            moves={moves}
            picked={{ step: address.step, moves: address.move ? [address.move] : (variantMoves ?? segmentMoves) }}
            onPickStep={(step) => pick({ step })}
            onPickMoves={pickMoves}
            readAt={view.dataUpdatedAt}
            svgRef={chart}
          />
        </ScrollArea>
      </Paper>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Text size="xs" c="dimmed">
          <Trans>
            Number in a step: lines waiting there now (the final steps and Rejected: lines that reached them in the period) · ⌀ their median wait, coloured
            against the step's target · max: the longest wait · late: lines past the target · a line's width: the lines that made the move in the period · ◇ a
            step may be skipped there · click a step or a line for its lines
          </Trans>
        </Text>
        <ProcessChartExport chart={() => chart.current} fileName="return-process" />
      </Group>
      {isStep(address.step) && <ProcessLines step={address.step} filters={asked} />}
      {isStep(moveFrom) && (isStep(moveTo) || moveTo === 'REGROUPED') && <ProcessLines step={moveFrom} nextStep={moveTo} filters={asked} />}
      {/* The period's variants, deviations and moves, below the picture: each after it, in an idle moment of its own. */}
      <WhenIdle>
        <ProcessVariants asked={asked} picked={address.variant} onPick={(variant) => pick({ variant })} />
        {address.variant && <VariantLines path={address.variant} asked={asked} />}
      </WhenIdle>
      <WhenIdle>
        <ProcessConformance asked={asked} picked={address.deviation} onPick={(deviation) => pick({ deviation })} />
      </WhenIdle>
      <WhenIdle>
        <Paper withBorder p="xs" data-testid="process-moves">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              <Trans>Moves between steps in the period</Trans>
            </Text>
            {segmentMoves && (
              <Anchor component="button" type="button" size="sm" onClick={() => pick({})}>
                <Trans>All moves</Trans>
              </Anchor>
            )}
          </Group>
          <Table striped highlightOnHover>
            <TableHead titles={[t`Move`, t`Lines`, t`Median wait`, t`90 % within`]} />
            <Table.Tbody>
              {listed.map((m) => (
                <Table.Tr key={moveKey(m)} data-move={moveKey(m)} style={{ cursor: 'pointer' }} onClick={() => pick({ move: moveKey(m) })}>
                  <Table.Td>
                    <PickLink onPick={() => pick({ move: moveKey(m) })}>
                      {name(m.fromStep)} → {name(m.toStep)}
                    </PickLink>
                  </Table.Td>
                  <Table.Td>{m.lines}</Table.Td>
                  <WaitCells medianSeconds={m.medianSeconds} p90Seconds={m.p90Seconds} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {view.data && listed.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No line moved in the period.</Trans>
            </Text>
          )}
        </Paper>
      </WhenIdle>
    </Stack>
  );
}
