/** The router registers how to preload a path's page; links call it without knowing the router. */
let preloader: ((pathname: string) => void) | null = null;

export function registerRoutePreloader(preload: (pathname: string) => void): void {
  preloader = preload;
}

export function preloadRoute(to: string): void {
  preloader?.(to.split(/[?#]/)[0] ?? to);
}
