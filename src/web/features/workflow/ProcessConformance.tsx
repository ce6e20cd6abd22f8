import { formatDate } from '../../../shared/format.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/client.ts';
import { TableHead } from '../../ui/TableHead.tsx';
import { PickLink } from './PickLink.tsx';
import { processStepNames } from './processStepNames.ts';
import { SheetButton } from './SheetButton.tsx';
import { filtersAsked, conformanceQuery, type ProcessQuery } from './processViewQuery.ts';
import { VariantLines } from './ProcessVariants.tsx';

type Conformance = Schemas['ProcessConformance'];
type Deviation = Conformance['deviations'][number];

/** A deviation in the address: its path, type, reason and whether the client is brought in. */
const deviationKey = (d: Pick<Deviation, 'path' | 'returnType' | 'reasonCode' | 'needsClient'>) =>
  [d.path.join('>'), d.returnType, d.reasonCode ?? '', d.needsClient ? 'client' : ''].join('|');

const BAR_WIDTH = 28;
const CHART_HEIGHT = 120;

/** The share of the lines that kept to their route, a bar per week. */
function WeeklyShare({ weeks }: { weeks: Conformance['weeks'] }) {
  const { i18n, t } = useLingui();
  const width = Math.max(weeks.length * (BAR_WIDTH + 8), 160);
  return (
    <svg
      width={width}
      height={CHART_HEIGHT + 32}
      role="img"
      aria-label={t`The share of lines that kept to their route, per week`}
      data-testid="conformance-weeks"
    >
      <line x1={0} x2={width} y1={CHART_HEIGHT} y2={CHART_HEIGHT} stroke="#adb5bd" />
      {weeks.map((w, i) => {
        const share = w.lines ? w.conforming / w.lines : 0;
        const x = i * (BAR_WIDTH + 8) + 4;
        const height = Math.round(share * (CHART_HEIGHT - 16));
        const label = i18n.number(share, { style: 'percent', maximumFractionDigits: 0 });
        return (
          <g key={w.week} data-week={w.week} data-share={share}>
            <title>{t`Week of ${formatDate(w.week)}: ${w.conforming} of ${w.lines} lines kept to their route`}</title>
            <rect x={x} y={CHART_HEIGHT - height} width={BAR_WIDTH} height={height} fill={share >= 0.95 ? '#0ca678' : share >= 0.8 ? '#f59f00' : '#e03131'} />
            <text x={x + BAR_WIDTH / 2} y={CHART_HEIGHT - height - 4} fontSize={12} textAnchor="middle" fill="#343a40">
              {label}
            </text>
            <text x={x + BAR_WIDTH / 2} y={CHART_HEIGHT + 16} fontSize={12} textAnchor="middle" fill="#868e96">
              {formatDate(w.week).slice(0, 5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Conformance (issue 33, item 4): each line that ended in the period held to the route the routing
 * policy gives its return today; the share kept per week, and the deviations with what differed. A
 * deviation picked lists its lines.
 */
export function ProcessConformance({ asked, picked, onPick }: { asked: ProcessQuery; picked: string | undefined; onPick: (key: string | undefined) => void }) {
  const { i18n, t } = useLingui();
  const query = filtersAsked(asked);
  const answer = useQuery(conformanceQuery(asked));
  const data = answer.data;
  const steps = (list: readonly string[]) => list.map((s) => i18n._(processStepNames[s as keyof typeof processStepNames])).join(', ');
  const chosen = data?.deviations.find((d) => deviationKey(d) === picked);
  const share = data?.lines ? i18n.number(data.conforming / data.lines, { style: 'percent', maximumFractionDigits: 1 }) : '–';
  return (
    <Paper withBorder p="xs" data-testid="process-conformance">
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            <Trans>
              Conformance: {share} of the {data?.lines ?? 0} lines that ended in the period kept to the route today's routing policy gives
            </Trans>
          </Text>
          <SheetButton call={() => api.GET('/workflow/conformance/xlsx', { params: { query }, parseAs: 'blob' })} fallbackName="conformance.xlsx" />
        </Group>
        {picked && (
          <Anchor component="button" type="button" size="sm" onClick={() => onPick(undefined)}>
            <Trans>All deviations</Trans>
          </Anchor>
        )}
      </Group>
      {data && data.weeks.length > 0 && <WeeklyShare weeks={data.weeks} />}
      <Table striped highlightOnHover mt="xs">
        <TableHead titles={[t`Path`, t`Return Type`, t`Reason`, t`Route today`, t`Skipped`, t`Added`, t`Lines`]} />
        <Table.Tbody>
          {(data?.deviations ?? []).map((d) => (
            <Table.Tr key={deviationKey(d)} data-deviation={deviationKey(d)} style={{ cursor: 'pointer' }} onClick={() => onPick(deviationKey(d))}>
              <Table.Td>
                <PickLink onPick={() => onPick(deviationKey(d))}>
                  {d.path.map((s) => i18n._(processStepNames[s as keyof typeof processStepNames])).join(' → ')}
                </PickLink>
              </Table.Td>
              <Table.Td>{d.returnType}</Table.Td>
              <Table.Td>{d.reasonCode}</Table.Td>
              <Table.Td>{steps(d.route)}</Table.Td>
              <Table.Td c="red">{steps(d.skipped)}</Table.Td>
              <Table.Td c="orange">{steps(d.added)}</Table.Td>
              <Table.Td>{d.lines}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data && data.deviations.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>Every line kept to its route.</Trans>
        </Text>
      )}
      {chosen && (
        <VariantLines
          path={chosen.path.join('>')}
          asked={{ ...asked, returnType: chosen.returnType, reasonCode: chosen.reasonCode ?? '', needsClient: chosen.needsClient }}
          title={t`Lines that departed from their route this way`}
        />
      )}
    </Paper>
  );
}
