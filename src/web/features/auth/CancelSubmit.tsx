import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The sign-in area's buttons: Cancel back to the login, Submit the form. */
export function CancelSubmit({ submitting, disabled = false, onCancel }: { submitting: boolean; disabled?: boolean; onCancel?: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to="/auth/login" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={disabled} loading={submitting}>
        <Trans>Submit</Trans>
      </Button>
    </Group>
  );
}
