import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by react-router's entry key (kept over a reload). */
const STORAGE_KEY = 'bidahub:scroll';
const positions = new Map<string, number>(readStored());
/** How long a restored position waits for the page's content to grow tall enough. */
const RESTORE_WAIT_MS = 2000;

function readStored(): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as [string, number][]) : [];
  } catch {
    return [];
  }
}

function store() {
  try {
    // The last hundred entries are enough for any back button.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
  } catch {
    // Private mode or a full quota: positions still live for this page's life.
  }
}

/** Scrolls to `top` once the page is tall enough, unless the reader scrolls first. */
function restore(top: number): () => void {
  const reachable = () =>
    document.documentElement.scrollHeight - window.innerHeight >= top - 1 || top === 0;
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.removeEventListener(type, done);
    }
  };
  const attempt = () => {
    if (!reachable()) return;
    window.scrollTo(0, top);
    done();
  };
  const observer = new ResizeObserver(attempt);
  const timer = setTimeout(() => {
    window.scrollTo(0, top);
    done();
  }, RESTORE_WAIT_MS);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, done, { passive: true, once: true });
  }
  observer.observe(document.body);
  attempt();
  return done;
}

/**
 * A new page opens at its top (or at its `#hash`); back and forward return to where the reader
 * was, also after a reload. A change of the query alone (a filter, a bracket's section) keeps
 * the position. The browser's own restoration is off: it runs before a lazy page has content.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigation = useNavigationType();
  const shown = useRef({ key: location.key, pathname: '' });

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // Recorded as it happens, under the entry shown then: a new page's first scroll event
    // must not overwrite the position of the page it replaced.
    const onScroll = () => void positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = shown.current.pathname === location.pathname;
    shown.current = { key: location.key, pathname: location.pathname };
    if (navigation === 'POP') {
      const saved = positions.get(location.key);
      return saved === undefined ? undefined : restore(saved);
    }
    if (samePage) return undefined;
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
    // Once per history entry: the pathname and hash belong to the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
