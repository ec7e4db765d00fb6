import { useEffect, useState } from 'react';
import { createExternalStore } from './external-store';
import { useStore } from './use-store';

/**
 * Counts the moments a live view must start over: the page coming back into sight (a phone
 * unlocked, a tab brought back) and the network returning. A stream that died while the phone
 * slept may look open and say nothing; the watchdog (the server's pings, the client's inactivity
 * limit, trpc.ts) would notice within seconds, but a spectator looking at the score wants it now.
 */
const resyncs = createExternalStore(0);

/** Installed once by the app: `visibilitychange` to visible, and `online`. */
export function watchLiveResyncs(win: Window = window): () => void {
  const resync = () => resyncs.set((n) => n + 1);
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') resync();
  };
  win.document.addEventListener('visibilitychange', onVisible);
  win.addEventListener('online', resync);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisible);
    win.removeEventListener('online', resync);
  };
}

/**
 * A live subscription's `enabled`: false for one render after each resync, which closes its
 * stream, then true, which opens a new one. Every subscription sends the current state on
 * connecting, so the view is current at once.
 */
export function useLiveEnabled(): boolean {
  const count = useStore(resyncs);
  const [seen, setSeen] = useState(count);
  useEffect(() => {
    if (seen === count) return;
    // After the closed stream's render has been committed: then the new one opens.
    const reopen = setTimeout(() => setSeen(count), 0);
    return () => clearTimeout(reopen);
  }, [count, seen]);
  return seen === count;
}
