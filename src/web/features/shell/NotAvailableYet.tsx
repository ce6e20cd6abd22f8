import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

/** A screen of the route table that is not built yet. */
export function NotAvailableYet() {
  return (
    <Alert icon={<IconHourglass />} title={<Trans>Not available yet</Trans>} color="gray" data-testid="not-available-yet">
      <Trans>This screen is not available yet.</Trans>
    </Alert>
  );
}
