import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles/firstPage.css';
import { App } from './App.tsx';
import { hideSplashAfter, hideSplashScreen } from './ui/splashScreen.ts';
import { csrfToken, restoreSession } from './session/renewal.ts';

// The splash stays until the first screen shows, and never longer than 3 s (spec 000 §9).
const splashDeadline = hideSplashAfter(3000);

// A browser with a session gets its access token first (one request), so that the first page
// knows who is signed in, as the router's guards do. It will show the routed app: its scripts
// load meanwhile, instead of after the token (a round trip less before the first screen).
if (csrfToken()) void import('./RoutedApp.tsx');
// The first render is a transition: React renders the shell and the first screen in slices of a
// few milliseconds, so a phone's main thread is never held for long (the splash shows meanwhile).
void restoreSession().finally(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App
          onReady={() => {
            clearTimeout(splashDeadline);
            hideSplashScreen();
          }}
        />
      </StrictMode>,
    ),
  ),
);
