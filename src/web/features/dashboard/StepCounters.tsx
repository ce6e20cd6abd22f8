import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { stepOrder } from '../../../../machines/returns/route.ts';
import { endedCounts, stepCounts, type StepCount } from './dashboardQueries.ts';
import { waitedFor } from './waitedFor.ts';

/** A counter's label, its count and its two lines (oldest wait, past target), in px. */
const COUNTER_CELL_HEIGHT = 88;

/**
 * How long the return waiting longest at a step has waited: where work piles up, beyond the spec's
 * counts. Counted to when the counts were read (`readAt`), not to the clock: the screen the server
 * drew and the page that takes it over read the same answer, so they say the same (issue 54 item 5:
 * at the turn of a minute the server drew 31 and the page 32, and React drew the screen again).
 */
function OldestWait({ since, readAt }: { since: string | null; readAt: number }) {
  if (!since) return null;
  const { unit, value } = waitedFor(since, readAt);
  return (
    <Text size="xs" c="dimmed">
      {unit === 'days' ? (
        <Plural value={value} one="oldest waits # day" other="oldest waits # days" />
      ) : unit === 'hours' ? (
        <Plural value={value} one="oldest waits # hour" other="oldest waits # hours" />
      ) : (
        <Plural value={value} one="oldest waits # minute" other="oldest waits # minutes" />
      )}
    </Text>
  );
}

/**
 * The per-step counters (spec 000 §2.3), SALES shown as FSS/ASM/BM, with the returns whose process
 * ended beside them. Every step shows from the first frame ('…' until its count arrives) in a
 * cell tall enough for its two lines below the count, so nothing under the card moves when the
 * counts arrive.
 */
export function StepCounters() {
  const { t } = useLingui();
  const steps = useQuery(stepCounts());
  const ended = useQuery(endedCounts());
  const labelOf: Record<StepCount['step_code'], string> = { SALES: t`FSS/ASM/BM`, CLIENT: t`Client`, BRQA: t`BRQA`, QAHO: t`QAHO`, CD: t`CD`, CW: t`CW` };
  const outcome = (name: 'COMPLETED' | 'REJECTED') => ended.data?.data.find((d) => d.outcome === name)?.total;
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} aria-label={t`Returns pending per step`}>
        {stepOrder.map((code) => {
          const step = steps.data?.data.find((s) => s.step_code === code);
          return (
            <Stack key={code} gap={0} mih={COUNTER_CELL_HEIGHT} data-testid={`step-${code}`}>
              <Text size="sm" c="dimmed" fw={600}>
                {labelOf[code]}
              </Text>
              <Text size="lg" fw={700}>
                {step?.total ?? '…'}
              </Text>
              {step && <OldestWait since={step.oldestSince} readAt={steps.dataUpdatedAt} />}
              {step && step.overdue > 0 && (
                <Text size="xs" c="red" fw={600}>
                  <Plural value={step.overdue} one="# past target" other="# past target" />
                </Text>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      <Group mt="sm" gap="lg">
        <Text size="sm" data-testid="ended-completed">
          <Trans>Completed</Trans>: <b>{outcome('COMPLETED') ?? '…'}</b>
        </Text>
        <Text size="sm" data-testid="ended-rejected">
          <Trans>Rejected</Trans>: <b>{outcome('REJECTED') ?? '…'}</b>
        </Text>
      </Group>
    </Paper>
  );
}
