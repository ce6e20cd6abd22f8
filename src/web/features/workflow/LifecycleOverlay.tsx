import { Trans, useLingui } from '@lingui/react/macro';
import { TableHead } from '../../ui/TableHead.tsx';
import { PickLink } from './PickLink.tsx';
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { returnTypeNames } from '../../../shared/returnStatus.ts';
import { useSession } from '../../session/session.tsx';
import { useReasons, useReturnTypeLabel } from '../returns/index.ts';
import { durationText, heatOf } from './heat.ts';
import type { StateLoad } from './lifecycleStatesQuery.ts';
import type { OverlayFilters } from './overlayAddress.ts';

const returnTypes = Object.keys(returnTypeNames);

/** The live overlay's filters: plant, return type and reason; each change is a new address. */
export function OverlayFiltersRow({ value, onChange }: { value: OverlayFilters; onChange: (next: OverlayFilters) => void }) {
  const { t } = useLingui();
  const { user } = useSession();
  const typeLabel = useReturnTypeLabel();
  const reasons = useReasons();
  const set = (name: keyof OverlayFilters) => (picked: string | null) => onChange({ ...value, [name]: picked ?? '' });
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t`Plant`}
        placeholder={t`All`}
        clearable
        w={200}
        value={value.plantCode || null}
        onChange={set('plantCode')}
        data={(user?.plants ?? []).map((p) => ({ value: p.plantCode, label: `${p.plantCode} ${p.plantName}` }))}
      />
      <Select
        label={t`Return Type`}
        placeholder={t`All`}
        clearable
        w={200}
        value={value.returnType || null}
        onChange={set('returnType')}
        data={returnTypes.map((code) => ({ value: code, label: typeLabel(code) }))}
      />
      <Select
        label={t`Reason`}
        placeholder={t`All`}
        clearable
        searchable
        w={240}
        value={value.reasonCode || null}
        onChange={set('reasonCode')}
        data={reasons}
      />
    </Group>
  );
}

/** Where returns wait longest: the states holding returns, longest median wait first, coloured as on the chart. */
export function BottleneckTable({ loads, onPick }: { loads: StateLoad[]; onPick: (state: string) => void }) {
  const { t } = useLingui();
  const rows = [...loads].filter((l) => l.state.startsWith('inProgress')).sort((a, b) => (b.medianAgeSeconds ?? 0) - (a.medianAgeSeconds ?? 0));
  return (
    <Paper withBorder p="xs">
      <Text size="sm" fw={600} mb={4}>
        <Trans>Where returns wait</Trans>
      </Text>
      <Table striped highlightOnHover data-testid="bottleneck-table">
        <TableHead titles={[t`State`, t`Returns`, t`Median wait`, t`Past target`, t`Waiting since`]} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.state} data-state={row.state} style={{ cursor: 'pointer' }} onClick={() => onPick(row.state)}>
              <Table.Td>
                <PickLink onPick={() => onPick(row.state)}>{row.state}</PickLink>
              </Table.Td>
              <Table.Td>{row.returns}</Table.Td>
              <Table.Td>
                <Badge color={heatOf(row.medianAgeSeconds ?? 0, row.targetSeconds)} variant="light">
                  {durationText(row.medianAgeSeconds ?? 0)}
                </Badge>
              </Table.Td>
              <Table.Td c={row.overdue ? 'red' : undefined} fw={row.overdue ? 600 : undefined}>
                {row.overdue}
                {row.targetSeconds !== null && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    / {durationText(row.targetSeconds)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(row.oldestEnteredAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No returns are waiting.</Trans>
        </Text>
      )}
    </Paper>
  );
}
