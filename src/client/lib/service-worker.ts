// The service worker (src/client/sw/sw.ts): installs the app and keeps what a scorer needs at a
// table without network. Registered once the page has loaded and gone idle, so that its precache
// downloads never compete with the first screen on a phone's mobile data.
import { SESSION_CACHES } from '../sw/cache-names';

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

/**
 * Forgets what the worker kept for offline use when the session changes (sign-out, sign-in): the
 * reads and every document kept, an earlier worker's included (whose documents carried the
 * session). Cache Storage is the origin's, not the tab's: this covers every open tab.
 */
export async function forgetSessionCaches(): Promise<void> {
  if (!('caches' in window)) return;
  await Promise.all(SESSION_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
