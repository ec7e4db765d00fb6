import { useEffect } from 'react';

/**
 * Fetches code a first tap will need once the page is idle after its first screen, so the tap
 * answers at once instead of waiting for a download (a phone on mobile data waits 0.3–1 s).
 * `when` false skips it (e.g. a phone's drawer on a wide screen).
 */
export function useIdlePreload(preload: () => Promise<unknown>, when = true): void {
  useEffect(() => {
    if (!when) return;
    const warm = () => void preload().catch(() => undefined);
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(warm, 2000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(warm, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, [preload, when]);
}
