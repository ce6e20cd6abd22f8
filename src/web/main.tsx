import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './ui/styles/firstPage.css';
import { App } from './App.tsx';
import { hideSplashAfter, hideSplashScreen } from './ui/splashScreen.ts';
import { csrfToken, restoreSession } from './session/renewal.ts';
import { guardBackForwardCache } from './session/backForwardCache.ts';
import { tokenStore } from './session/tokenStore.ts';
import { knowProfile } from './session/profile.ts';
import { drawnState } from './drawnState.ts';
import type { DrawnState } from '../shared/screenPicture.ts';

// The splash stays until the first screen shows, and never longer than 3 s (spec 000 §9).
const splashDeadline = hideSplashAfter(3000);
const container = document.getElementById('root')!;
const onReady = () => {
  clearTimeout(splashDeadline);
  hideSplashScreen();
};

guardBackForwardCache();

// A browser with a session gets its access token first (one request), so that the first page
// knows who is signed in, as the router's guards do. It will show the routed app: its scripts
// load meanwhile, instead of after the token (a round trip less before the first screen).
if (csrfToken()) void import('./RoutedApp.tsx');
const drawn = drawnState();
// The first render is a transition: React renders the shell and the first screen in slices of a
// few milliseconds, so a phone's main thread is never held for long (the splash or the screen
// the server drew shows meanwhile).
void restoreSession().finally(() => (drawn && tokenStore.get() ? takeOver(drawn).catch(render) : render()));

function render() {
  // A screen the server drew and the page could not take over: React replaces it, and what the user did on it meanwhile (earlyInput.js) is not held any longer.
  document.dispatchEvent(new Event('screen-taken-over'));
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App onReady={onReady} />
      </StrictMode>,
    ),
  );
}

/**
 * The screen the server drew (ServerPicture.tsx) is taken over as it is (React's hydration): the
 * page renders the same tree with what the server drew it with, and React adopts the drawn
 * elements instead of making its own (no second copy of the screen to lay out and paint).
 */
async function takeOver(state: DrawnState) {
  const { RoutedApp, loadDrawnScreen } = await import('./RoutedApp.tsx');
  // Who the screen was drawn for is the routes' too (their loaders and redirects read the profile).
  knowProfile({ user: state.user, menu: state.menu });
  await loadDrawnScreen(state);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App onReady={onReady} drawn={{ session: { user: state.user, menu: state.menu }, routedApp: <RoutedApp /> }} />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('The screen drawn by the server differed from the page’s: the page drew it again.', error) },
    );
  });
}
