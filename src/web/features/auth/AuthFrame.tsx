import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Center, Group, Paper, Stack, Title } from '@mantine/core';
import { LanguageMenu } from '../../i18n/LanguageMenu.tsx';

/** The frame of the signed-out screens: the application's title, the language menu, the screen on paper. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" bg="var(--mantine-color-gray-light)" p="md">
      <Stack w="100%" maw={440}>
        <Group justify="space-between">
          <Title order={1} size="h3">
            <Trans>Goods Return Management</Trans>
          </Title>
          <LanguageMenu />
        </Group>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
