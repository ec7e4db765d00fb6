import { reloadGuard } from './reload-guard';

const BUILD_CHECK = { firstDelayMs: 1000, intervalMs: 60_000, focusMinGapMs: 5000 } as const;

async function fetchBuildId(): Promise<string | null> {
  const response = await fetch('/build.json', { cache: 'no-store' });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'buildId' in body
    ? String(body.buildId)
    : null;
}

/**
 * Polls `/build.json` (about 1 s after load, then every minute and when the tab regains focus)
 * and reloads once the build id changes. Returns a stop function.
 */
export function watchBuildFreshness(
  load: () => Promise<string | null> = fetchBuildId,
  onNewBuild: () => void = () => void reloadGuard.tryReload(),
): () => void {
  let known: string | null = null;
  let lastCheck = 0;
  let checking = false;

  const check = async () => {
    if (checking) return;
    checking = true;
    lastCheck = Date.now();
    try {
      const current = await load();
      if (current === null) return;
      if (known === null) known = current;
      else if (current !== known) onNewBuild();
    } catch {
      // Offline or mid-deploy: the next check tries again.
    } finally {
      checking = false;
    }
  };

  const onFocus = () => {
    if (
      document.visibilityState === 'visible' &&
      Date.now() - lastCheck >= BUILD_CHECK.focusMinGapMs
    ) {
      void check();
    }
  };

  const first = setTimeout(() => void check(), BUILD_CHECK.firstDelayMs);
  const interval = setInterval(() => void check(), BUILD_CHECK.intervalMs);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
}

/**
 * Vite's event for a chunk whose download failed: online, the old build's chunks are gone, so
 * reload into the new build (guarded). Offline it is the network, and a reload would only show
 * the browser's error page where a scorer's screen was: a lazy part retries by itself when the
 * network returns (lazy-part.tsx), and a page waits for it to reload (route-error-boundary.tsx).
 */
export function reloadOnChunkError(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (win.navigator.onLine && reloadGuard.tryReload()) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
