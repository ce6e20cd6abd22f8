import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { showConfirmDialog } from '../../ui/dialogs.tsx';

/**
 * Signing out everywhere: every session of the user ends, in this browser and on every other
 * device (the server's sign-out ends them all), for a user who signed in somewhere they should not
 * have stayed signed in.
 */
export function SessionsCard() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="sm">
        <Trans>Sessions</Trans>
      </Title>
      <Text size="sm" mb="sm">
        <Trans>Signing out ends your sessions in every browser and on every device.</Trans>
      </Text>
      <Group>
        <Button
          variant="light"
          color="red"
          onClick={() => showConfirmDialog(t`Sign out on every device?`, () => void navigate({ to: '/logout', state: { signOut: true } }))}
        >
          <Trans>Sign out everywhere</Trans>
        </Button>
      </Group>
    </Card>
  );
}
