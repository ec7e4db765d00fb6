import { lazy, type ComponentType } from 'react';
import { matchRoute } from '../../shared/route-match';
import type { AppRoute } from '../../shared/routes';
import { trackChunkLoad } from '../lib/chunk-loads';
import { createPreloadQueue } from '../lib/preload-queue';
import { registerRoutePreloader } from '../lib/route-preload';

interface PageModule {
  default: ComponentType;
}

// Every page is its own chunk; the route table names it as `<feature>/<name>`.
const pageModules = import.meta.glob<PageModule>('../features/*/*-page.tsx');

const loads = new Map<string, Promise<PageModule>>();
const loaded = new Map<string, PageModule>();

export function loadPage(page: AppRoute['page']): Promise<PageModule> {
  let load = loads.get(page);
  if (!load) {
    const importer = pageModules[`../features/${page}-page.tsx`];
    if (!importer) return Promise.reject(new Error(`No page module for ${page}`));
    load = importer();
    load.then(
      (module) => loaded.set(page, module),
      () => undefined,
    );
    // A failed download may succeed later (or after the reload the error boundary triggers).
    load.catch(() => loads.delete(page));
    loads.set(page, load);
  }
  return load;
}

const components = new Map<string, ComponentType>();

/**
 * The component of a route's page, one per page module: the page itself when its code is
 * already here (the first page, which main.tsx waits for, renders in the shell's first pass),
 * otherwise a lazy one that suspends while it loads.
 */
export function pageComponent(page: AppRoute['page']): ComponentType {
  let component = components.get(page);
  if (!component) {
    // Only loads a page waits for drive the loading bar, not background preloads.
    component = loaded.get(page)?.default ?? lazy(() => trackChunkLoad(loadPage(page)));
    components.set(page, component);
  }
  return component;
}

const preloads = createPreloadQueue();

/** Fetches the page chunk behind a link before it is clicked (at most 4 at a time). */
function preloadPath(pathname: string): void {
  const route = matchRoute(pathname)?.route;
  if (route) preloads.enqueue(route.page, () => loadPage(route.page));
}

registerRoutePreloader('code', preloadPath);
