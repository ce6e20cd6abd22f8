import { useCallback, useLayoutEffect } from 'react';
import { AuthFrame } from './features/auth/AuthFrame.tsx';
import { LoginPage, type LoginExit } from './features/auth/LoginPage.tsx';
import { tokenStore } from './session/tokenStore.ts';

/** A first visit to the sign-in page, or to / without a token (the router's guard would send it to the sign-in page). */
export const opensOnSignInPage = (): boolean => !tokenStore.get() && ['/', '/auth/login'].includes(window.location.pathname);

/**
 * The sign-in page of a first visit, without the router: the same frame and form as the router's
 * /auth/login. Going on (a link, a signed-in user, a second step) moves the address there and
 * asks for the routed app (`onLeave`), whose router starts at that address.
 */
export function FirstPage({ onLeave }: { onLeave: () => void }) {
  useLayoutEffect(() => {
    if (window.location.pathname !== '/auth/login') window.history.replaceState(null, '', '/auth/login');
  }, []);
  const go = useCallback(
    (to: LoginExit) => {
      window.history.pushState(null, '', to);
      onLeave();
      // The page is left: the form stays busy until the routed app replaces it.
      return new Promise<void>(() => {});
    },
    [onLeave],
  );
  return (
    <AuthFrame>
      <LoginPage go={go} />
    </AuthFrame>
  );
}
