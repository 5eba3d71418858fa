/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell and its hashed assets, listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
// Caches from earlier Workbox versions of this app are removed.
cleanupOutdatedCaches();

// Any navigation (a deep link, a reload while offline) gets the cached shell; the router takes over.
// /api is never answered from here: API answers are live data and are never cached by the worker.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/],
  }),
);

// A new version waits until the investor accepts the update prompt (skipWaiting on their word).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
