import { csrfToken, renewAccessToken } from './renewal.ts';

/**
 * The back/forward cache gives Back and Forward the page as it was left: after Sign Out (or a
 * session ended elsewhere) that was the last user's screen, names, counters and rows, on a PC a
 * branch shares (issue 54 item 4). A page put away hides itself; on its return it shows itself again
 * only once its session is known to be there still (the same session's CSRF value, and a renewal
 * the server grants); else it loads afresh, which finds no session and shows the sign-in page.
 */
export function guardBackForwardCache(root: HTMLElement = document.documentElement): void {
  let keptFor: string | null = null;
  addEventListener('pagehide', (event) => {
    if (!event.persisted) return;
    keptFor = csrfToken();
    root.style.visibility = 'hidden';
  });
  const show = () => root.style.removeProperty('visibility');
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    // A page put away signed out (the sign-in page) has nothing to hide.
    if (keptFor === null) return show();
    if (csrfToken() !== keptFor) return location.reload();
    void renewAccessToken().then((renewal) => (renewal === 'signed-out' ? location.reload() : show()));
  });
}
