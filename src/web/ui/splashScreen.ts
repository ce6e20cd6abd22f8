/**
 * Fades out the splash of index.html. The server's picture of the screen in it (ServerPicture.tsx)
 * goes at once: the screen is there under it, the same, and a fading copy of every field and
 * button would be a second one to find (by its text or test id) for 400 ms.
 */
export function hideSplashScreen(): void {
  const splash = document.getElementById('splash-screen');
  if (!splash || splash.classList.contains('hidden')) return;
  if (splash.classList.contains('screen-picture')) return splash.remove();
  splash.classList.add('hidden');
  setTimeout(() => splash.remove(), 400);
}

/**
 * The splash goes at the latest after 3 s (spec 000 §9); a picture of the screen stays until the
 * page shows the screen: without it, a phone would see the screen, then nothing, then the screen.
 */
export function hideSplashAfter(ms: number): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    if (!document.getElementById('splash-screen')?.classList.contains('screen-picture')) hideSplashScreen();
  }, ms);
}
