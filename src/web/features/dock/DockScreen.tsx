import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Text, Title } from '@mantine/core';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useNetwork } from '@mantine/hooks';
import { ServerState } from '../../api/serverState.tsx';
import { Forbidden, ScreenTakenOver } from '../shell/index.ts';
import { DockPage } from './DockPage.tsx';

/** Makes the dock installable and able to open offline: its manifest, and its service worker (the built app only). */
function useInstallableDock() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/dock.webmanifest' });
      document.head.append(link);
    }
    void navigator.serviceWorker?.register('/dockWorker.js', { scope: '/' }).catch(() => undefined);
  }, []);
}

/**
 * /dock as the tablet shows it: the dock's own header (who works, the way back to the application,
 * sign-out) over the dock, with no side menu. Who may use it is the permission tree's; the server
 * checks every call again.
 */
export function DockScreen() {
  const { user, offline } = useRouteContext({ from: '/dock' });
  const { online } = useNetwork();
  useInstallableDock();
  return (
    <ServerState>
      <Box component="header" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            <Trans>Receiving Dock</Trans>
          </Title>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" visibleFrom="xs">
              {user.fullName}
            </Text>
            {!offline && (
              <Anchor component={Link} to="/dashboard" size="sm">
                <Trans>Application</Trans>
              </Anchor>
            )}
            {/* Signing out ends the session on the server too: without a network it would stay alive there. */}
            {online && (
              <Anchor component={Link} to="/logout" state={{ signOut: true }} size="sm" c="red">
                <Trans>Sign Out</Trans>
              </Anchor>
            )}
          </Group>
        </Group>
      </Box>
      <Container size="sm" py="md" component="main" id="main-content">
        {user.permissions.includes('warehouse.dock') ? <DockPage user={user} offline={offline} /> : <Forbidden />}
      </Container>
      <ScreenTakenOver />
    </ServerState>
  );
}
