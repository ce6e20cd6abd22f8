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
registerRoute(new NavigationRoute(new NetworkFirst({ cacheName: 'dock-page', networkTimeoutSeconds: 4 }), { allowlist: [/^\/dock\/?$/] }));

// A new release's worker takes over at once: the pages it serves are the ones it keeps.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
