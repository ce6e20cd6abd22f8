import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/** What this worker uses of its global scope (the DOM's types describe a page, not a worker). */
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(done: Promise<unknown>): void }) => void): void;
};

/**
 * The receiving dock's service worker (issue 56), registered by the dock's screen only: the
 * build's scripts, styles and the code reader's WebAssembly kept on the tablet (each named by its
 * content, so a release replaces them), and the dock's own page from the network when it answers
 * within four seconds, else as it was last kept: the dock opens in a dead zone once visited. No
 * other page or answer of the API goes through it. Sign-out empties its caches.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
const dockPage = 'dock-page';
registerRoute(new NavigationRoute(new NetworkFirst({ cacheName: dockPage, networkTimeoutSeconds: 4 }), { allowlist: [/^\/dock\/?$/] }));

// The page the dock was opened with came before its worker: it is kept at install, and the worker
// of a new release takes over at once (the pages it serves are the ones it keeps). The server draws
// no user's data into it (the dock's screen is the device's to draw).
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(caches.open(dockPage).then((cache) => cache.add('/dock')));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
