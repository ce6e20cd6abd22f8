import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useNetwork } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fpreCodeMax, readFpreCode } from '../../../shared/fpreCode.ts';
import { problemMessage } from '../../i18n/problemMessage.ts';
import type { CurrentUser } from '../../session/profile.ts';
import { showMessageDialog } from '../../ui/dialogs.tsx';
import { DockDecisions } from './DockDecisions.tsx';
import type { DockActor } from './DockReturnCard.tsx';
import { dockDecisionsQuery, forgetEarlierScans, keepDecision, scanCode, sendAndShow, type DockScan } from './dockStore.ts';

interface Opened {
  scan: DockScan;
  offline: boolean;
  actor: DockActor;
  flow: typeof import('./countingFlow.ts');
}

// The counting and the camera come with their first use: the scan screen shows without the machines' and the code reader's scripts.
const DockReturnCard = lazy(() => import('./DockReturnCard.tsx').then((m) => ({ default: m.DockReturnCard })));
const CameraScan = lazy(() => import('./CameraScan.tsx').then((m) => ({ default: m.CameraScan })));

/**
 * /dock: Chief Warehouse at the receiving dock (issue 56). A handheld scanner types the FPRE's code
 * and Enter into the Scan field (or the camera reads it); the return opens with its lines to count;
 * the decision is kept on the tablet and sent with its Idempotency-Key, now or when the network is
 * back. What waits, what the server refused and what it posted are listed under the scan.
 */
export function DockPage({ user, offline: openedOffline }: { user: CurrentUser; offline: boolean }) {
  const { t } = useLingui();
  const { userId } = user;
  const queryClient = useQueryClient();
  const decisions = useQuery(dockDecisionsQuery(userId));
  const { online } = useNetwork();
  const [code, setCode] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [photos, setPhotos] = useState<Record<number, Blob>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const scanField = useRef<HTMLInputElement>(null);

  const [sessionEnded, setSessionEnded] = useState(false);
  // What waits goes as soon as the screen opens and whenever the network comes back (the session renewed first, when the dock opened offline).
  useEffect(() => {
    if (online) void sendAndShow(queryClient, userId).then((sent) => setSessionEnded(sent === 'signed-out'));
  }, [online, queryClient, userId]);
  useEffect(() => void forgetEarlierScans().catch(() => undefined), []);
  // A network that is there but does not answer (weak Wi-Fi, the server busy) is tried again every half minute while something waits.
  const waiting = decisions.data?.some((d) => d.state === 'waiting') ?? false;
  useEffect(() => {
    if (!waiting || !online) return;
    const timer = setInterval(() => void sendAndShow(queryClient, userId).then((sent) => setSessionEnded(sent === 'signed-out')), 30_000);
    return () => clearInterval(timer);
  }, [waiting, online, queryClient, userId]);

  const close = () => {
    opened?.actor.stop();
    setOpened(null);
    setPhotos({});
    setCode('');
    requestAnimationFrame(() => scanField.current?.focus());
  };

  const open = useCallback(
    async (text: string) => {
      setProblem(null);
      const read = readFpreCode(text);
      if (!read) return setProblem(t`${text.trim()} is not the code of an FPRE nor a return number.`);
      if (decisions.data?.some((d) => d.retNumber === read.retNumber && d.state === 'waiting'))
        return setProblem(t`A decision on return ${read.retNumber} was made on this tablet and waits to be sent.`);
      setBusy(true);
      const answer = await scanCode(text, read.retNumber, userId).finally(() => setBusy(false));
      if ('unknownOffline' in answer) return setProblem(t`There is no network, and return ${read.retNumber} was not scanned on this tablet today.`);
      if ('problem' in answer) return setProblem(problemMessage(answer.problem, t`Something went wrong!`));
      const flow = await import('./countingFlow.ts');
      const actor = flow.startCounting(answer.scan);
      if (!actor) return setProblem(t`Return ${read.retNumber} is not waiting at Chief Warehouse.`);
      setOpened({ ...answer, actor, flow });
      setCode('');
    },
    [decisions.data, t, userId],
  );

  const save = async () => {
    if (!opened) return;
    const { actor, scan, flow } = opened;
    const body = flow.saveOf(actor);
    if (!body) return;
    await keepDecision(queryClient, {
      key: crypto.randomUUID(),
      userId,
      retNumber: scan.row.retNumber,
      returnId: scan.row.returnId,
      version: scan.document.version,
      body: { ...body, channel: 'dock', madeAt: new Date().toISOString() },
      photos,
      uploaded: {},
      state: 'waiting',
      refusal: null,
      answer: null,
      madeAt: new Date().toISOString(),
      sentAt: null,
    });
    flow.keptAsSaved(actor);
    showMessageDialog(
      t`Kept`,
      online
        ? t`The decision on ${scan.row.retNumber} is being sent.`
        : t`The decision on ${scan.row.retNumber} is kept on this tablet and goes when the network is back.`,
    );
    close();
  };

  return (
    <Stack maw={760} mx="auto" gap="md">
      <Group justify="flex-end">
        <Badge size="lg" color={online ? 'green' : 'orange'} data-testid="network">
          {online ? t`Online` : t`Offline`}
        </Badge>
      </Group>
      {sessionEnded && (
        <Alert color="orange" data-testid="session-ended">
          <Trans>Your session has ended. Sign in again on this tablet to send the decisions that wait.</Trans>{' '}
          <Anchor component={Link} to="/auth/login">
            <Trans>Sign in</Trans>
          </Anchor>
        </Alert>
      )}
      {openedOffline && !sessionEnded && online && (
        <Text size="sm" c="dimmed">
          <Trans>Opened without a network: the decisions go once the session is renewed.</Trans>
        </Text>
      )}
      {opened ? (
        <Suspense fallback={<Loader />}>
          <DockReturnCard
            actor={opened.actor}
            scan={opened.scan}
            offline={opened.offline}
            photos={photos}
            onPhoto={(lineId, photo) => setPhotos((kept) => ({ ...kept, [lineId]: photo }))}
            onSave={() => void save()}
            onCancel={close}
          />
        </Suspense>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) void open(code);
          }}
        >
          <Stack gap="sm">
            <TextInput
              ref={scanField}
              size="xl"
              label={t`Scan or type the FPRE code`}
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              enterKeyHint="go"
              maxLength={fpreCodeMax + 8}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={problem}
            />
            <Group grow>
              <Button size="lg" type="submit" loading={busy}>
                <Trans>Open</Trans>
              </Button>
              <Button size="lg" variant="default" leftSection={<IconCamera />} onClick={() => setCamera(true)}>
                <Trans>Camera</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {camera && (
        <Suspense fallback={null}>
          <CameraScan
            opened={camera}
            onClose={() => setCamera(false)}
            onCode={(scanned) => {
              setCamera(false);
              void open(scanned);
            }}
          />
        </Suspense>
      )}
      {opened === null && <DockDecisions decisions={decisions.data ?? []} onRedo={(retNumber) => void open(retNumber)} />}
    </Stack>
  );
}
