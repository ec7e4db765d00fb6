import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { createExternalStore } from './external-store';
import { useStore } from './use-store';

interface PartModule<P> {
  default: ComponentType<P>;
}

export interface LazyPart<P> {
  /** Renders the part once its code is here, suspending while the first download runs. */
  Part: ComponentType<P>;
  /** Starts the download ahead of use; a failure is left for the next use to retry. */
  preload(): Promise<unknown>;
}

const Nothing = () => null;

/**
 * A piece of a page whose code is fetched on demand, and which survives a failed download.
 *
 * `React.lazy` alone throws a failed import to the page's error boundary and remembers the
 * failure: a scorer whose Wi-Fi dropped before a toast's or a dialog's code was preloaded lost the
 * whole page. Here `fallback` renders in the part's place instead (nothing by default), and the
 * download is tried again when the part is next used or the network comes back; the real part
 * then replaces the fallback where it is shown.
 */
export function lazyPart<P extends object>(
  load: () => Promise<PartModule<P>>,
  fallback: ComponentType<P> = Nothing,
): LazyPart<P> {
  // Held as the module object: the store's setter would call a bare component as an updater.
  const arrived = createExternalStore<PartModule<P> | undefined>(undefined);
  let pending: Promise<PartModule<P>> | undefined;
  const attempt = () => {
    pending ??= load().then(
      (module) => {
        arrived.set(module);
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const retry = () => void attempt().catch(() => undefined);

  function Retrying(props: P) {
    const module = useStore(arrived);
    useEffect(() => {
      if (module) return;
      retry();
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [module]);
    const Shown = module?.default ?? fallback;
    return <Shown {...props} />;
  }

  const Lazy = lazy(() => attempt().catch(() => ({ default: Retrying })));

  /**
   * The part itself once its code is here (preloaded, or shown before): React.lazy would
   * suspend for a tick even then, and React holds a suspended boundary's content back for up
   * to 300 ms after its fallback showed, which made a preloaded menu or dialog open that late.
   */
  function Part(props: P) {
    const module = useStore(arrived);
    return createElement(module ? module.default : Lazy, props);
  }

  return { Part, preload: () => attempt().catch(() => undefined) };
}
