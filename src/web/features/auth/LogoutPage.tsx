import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSession } from '../../session/session.tsx';
import { showConfirmDialog } from '../../ui/dialogs.tsx';

/**
 * /logout: ends the session on the server and in the browser, then goes to the sign-in page, or
 * first to the company's identity provider to end its session too when the session began there.
 * Reached from the application (its sign-out buttons say so in the history state) it goes at once;
 * reached any other way (a link on another site, a typed address) it asks first, so that no other
 * page can sign the user out everywhere.
 */
export function LogoutPage() {
  const { t } = useLingui();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const chosen = useRouterState({ select: (state) => state.location.state.signOut === true });
  // Once, though React runs an effect twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const toSignIn = () => navigate({ to: '/auth/login', replace: true });
    const go = () => void signOut().then((providerLogout) => (providerLogout ? window.location.assign(providerLogout) : toSignIn()), toSignIn);
    const stay = () => void navigate({ to: '/', replace: true });
    // Decisions the dock made offline and not yet sent are lost with the sign-out: it asks first.
    const unlessUnsent = () =>
      void import('../../session/deviceStore.ts')
        .then((device) => device.decisionsNotSent())
        .catch(() => 0)
        .then((count) =>
          count ? showConfirmDialog(t`Decisions made at the dock and not sent yet: ${count}. Signing out discards them. Sign out?`, go, stay) : go(),
        );
    if (chosen) unlessUnsent();
    else showConfirmDialog(t`Sign out on every device?`, unlessUnsent, stay);
  }, [chosen, signOut, navigate, t]);
  return (
    <Center h="100vh">
      <Loader />
    </Center>
  );
}
