import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CurrentUser } from '../../session/session.tsx';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const fullName = user.fullName;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`User menu`}>
          <Group gap={8} wrap="nowrap">
            <Text size="sm" visibleFrom="sm" data-testid="greeting">
              <Trans>Hi, {fullName}</Trans>
            </Text>
            <Avatar size="sm" radius="xl" color="blue">
              {fullName.slice(0, 1).toUpperCase()}
            </Avatar>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.userName}</Menu.Label>
        <Menu.Item component={Link} to="/user-profile" leftSection={<IconUser size={16} />}>
          <Trans>My Profile</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/logout" state={{ signOut: true }} color="red" leftSection={<IconLogout size={16} />}>
          <Trans>Sign Out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
