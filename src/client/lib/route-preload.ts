/**
 * How to get a page ready before it is opened: the router registers loading its code, the app
 * registers starting its reads; links call `preloadRoute` without knowing either.
 */
export interface RoutePreloaders {
  /** Fetches the page's code for a path. */
  code(pathname: string): void;
  /** Starts the page's reads for a path and query. */
  data(href: string): void;
}

const preloaders: Partial<RoutePreloaders> = {};

export function registerRoutePreloader<K extends keyof RoutePreloaders>(
  kind: K,
  preload: RoutePreloaders[K],
): void {
  preloaders[kind] = preload;
}

/**
 * A link is about to be followed (`intent`: hover, focus, touch) or merely seen (`visible`):
 * both fetch its page's code; only intent starts its reads, which cost the phone's data.
 */
export function preloadRoute(to: string, reason: 'intent' | 'visible'): void {
  preloaders.code?.(to.split(/[?#]/)[0] ?? to);
  if (reason === 'intent') preloaders.data?.(to);
}
