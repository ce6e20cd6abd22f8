import { useEffect, useLayoutEffect } from 'react';
import { releaseDrawnAnswers } from '../../api/drawnAnswers.ts';

/**
 * Ends the wait of a screen the server drew (http/screenPicture.ts): the page's root is inert until
 * its scripts have taken the screen over, so that no click nor key meets a button without its
 * handler. Rendered last in the app's layout, in the commit that hydrates the shell with the screen:
 * React hydrates each Suspense boundary in a pass of its own, the outer ones (App's) first, and
 * the router's holds the layout. Nothing to do on a page the browser drew itself.
 */
export function ScreenTakenOver() {
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
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
