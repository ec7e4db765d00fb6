/**
 * What the build tells the server about each route's code (scripts/route-chunks.ts writes it,
 * the server reads it): the file beside the built client, and its shape.
 */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

export interface RouteChunks {
  /** The entry, the app it loads at once, and what they import statically: every page's. */
  firstLoad: string[];
  /** Per route path (as in the route table), the chunks of its page beyond `firstLoad`. */
  routes: Record<string, string[]>;
}

/**
 * The document's meta tag listing, space-separated, the chunks of the app and of the route's
 * page. The entry's loader (scripts/entry-after-paint.ts) preloads them with the entry after the
 * first frame.
 */
export const ROUTE_MODULES_META = 'bidahub-route-modules';
