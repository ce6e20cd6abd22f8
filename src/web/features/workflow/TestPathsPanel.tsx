import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { pathName, type PlayedStep, type TestPathSet } from '../../../../machines/charts/testPaths.ts';
import type { Walk } from '../../../../machines/charts/coveringWalks.ts';

/** Which of a machine's test paths is played on its chart, and how far. */
export interface PathPlay {
  set: number;
  /** The path's index among the set's, or null while none is chosen. */
  path: number | null;
  /** 0: the machine's start; n: after the path's n-th step. */
  step: number;
}

/** Who plays the paths, in words. */
function WalkedBy({ set }: { set: TestPathSet }) {
  if (set.walkedBy === 'api')
    return <Trans>The model test plays each path through the API on a fresh return, checking the stored return after every step.</Trans>;
  if (set.walkedBy === 'screens')
    return <Trans>The component tests walk the screens along each path, checking after every step that the screen shows the machine's state.</Trans>;
  return (
    <Trans>The screens' tests must run every transition these paths take (the coverage check); each path is the shortest way to what is not taken yet.</Trans>
  );
}

/**
 * Beside a chart, the paths its machine's model-based tests walk (machines/charts/testPaths.ts),
 * named as the tests name them ("path 3 of 12: …"); one chosen is played on the chart step by step.
 */
export function TestPathsPanel({
  sets,
  walks,
  played,
  play,
  onPlay,
}: {
  sets: TestPathSet[];
  walks: Walk<AnyStateMachine>[];
  played: PlayedStep[] | null;
  play: PathPlay;
  onPlay: (next: PathPlay) => void;
}) {
  const { t } = useLingui();
  const set = sets[play.set]!;
  const setLabel = (s: TestPathSet) => (s.kind === 'route' ? t`Route ${s.name}` : s.kind === 'rows' ? t`Rows at ${s.name}` : s.name);
  const last = (played?.length ?? 1) - 1;
  const current = played?.[play.step];
  return (
    <Paper withBorder p="xs" w={360} style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }} data-testid="test-paths">
      <Text fw={600} size="sm">
        <Trans>The tests' paths</Trans>
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        <WalkedBy set={set} />
      </Text>
      {sets.length > 1 && (
        <Stack gap={2} mb={6} data-testid="test-path-sets">
          {sets.map((s, i) => (
            <Button
              key={s.name}
              size="compact-xs"
              variant={i === play.set ? 'light' : 'subtle'}
              justify="flex-start"
              onClick={() => onPlay({ set: i, path: null, step: 0 })}
            >
              {setLabel(s)}
            </Button>
          ))}
        </Stack>
      )}
      {play.path === null || !played ? (
        <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          {walks.map((walk, i) => (
            <NavLink
              key={i}
              component="button"
              data-testid="test-path"
              label={t`Path ${i + 1} of ${walks.length}: ${pathName(walk)}`}
              description={plural(walk.steps.length, { one: '# step', other: '# steps' })}
              onClick={() => onPlay({ ...play, path: i, step: 0 })}
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
              title={pathName(walk)}
            />
          ))}
        </div>
      ) : (
        <Stack gap={6} style={{ flex: 1, minHeight: 0 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500} data-testid="test-path-title">
              {t`Path ${play.path + 1} of ${walks.length}`}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => onPlay({ ...play, path: null, step: 0 })}>
              <Trans>All paths</Trans>
            </Button>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Button size="compact-sm" variant="default" disabled={play.step === 0} onClick={() => onPlay({ ...play, step: play.step - 1 })}>
              <Trans>Previous step</Trans>
            </Button>
            <Button size="compact-sm" disabled={play.step === last} onClick={() => onPlay({ ...play, step: play.step + 1 })}>
              <Trans>Next step</Trans>
            </Button>
          </Group>
          <Text size="xs" data-testid="test-path-step">
            {play.step === 0 ? t`Start: the machine's initial state` : t`Step ${play.step} of ${last}: ${current!.label}`}
          </Text>
          <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
            {played.map((step, i) => (
              <NavLink
                key={i}
                component="button"
                active={i === play.step}
                data-testid="test-path-steps"
                label={i === 0 ? t`Start` : `${i}. ${step.label}`}
                onClick={() => onPlay({ ...play, step: i })}
                styles={{ label: { fontSize: 12, whiteSpace: 'normal', wordBreak: 'break-word' } }}
              />
            ))}
          </div>
        </Stack>
      )}
    </Paper>
  );
}
