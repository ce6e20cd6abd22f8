import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format.ts';
import { problemMessage } from '../../i18n/problemMessage.ts';
import type { DockDecision } from '../../session/deviceStore.ts';
import { discardDecision } from './dockStore.ts';

interface Props {
  decisions: readonly DockDecision[];
  /** Opens the return again to decide anew (a refused decision). */
  onRedo: (retNumber: string) => void;
}

/**
 * The decisions made on this tablet: those waiting for the network, those the server refused
 * (someone decided meanwhile, the return changed) with its reason, kept until redone or discarded,
 * and those it posted today with its answer.
 */
export function DockDecisions({ decisions, onRedo }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const today = new Date().toDateString();
  const waiting = decisions.filter((d) => d.state === 'waiting');
  const refused = decisions.filter((d) => d.state === 'refused');
  const sent = decisions.filter((d) => d.state === 'sent' && d.sentAt && new Date(d.sentAt).toDateString() === today);
  const status = (d: DockDecision) => (d.body.fpreStatus === 'A' ? t`FPRE OK` : t`Not OK`);
  if (!decisions.length) return null;
  return (
    <Stack gap="sm" data-testid="dock-decisions">
      <Title order={4}>
        <Trans>Decisions on this tablet</Trans>
      </Title>
      {waiting.length > 0 && (
        <Text fw={600} data-testid="waiting-count">
          {t`${waiting.length} waiting to be sent`}
        </Text>
      )}
      {[...waiting, ...refused, ...sent].map((d) => (
        <Card key={d.key} withBorder padding="sm" data-testid="dock-decision" data-state={d.state}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{d.retNumber}</Text>
            <Badge color={{ waiting: 'orange', refused: 'red', sent: 'green' }[d.state]}>
              {{ waiting: t`Waiting to be sent`, refused: t`Refused`, sent: t`Sent` }[d.state]}
            </Badge>
          </Group>
          <Text size="sm">
            {status(d)} · {t`made ${formatDateTime(d.madeAt)}`}
            {d.sentAt ? ` · ${t`sent ${formatDateTime(d.sentAt)}`}` : ''}
          </Text>
          {d.state === 'sent' && d.answer && <Text size="sm">{d.answer}</Text>}
          {d.state === 'refused' && (
            <Stack gap="xs" mt="xs">
              <Text size="sm" c="red">
                {problemMessage(d.refusal, t`Something went wrong!`)}
              </Text>
              <Group grow>
                <Button size="lg" onClick={() => onRedo(d.retNumber)}>
                  <Trans>Open again</Trans>
                </Button>
                <Button size="lg" variant="default" onClick={() => void discardDecision(queryClient, d)}>
                  <Trans>Discard</Trans>
                </Button>
              </Group>
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}
