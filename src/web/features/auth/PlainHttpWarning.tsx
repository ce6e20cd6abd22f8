import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

/** This machine's own addresses, where plain HTTP never leaves the computer. */
const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the page came over plain HTTP from another computer: a password typed here crosses the network readable. */
export const overPlainHttp = (location: Pick<Location, 'protocol' | 'hostname'>) => location.protocol === 'http:' && !loopback.test(location.hostname);

/** Says so above the sign-in form (issue 55 item 13): the user may still sign in, knowingly. */
export function PlainHttpWarning() {
  if (typeof window === 'undefined' || !overPlainHttp(window.location)) return null;
  return (
    <Alert color="orange" variant="light" role="alert" data-testid="plain-http-warning">
      <Trans>
        This page was not opened over a secure connection (https): your password would cross the network readable. Ask your administrator for the https address.
      </Trans>
    </Alert>
  );
}
