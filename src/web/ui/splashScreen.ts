/** Fades out the splash of index.html. */
export function hideSplashScreen(): void {
  const splash = document.getElementById('splash-screen');
  if (!splash || splash.classList.contains('hidden')) return;
  splash.classList.add('hidden');
  setTimeout(() => splash.remove(), 400);
}
