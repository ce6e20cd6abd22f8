import { useEffect, useLayoutEffect } from 'react';
import { releaseDrawnAnswers } from '../../api/drawnAnswers.ts';

/**
 * Tells a screen the server drew (http/screenPicture.ts) that the page has taken it over: the
 * clicks and keys held meanwhile are given to it now (web/earlyInput.js, which listens for this
 * event). Rendered last in the app's layout, in the commit that hydrates the shell with the screen:
 * React hydrates each Suspense boundary in a pass of its own, the outer ones (App's) first, and
 * the router's holds the layout. Nobody listens on a page the browser drew itself.
 */
export function ScreenTakenOver() {
  useLayoutEffect(() => {
    // Said on the page too, where a journey waits for it before it moves on (tests/e2e/pages.ts).
    document.documentElement.setAttribute('data-screen-taken-over', '');
    document.dispatchEvent(new Event('screen-taken-over'));
  }, []);
  // After the screen's own effects (its queries subscribed without asking again): the answers it
  // was drawn with age from now on. Not earlier: released as App's pass hydrated, they were stale
  // when the screen's queries mounted a pass later, and each was asked of the server again.
  useEffect(() => {
    const timer = setTimeout(releaseDrawnAnswers);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
