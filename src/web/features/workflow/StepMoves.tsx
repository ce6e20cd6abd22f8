import { Trans, useLingui } from '@lingui/react/macro';
import { TableHead } from '../../ui/TableHead.tsx';
import { Group, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { DateField } from '../../ui/DateField.tsx';
import { WaitCells } from './WaitCells.tsx';
import type { OverlayFilters } from './overlayAddress.ts';

export interface Period {
  from: string;
  to: string;
}

/** The moves between steps in a period (GET /workflow/lifecycle/moves): how many, and how long the returns had waited. */
export function StepMoves({ filters, period, onPeriod }: { filters: OverlayFilters; period: Partial<Period>; onPeriod: (next: Partial<Period>) => void }) {
  const { t } = useLingui();
  const query = { ...Object.fromEntries(Object.entries({ ...filters, ...period }).filter(([, v]) => v)) };
  const moves = useQuery({
    queryKey: ['GET /workflow/lifecycle/moves', query],
    queryFn: async () => (await api.GET('/workflow/lifecycle/moves', { params: { query } })).data ?? null,
  });
  const stepName = (step: string | null) => step ?? t`registered`;
  return (
    <Paper withBorder p="xs" data-testid="step-moves">
      <Group justify="space-between" align="flex-end" mb={4}>
        <Text size="sm" fw={600}>
          <Trans>Moves between steps</Trans>
        </Text>
        <Group gap="xs">
          <DateField label={t`From`} value={period.from ?? moves.data?.from ?? null} onChange={(from) => onPeriod({ ...period, from: from ?? '' })} />
          <DateField label={t`To`} value={period.to ?? moves.data?.to ?? null} onChange={(to) => onPeriod({ ...period, to: to ?? '' })} />
        </Group>
      </Group>
      <Table striped>
        <TableHead titles={[t`Move`, t`Returns`, t`Median wait`, t`90 % within`]} />
        <Table.Tbody>
          {(moves.data?.data ?? []).map((m) => (
            <Table.Tr key={`${m.fromStep}>${m.toStep}`} data-move={`${m.fromStep ?? ''}>${m.toStep ?? ''}`}>
              <Table.Td>
                {stepName(m.fromStep)} → {m.toStep}
              </Table.Td>
              <Table.Td>{m.moves}</Table.Td>
              <WaitCells medianSeconds={m.medianSeconds} p90Seconds={m.p90Seconds} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
