import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { routingParamCodes, type RoutingPolicy } from '../../../../machines/returns/route.ts';
import { api, type Schemas } from '../../api/client.ts';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { TableHead } from '../../ui/TableHead.tsx';
import { routingPolicyQuery, useReasons, useReturnTypeLabel } from '../returns/index.ts';
import { formatDate } from '../../../shared/format.ts';
import { durationText } from './heat.ts';
import { processStepNames } from './processStepNames.ts';

type Preview = Schemas['RoutingPreview'];

/** The part of the routing policy a STEP_APPROVAL parameter holds; undefined for another parameter. */
export const routingPartOf = (paramGroupId: unknown, paramCode: unknown): keyof RoutingPolicy | undefined =>
  paramGroupId === 'STEP_APPROVAL' ? (Object.entries(routingParamCodes).find(([, code]) => code === paramCode)?.[0] as keyof RoutingPolicy) : undefined;

/**
 * Before an administrator saves a change of the routing policy (issue 33, item 5): the last months'
 * lines replayed through the policy as it stands and as it would be with the value typed (POST
 * /workflow/what-if, nothing saved): how many would route differently and how, the lines per
 * step and week under each, and the projected median lead time. The dialog's Save is the one
 * click after it. A value the server refuses (routing would not understand it) is no proposal:
 * `onRefused` shows why by the field it was typed in.
 */
export function RoutingWhatIf({ part, value, onRefused }: { part: keyof RoutingPolicy; value: string; onRefused: (message: string) => void }) {
  const { t } = useLingui();
  const policy = useQuery(routingPolicyQuery);
  const [months, setMonths] = useState(3);
  const [preview, setPreview] = useState<{ asked: string; answer: Preview } | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = `${months}|${value}`;
  const run = async () => {
    if (!policy.data) return;
    const lists = Object.fromEntries(Object.entries(policy.data).map(([key, list]) => [key, list.join(',')])) as Record<keyof RoutingPolicy, string>;
    setBusy(true);
    const { data, error } = await api.POST('/workflow/what-if', { body: { ...lists, [part]: value, months } });
    setBusy(false);
    if (error && (error as { field?: unknown }).field === part) {
      setPreview(null);
      return onRefused(problemMessage(error, t`Something went wrong!`));
    }
    if (error || !data) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
    setPreview({ asked, answer: data });
  };
  return (
    <Paper withBorder p="sm" data-testid="routing-what-if">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          <Trans>Before saving: what this routing change would have done to the lines of the last months</Trans>
        </Text>
        <Group align="flex-end">
          <NumberInput label={t`Months replayed`} min={1} max={24} w={160} value={months} onChange={(m) => setMonths(typeof m === 'number' ? m : 3)} />
          <Button variant="light" loading={busy} disabled={!policy.data} onClick={() => void run()}>
            <Trans>Preview the change</Trans>
          </Button>
        </Group>
        {preview && preview.asked !== asked && (
          <Text size="sm" c="dimmed">
            <Trans>The value or the months changed since this preview: preview again.</Trans>
          </Text>
        )}
        {preview && <PreviewAnswer answer={preview.answer} />}
      </Stack>
    </Paper>
  );
}

/** The preview as the product names things: return types and reasons by their names, dates DD/MM/YYYY. */
function PreviewAnswer({ answer }: { answer: Preview }) {
  const { i18n, t } = useLingui();
  const typeLabel = useReturnTypeLabel();
  const reasons = useReasons();
  const reasonLabel = (code: string | null) => (code === null ? '' : (reasons.find((r) => r.value === code)?.label ?? code));
  const stepName = (step: string) => (step in processStepNames ? i18n._(processStepNames[step as keyof typeof processStepNames]) : step);
  const route = (steps: readonly string[]) => steps.map(stepName).join(' → ');
  const duration = (seconds: number | null) => (seconds === null ? '–' : durationText(seconds));
  const { lines, changed, since, leadTime, paceDays } = answer;
  const sinceDate = formatDate(since);
  // The steps whose lines the change moves, and per week their lines now and with it.
  const moved = [...new Set(answer.steps.filter((s) => s.current !== s.proposed).map((s) => s.step))];
  const weeks = [...new Set(answer.steps.map((s) => s.week))];
  const at = (week: string, step: string) => answer.steps.find((s) => s.week === week && s.step === step);
  const paced = new Map(answer.stepPace.map((p) => [p.step, p.medianSeconds]));
  const unmeasured = moved.filter((step) => !paced.has(step));
  return (
    <Stack gap="xs" data-testid="what-if-answer">
      <Text size="sm" data-testid="what-if-summary">
        <Trans>
          {changed} of the {lines} lines registered since {sinceDate} would route differently.
        </Trans>
      </Text>
      <Text size="sm" data-testid="what-if-lead-time">
        <Trans>
          Projected median lead time from submission to the warehouse's decision: {duration(leadTime.currentMedianSeconds)} today,{' '}
          {duration(leadTime.proposedMedianSeconds)} with the change (each step's median wait over the last {paceDays} days).
        </Trans>
      </Text>
      {unmeasured.length > 0 && (
        <Text size="xs" c="orange">
          <Trans>
            No line left {unmeasured.map(stepName).join(', ')} in the last {paceDays} days: its wait is not counted in the projection.
          </Trans>
        </Text>
      )}
      {answer.changes.length > 0 && (
        <Table striped data-testid="what-if-changes">
          <TableHead titles={[t`Return Type`, t`Reason`, t`Client approval`, t`Route today`, t`Route with the change`, t`Lines`]} />
          <Table.Tbody>
            {answer.changes.map((c) => (
              <Table.Tr key={`${c.returnType}|${c.reasonCode}|${c.needsClient}`}>
                <Table.Td>{typeLabel(c.returnType)}</Table.Td>
                <Table.Td>{reasonLabel(c.reasonCode)}</Table.Td>
                <Table.Td>{c.needsClient ? t`Yes` : t`No`}</Table.Td>
                <Table.Td>{route(c.currentRoute)}</Table.Td>
                <Table.Td fw={600}>{route(c.proposedRoute)}</Table.Td>
                <Table.Td>{c.lines}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {moved.length > 0 && (
        <ScrollArea.Autosize mah={260}>
          <Table data-testid="what-if-weeks">
            <TableHead titles={[t`Week`, ...moved.map((step) => t`${stepName(step)}: today → with the change`)]} />
            <Table.Tbody>
              {weeks.map((week) => (
                <Table.Tr key={week}>
                  <Table.Td>{formatDate(week)}</Table.Td>
                  {moved.map((step) => (
                    <Table.Td key={step}>
                      {at(week, step)?.current ?? 0} → {at(week, step)?.proposed ?? 0}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
