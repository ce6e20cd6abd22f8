import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Burger, Group, Title } from '@mantine/core';
import { IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CurrentUser } from '../../session/session.tsx';
import { LanguageMenu } from '../../i18n/LanguageMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

interface Props {
  user: CurrentUser;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  onOpenQuickPanel: () => void;
}

export function HeaderBar({ user, navbarOpened, onToggleNavbar, onOpenQuickPanel }: Props) {
  const { t } = useLingui();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      {/* On a phone the name takes two lines of a smaller type: in three, it overflowed the header's 60 px. */}
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={navbarOpened} onClick={onToggleNavbar} hiddenFrom="lg" size="sm" aria-label={t`Toggle menu`} />
        <Anchor component={Link} to="/dashboard" underline="never" c="inherit" miw={0}>
          <Title order={1} size="h4" fz={{ base: 'md', sm: 'h4' }} lh={1.25} lineClamp={2} data-testid="app-title">
            <Trans>Goods Return Management</Trans>
          </Title>
        </Anchor>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu />
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={onOpenQuickPanel} aria-label={t`Quick panel`}>
          <IconLayoutSidebarRightExpand size={20} />
        </ActionIcon>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
