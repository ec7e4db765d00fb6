// A chunk that fails to download means a new build online (reload into it), but only a lost
// network offline: there a reload would leave the browser's error page where the scorer's
// screen was, so nothing reloads (the part that failed retries when the network returns).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnChunkError } from '../../src/client/lib/build-freshness';
import { reloadGuard } from '../../src/client/lib/reload-guard';

/** A window with just what the handler uses: events and `navigator.onLine`. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as Window & {
    navigator: { onLine: boolean };
  };
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

afterEach(() => vi.restoreAllMocks());

describe('a chunk that failed to load', () => {
  it('reloads at once when online, and stops the error', () => {
    const reload = vi.spyOn(reloadGuard, 'tryReload').mockReturnValue(true);
    const win = fakeWindow(true);
    const stop = reloadOnChunkError(win);
    const event = preloadError();
    win.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('offline, leaves the page as it is, and lets the error through to the part that failed', () => {
    const reload = vi.spyOn(reloadGuard, 'tryReload').mockReturnValue(true);
    const win = fakeWindow(false);
    const stop = reloadOnChunkError(win);
    const event = preloadError();
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    win.navigator.onLine = true;
    win.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
