import { Trans } from '@lingui/react/macro';
import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession, type MenuItem } from '../../session/session.tsx';
import { useMenuLabel } from '../shell/index.ts';

/** The menu's screens a user may open, in its order (the dashboard itself aside). */
function screensOf(menu: readonly MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => [...(item.url && item.url !== '/dashboard' ? [item] : []), ...screensOf(item.submenu)]);
}

/**
 * The dashboard of a user none of its cards, counters or tables is for (FPRE follows returns in
 * the reports): what they can open, instead of an empty page (issue 30 item 17).
 */
export function YourScreens() {
  const { menu } = useSession();
  const label = useMenuLabel();
  const screens = screensOf(menu);
  return (
    <Card withBorder padding="lg" data-testid="your-screens">
      <Title order={3} size="h4">
        <Trans>Nothing waits for your decision here</Trans>
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        <Trans>Your screens:</Trans>
      </Text>
      <List mt="xs" spacing={4}>
        {screens.map((item) => (
          <List.Item key={item.key}>
            <Anchor component={Link} to={item.url!}>
              {label(item)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
