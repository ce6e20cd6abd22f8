/**
 * Fades out the splash of index.html. A page with a screen drawn by the server has none (the
 * screen shows instead: http/screenPicture.ts).
 */
export function hideSplashScreen(): void {
  const splash = document.getElementById('splash-screen');
  if (!splash || splash.classList.contains('hidden')) return;
  splash.classList.add('hidden');
  setTimeout(() => splash.remove(), 400);
}

/** The splash goes at the latest after 3 s (spec 000 §9). */
export function hideSplashAfter(ms: number): ReturnType<typeof setTimeout> {
  return setTimeout(hideSplashScreen, ms);
}
