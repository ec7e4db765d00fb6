// The service worker (src/client/sw/sw.ts): installs the app and keeps what a scorer needs at a
// table without network. Registered once the page has loaded and gone idle, so that its precache
// downloads never compete with the first screen on a phone's mobile data.
import { DATA_CACHE } from '../sw/cache-names';

export function registerServiceWorker(): void {
  // Built by scripts/build.mjs: the dev server serves a worker that precaches nothing.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, storage denied): the app works online as before.
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Forgets the reads kept for offline use: they belong to the session that is ending. */
export function forgetOfflineReads(): void {
  if ('caches' in window) void caches.delete(DATA_CACHE).catch(() => undefined);
}
