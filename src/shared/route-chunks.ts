/**
 * What the build tells the server about each route's code (scripts/route-chunks.ts writes it,
 * the server reads it): the file beside the built client, and its shape.
 */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

export interface RouteChunks {
  /** The entry and what it imports statically: every first load needs them. */
  firstLoad: string[];
  /** Per route path (as in the route table), the chunks of its page beyond `firstLoad`. */
  routes: Record<string, string[]>;
}
