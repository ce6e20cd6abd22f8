import { Trans } from '@lingui/react/macro';
import { Center, Group, Paper, Stack, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { LanguageMenu } from '../shell/index.ts';

export function AuthLayout() {
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
          <Outlet />
        </Paper>
      </Stack>
    </Center>
  );
}
