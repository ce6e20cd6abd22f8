import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Progress, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../../api/client.ts';
import { formatDateTime } from '../../../../shared/format.ts';
import { SynchDialog } from './SynchDialog.tsx';
import { synchForms, type SynchForm } from './synchForms.ts';

type KindState = Schemas['SynchKindState'];
type Run = NonNullable<KindState['lastRun']>;

const running = (run: Run | null) => run?.status === 'PENDING' || run?.status === 'RUNNING';
const statusColour: Record<Run['status'], string> = { PENDING: 'gray', RUNNING: 'blue', DONE: 'green', FAILED: 'red' };

/** While a kind runs, the list asks again this often. */
const POLL_MS = 2000;

/**
 * /administrator/synch: every kind of master-data synchronisation (spec 002 §7) with its last run
 * (status, progress, rows changed, who started it, the server's message or error) and a button
 * that starts it through the same dialog as the creation screens' Synch menu.
 */
export function SynchronisationPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<SynchForm | null>(null);
  const kinds = useQuery({
    queryKey: ['GET /synch'],
    queryFn: async () => (await api.GET('/synch')).data?.data ?? [],
    refetchInterval: ({ state }) => (state.data?.some((k) => running(k.lastRun)) ? POLL_MS : false),
  });
  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: ['GET /synch'] });
  };

  const statusLabel: Record<Run['status'], string> = { PENDING: t`Waiting`, RUNNING: t`Running`, DONE: t`Done`, FAILED: t`Failed` };
  return (
    <Stack>
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Synchronisation`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th>{t`Rows changed`}</Table.Th>
              <Table.Th>{t`Last run`}</Table.Th>
              <Table.Th>{t`Message`}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(kinds.data ?? []).map((kind) => {
              const form = synchForms.find((f) => f.kind === kind.key)!;
              const run = kind.lastRun;
              return (
                <Table.Tr key={kind.key} data-kind={kind.key}>
                  <Table.Td>
                    <Text fw={500}>{i18n._(form.menuLabel)}</Text>
                    <Code>
                      {kind.method} {kind.path}
                    </Code>
                  </Table.Td>
                  <Table.Td>
                    {run ? (
                      <Stack gap={4}>
                        <Badge color={statusColour[run.status]} variant="light">
                          {statusLabel[run.status]}
                        </Badge>
                        {running(run) && <Progress value={run.progress} size="sm" animated aria-label={t`Synchronisation progress`} />}
                      </Stack>
                    ) : (
                      <Text c="dimmed">{t`Never run`}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>{run?.rowsChanged ?? ''}</Table.Td>
                  <Table.Td>
                    {run && (
                      <Text size="sm">
                        {formatDateTime(run.finishedAt ?? run.startedAt ?? run.queuedAt)}
                        {run.startedBy && <Text span c="dimmed" size="sm">{` · ${run.startedBy}`}</Text>}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm" c={run?.status === 'FAILED' ? 'red' : undefined}>
                      {run ? (run.status === 'FAILED' && run.error ? run.error : run.message) : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" disabled={running(run)} onClick={() => setOpen(form)}>
                      <Trans>Synchronise</Trans>
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {kinds.isLoading && <Text c="dimmed">{t`Please wait...`}</Text>}
      {open && <SynchDialog form={open} onClose={close} />}
    </Stack>
  );
}
