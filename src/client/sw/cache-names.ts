// What the service worker (sw.ts) keeps, named once for it and for the page, which forgets the
// cached reads and documents when the session changes (lib/service-worker.ts).

/** The last answer of each read below, for a page reloaded without network. */
export const DATA_CACHE = 'bidahub-data-v1';
/** The last document of each page visited, per sign-in (sw.ts, documentsPerSession). */
export const PAGES_CACHE = 'bidahub-pages-v2';
/** Hashed scripts and styles met on the way (the precache holds the app and the score screen). */
export const ASSETS_CACHE = 'bidahub-assets-v1';
/**
 * Caches of earlier workers, deleted when this one takes over: `bidahub-pages-v1` kept each
 * page's document by its address alone, whoever it was written for, with that user's phone,
 * e-mail and address in its data block.
 */
export const RETIRED_CACHES: readonly string[] = ['bidahub-pages-v1'];
/** What holds anything of a session: forgotten whenever the session changes. */
export const SESSION_CACHES: readonly string[] = [DATA_CACHE, PAGES_CACHE, ...RETIRED_CACHES];

/**
 * The reads a scorer needs when the page is reloaded at a table without network: who is signed
 * in, the match and its history, and its tournament. Everything else is read live only.
 */
const OFFLINE_READS: ReadonlySet<string> = new Set([
  'auth.me',
  'matches.get',
  'matches.history',
  'tournaments.get',
  'tournaments.matches',
]);

/** Whether a GET to /trpc/<paths> only asks for reads kept offline (a batch lists several). */
export function isOfflineRead(pathname: string): boolean {
  if (!pathname.startsWith('/trpc/')) return false;
  const paths = decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
  return paths.every((path) => OFFLINE_READS.has(path));
}
