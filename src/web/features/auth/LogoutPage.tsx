import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../session/session.tsx';

/**
 * /logout: ends the session on the server and in the browser, then goes to the sign-in page, or
 * first to the company's identity provider to end its session too when the session began there.
 */
export function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(
      (providerLogout) => (providerLogout ? window.location.assign(providerLogout) : navigate({ to: '/auth/login', replace: true })),
      () => navigate({ to: '/auth/login', replace: true }),
    );
  }, [signOut, navigate]);
  return (
    <Center h="100vh">
      <Loader />
    </Center>
  );
}
