import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function Forbidden() {
  return (
    <Alert icon={<IconLock />} color="red" title={<Trans>No access</Trans>} data-testid="forbidden">
      <Trans>You do not have access to this page.</Trans>
      <div>
        <Button component={Link} to="/dashboard" variant="light" mt="sm">
          <Trans>Back to the dashboard</Trans>
        </Button>
      </div>
    </Alert>
  );
}
