import { useLayoutEffect } from 'react';

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
  return null;
}
