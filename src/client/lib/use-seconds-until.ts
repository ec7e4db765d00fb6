import { useEffect, useState } from 'react';

/**
 * Seconds until `iso` (fractional, never below 0), ticking every second while `running`: a
 * top-up's expiry, the venue's next check-in code.
 */
export function useSecondsUntil(iso: string | undefined, running = true): number {
  const left = () => (iso ? Math.max(0, (new Date(iso).getTime() - Date.now()) / 1000) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    if (!iso || !running) return;
    const tick = () => setSeconds(Math.max(0, (new Date(iso).getTime() - Date.now()) / 1000));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [iso, running]);
  return seconds;
}
