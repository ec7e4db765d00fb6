/// <reference lib="webworker" />
// BidaHub's service worker (Workbox), bundled by scripts/service-worker.mjs.
// - Installable, and usable at a club whose Wi-Fi comes and goes: the app and the score screen
//   are precached, each page visited and the scorer's reads are kept (network first), so a page
//   reloaded offline still opens; the racks scored meanwhile wait in the page's queue. What holds
//   a user's own data (a document written for a session, the reads) is kept per sign-in and
//   deleted at sign-out.
// - Web Push: shows what the server pushes while no BidaHub page is open (the table board's
//   "you're up" and "you're next") and opens the match when it is tapped.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  SESSION_DOCUMENT_HEADER,
  SESSION_TAG_COOKIE,
  SESSION_TAG_HEADER,
} from '../../shared/headers';
import {
  ASSETS_CACHE,
  DATA_CACHE,
  isOfflineRead,
  PAGES_CACHE,
  RETIRED_CACHES,
} from './cache-names';

declare const self: ServiceWorkerGlobalScope;
/** Listed by the build: the app shell, the first-load scripts and the score screen's. */
declare const PRECACHE: PrecacheEntry[];
/** The document any page can start from when it was never visited online. */
const SHELL = '/index.html';
const DAY_S = 24 * 3600;

// A new version takes over at once: the app's scripts are hashed, and an open page that asks for
// a chunk of the old build is reloaded by the app (build-freshness.ts, reloadOnChunkError).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Only the listed URLs themselves: Workbox would also answer `/` with the precached shell
// (`directoryIndex`), and the home page's repeat visit showed nothing until the app had come
// (4 s on the phone profile) instead of the first screen the server writes.
precacheAndRoute(PRECACHE, { directoryIndex: '', cleanURLs: false });
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});

/**
 * The sign-in the browser holds now (its SESSION_TAG_COOKIE, '' for none), or null where this
 * worker cannot read cookies (the Cookie Store API, in every engine since 2025).
 */
async function sessionTagNow(): Promise<string | null> {
  if (!('cookieStore' in self)) return null;
  try {
    return (await self.cookieStore.get(SESSION_TAG_COOKIE))?.value ?? '';
  } catch {
    return null;
  }
}

/**
 * Documents kept per sign-in, as the reads are. A document written for a session carries that
 * user's own answers in its data block (auth.me: phone, e-mail, address), and the server names
 * the sign-in it was written for (SESSION_DOCUMENT_HEADER): it is kept only under that sign-in
 * and found again only while the browser holds the same one. Signed out, with the cookies
 * cleared or as another person, the page opens from the shell instead; a worker that cannot
 * read cookies keeps no such document at all. A sign-out also deletes them all, from the page
 * (lib/service-worker.ts).
 */
const documentsPerSession: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, state }) => {
    const tag = await sessionTagNow();
    if (state) state.tag = tag;
    const key = new URL(request.url);
    key.searchParams.set('bidahub-session', tag ?? '');
    return key.href;
  },
  // Replaces Workbox's default check, which keeps any 200.
  cacheWillUpdate: async ({ response, state }) => {
    if (response.status !== 200) return null;
    const writtenFor = response.headers.get(SESSION_DOCUMENT_HEADER);
    if (writtenFor === null) return response;
    return writtenFor !== '' && writtenFor === state?.tag ? response : null;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    const writtenFor = cachedResponse?.headers.get(SESSION_DOCUMENT_HEADER) ?? null;
    return writtenFor === null || (writtenFor !== '' && writtenFor === state?.tag)
      ? cachedResponse
      : null;
  },
};

// On bad Wi-Fi a page waits a few seconds for the network, then opens from what was kept.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_S }),
    documentsPerSession,
  ],
});
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  }),
  // Calendar files are the server's, never the app's page.
  { denylist: [/^\/calendar\//] },
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 2 * DAY_S }),
      {
        // Kept per sign-in (SESSION_TAG_HEADER): with another session, or none (cookies cleared,
        // another person), the previous user's answers (auth.me: phone, e-mail, balance) are
        // never found, however slow or absent the network.
        cacheKeyWillBeUsed: async ({ request }) => {
          const key = new URL(request.url);
          key.searchParams.set('session', request.headers.get(SESSION_TAG_HEADER) ?? '');
          return key.href;
        },
        // The network said this session is over: nothing kept of it may be shown again.
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) {
            await Promise.all([caches.delete(DATA_CACHE), caches.delete(PAGES_CACHE)]);
          }
          return response;
        },
      },
    ],
  }),
);

// Hashed names never change content: once fetched, kept.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S })],
  }),
);

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage = { title: 'BidaHub', body: '', url: '/', tag: 'bidahub' };
  try {
    message = { ...message, ...(event.data?.json() as Partial<PushMessage>) };
  } catch {
    // A push without a readable payload still says that something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      // Not in TypeScript's NotificationOptions yet, honoured by Chrome and Firefox.
      ...{ renotify: true, vibrate: [250, 120, 250] },
      icon: '/icons/icon-192.png',
      badge: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const url = new URL(target, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      await open.focus();
      await open.navigate(url);
    })(),
  );
});
