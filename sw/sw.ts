/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { parsePushMessage, safeAppPath } from '@shared/rules/notifications/push-message';
import { prerenderedPageFor } from '@shared/prerendered-pages';
import { listenForBackgroundRefresh } from './background-refresh';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell and its hashed assets, listed by vite-plugin-pwa at build time (one injection point).
const MANIFEST = self.__WB_MANIFEST;
// The prerendered pages in the precache, as URL paths.
const PRERENDERED = MANIFEST.map((e) => new URL(typeof e === 'string' ? e : e.url, self.location.origin).pathname).filter((p) => p.startsWith('/prerendered/'));

// Any navigation (a deep link, a reload while offline) gets the cached page the server would
// give (the same choice as src/server/static.ts, among the pages precached): a prerendered public
// page, the portal shell for any /portal URL, else the empty app shell; the router takes over. Registered before the precache's own route,
// which would answer "/" with the empty index.html.
// /api is never answered from here: API answers are live data and are never cached by the worker.
registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const page = prerenderedPageFor(url.pathname, PRERENDERED);
      return (page ? await matchPrecache(page) : undefined) ?? (await matchPrecache('/index.html')) ?? fetch(request);
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

precacheAndRoute(MANIFEST);
// Caches from earlier Workbox versions of this app are removed.
cleanupOutdatedCaches();

// A new version waits until the investor accepts the update prompt (skipWaiting on their word).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
// Installed apps: the dashboard and portfolio refreshed in the background (Periodic Background Sync).
listenForBackgroundRefresh();

// Web push: show what the server pushes; a click opens its page in the app.
self.addEventListener('push', (event: PushEvent) => {
  const m = parsePushMessage(event.data?.text());
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(m.title, {
        body: m.body,
        tag: m.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { link: m.link },
      });
      // an open app refreshes its bell at once
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // Client.postMessage (a worker's client, not a Window) takes no target origin
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      for (const w of windows) w.postMessage({ type: 'push', id: m.id });
    })(),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const link = safeAppPath((event.notification.data as { link?: unknown } | null)?.link);
  event.waitUntil(
    (async () => {
      const url = new URL(link, self.location.origin).href;
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // an open window of the app is reused: focus it and show the page there
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
